import { describe, expect, it } from 'vitest';
import { REGISTER_SET, type RegisterKind } from '../fixtures/register-set.ts';
import { createGrammarChecker } from '../check.ts';

const KINDS: RegisterKind[] = [
  'CONTRACTION',
  'INFORMAL',
  'FIRST_PERSON',
  'HEDGING',
  'WORDINESS',
  'PASSIVE',
  'LONG_SENTENCE',
];

describe('academic register on a hand-written set of essay sentences', () => {
  it('finds each kind of problem with precision and recall above the floor', async () => {
    const checker = createGrammarChecker();
    const counts = new Map(KINDS.map((k) => [k, { tp: 0, fp: 0, fn: 0 }]));
    for (const sample of REGISTER_SET) {
      const findings = await checker.check(sample.text, {
        dialect: 'british',
        style: true,
        forbidFirstPerson: true,
      });
      const found = new Set(findings.map((f) => f.errorType.replace(/^STYLE:/, '')));
      for (const kind of KINDS) {
        const c = counts.get(kind);
        if (!c) continue;
        const expected = sample.kinds.includes(kind);
        if (found.has(kind) && expected) c.tp += 1;
        else if (found.has(kind)) c.fp += 1;
        else if (expected) c.fn += 1;
      }
    }
    const table = KINDS.map((kind) => {
      const c = counts.get(kind) ?? { tp: 0, fp: 0, fn: 0 };
      return {
        kind,
        precision: c.tp / Math.max(1, c.tp + c.fp),
        recall: c.tp / Math.max(1, c.tp + c.fn),
        ...c,
      };
    });
    console.table(table);
    for (const row of table) {
      expect(row.precision, row.kind).toBeGreaterThanOrEqual(0.8);
      expect(row.recall, row.kind).toBeGreaterThanOrEqual(0.75);
    }
  }, 60_000);
});
