import { describe, expect } from 'vitest';
import { HELD_OUT } from './fixtures/held-out.ts';
import { scoreHeldOut } from './fixtures/held-out-score.ts';

/*
 * The checker on papers built from real published reference lists (fixtures/held-out.ts). Prints per-type
 * recall and precision for docs/PERFORMANCE.md.
 */
describe('citation checker on the held-out papers', () => {
  scoreHeldOut(HELD_OUT, ({ recall, falseFindings }) => {
    // Where the set stood once the weaknesses it showed were fixed (it is development data since).
    expect(falseFindings.filter((f) => f.includes(': clean '))).toEqual([]);
    expect([...recall.values()].reduce((n, [found]) => n + found, 0)).toBeGreaterThanOrEqual(40);
  });
});
