import { describe } from 'vitest';
import { HELD_OUT_SECOND } from './fixtures/held-out-second.ts';
import { scoreHeldOut } from './fixtures/held-out-score.ts';

/*
 * The checker on the second set of papers built from real published reference lists
 * (fixtures/held-out-second.ts): Chicago author-date, APA and Harvard. Prints per-type recall and precision
 * for docs/PERFORMANCE.md.
 */
describe('citation checker on the second held-out papers', () => {
  scoreHeldOut(HELD_OUT_SECOND, () => {});
});
