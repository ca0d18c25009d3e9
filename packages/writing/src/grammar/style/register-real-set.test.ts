import { describe, expect, it } from 'vitest';
import { createGrammarChecker } from '../check.ts';
import {
  REGISTER_REAL_HELD_OUT_2,
  REGISTER_REAL_SET,
  type RealRegisterSample,
} from '../fixtures/register-real-set.ts';
import type { RegisterKind } from '../fixtures/register-set.ts';
import { scoreRegister } from './register-score.ts';

type Floors = Partial<Record<RegisterKind, { precision: number; recall: number }>>;

/*
 * Floors sit a little under the figures measured when each part of the set was scored; a rule change that
 * loses more than that on real sentences fails here.
 */
const WHOLE_SET: Floors = {
  CONTRACTION: { precision: 0.95, recall: 0.95 },
  INFORMAL: { precision: 0.95, recall: 0.88 },
  FIRST_PERSON: { precision: 0.95, recall: 0.95 },
  HEDGING: { precision: 0.9, recall: 0.9 },
  WORDINESS: { precision: 0.95, recall: 0.95 },
  PASSIVE: { precision: 0.93, recall: 0.95 },
  LONG_SENTENCE: { precision: 0.95, recall: 0.8 },
};
/** The batch no rule was tuned on; only kinds with enough sentences in it to mean something. */
const UNTUNED_BATCH: Floors = {
  INFORMAL: { precision: 0.9, recall: 0.6 },
  FIRST_PERSON: { precision: 0.9, recall: 0.9 },
  PASSIVE: { precision: 0.75, recall: 0.9 },
};

const checker = createGrammarChecker();

async function expectFloors(samples: readonly RealRegisterSample[], floors: Floors): Promise<void> {
  const { rows, mistakes } = await scoreRegister(samples, (text) =>
    checker.check(text, { dialect: 'british', style: true, forbidFirstPerson: true }),
  );
  console.table(rows);
  for (const row of rows) {
    const floor = floors[row.kind];
    if (!floor) continue;
    const wrong = mistakes
      .filter((m) => m.falseAlarms.includes(row.kind) || m.misses.includes(row.kind))
      .map((m) => m.text)
      .join(' | ');
    expect(row.precision, `${row.kind} precision; mistakes: ${wrong}`).toBeGreaterThanOrEqual(
      floor.precision,
    );
    expect(row.recall, `${row.kind} recall; mistakes: ${wrong}`).toBeGreaterThanOrEqual(floor.recall);
  }
}

describe('academic register on sentences rewritten from real essays, handouts and abstracts', () => {
  it('keeps precision and recall per kind above the floors on the whole set', async () => {
    await expectFloors(REGISTER_REAL_SET, WHOLE_SET);
  }, 180_000);

  it('keeps them above the floors on the batch no rule was tuned on', async () => {
    await expectFloors(REGISTER_REAL_HELD_OUT_2, UNTUNED_BATCH);
  }, 60_000);

  it('is a real evaluation set: large, sourced, with a fair share of clean text', () => {
    const clean = REGISTER_REAL_SET.filter((s) => s.kinds.length === 0).length;
    expect(REGISTER_REAL_SET.length).toBeGreaterThanOrEqual(150);
    expect(clean / REGISTER_REAL_SET.length).toBeGreaterThanOrEqual(0.4);
    expect(REGISTER_REAL_SET.every((s) => s.source.length > 0)).toBe(true);
    expect(new Set(REGISTER_REAL_SET.map((s) => s.text)).size).toBe(REGISTER_REAL_SET.length);
  });
});
