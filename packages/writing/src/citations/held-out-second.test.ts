import { describe, expect } from 'vitest';
import { HELD_OUT_SECOND } from './fixtures/held-out-second.ts';
import { scoreHeldOut } from './fixtures/held-out-score.ts';

/*
 * The checker on the second set of papers built from real published reference lists
 * (fixtures/held-out-second.ts): Chicago author-date, APA and Harvard. Prints per-type recall and precision
 * for docs/PERFORMANCE.md.
 */
describe('citation checker on the second held-out papers', () => {
  scoreHeldOut(HELD_OUT_SECOND, ({ recall, falseFindings }) => {
    // Scored blind once (28 of 33 found, 2 findings on clean copies); these floors are where it stood after the
    // classes of misses were fixed, so the set is development data since.
    expect(falseFindings).toEqual([]);
    expect([...recall.values()].reduce((n, [found]) => n + found, 0)).toBeGreaterThanOrEqual(32);
  });
});
