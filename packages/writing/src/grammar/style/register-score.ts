import type { RegisterKind } from '../fixtures/register-set.ts';
import type { GrammarFinding } from '../types.ts';

export const REGISTER_KINDS: readonly RegisterKind[] = [
  'CONTRACTION',
  'INFORMAL',
  'FIRST_PERSON',
  'HEDGING',
  'WORDINESS',
  'PASSIVE',
  'LONG_SENTENCE',
];

export interface RegisterScoreRow {
  kind: RegisterKind;
  /** Sentences annotated with this kind. */
  expected: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
}

export interface RegisterMistake {
  text: string;
  /** Kinds reported on a sentence not annotated with them. */
  falseAlarms: RegisterKind[];
  /** Annotated kinds that nothing reported. */
  misses: RegisterKind[];
}

/**
 * Scores style findings sentence by sentence: a sentence counts for a kind when at least one finding of that
 * kind is on it, whatever the number of findings.
 */
export async function scoreRegister(
  samples: readonly { text: string; kinds: readonly RegisterKind[] }[],
  check: (text: string) => Promise<readonly GrammarFinding[]>,
): Promise<{ rows: RegisterScoreRow[]; mistakes: RegisterMistake[] }> {
  const counts = new Map(REGISTER_KINDS.map((k) => [k, { expected: 0, tp: 0, fp: 0, fn: 0 }]));
  const mistakes: RegisterMistake[] = [];
  for (const sample of samples) {
    const findings = await check(sample.text);
    const found = new Set(findings.map((f) => f.errorType.replace(/^STYLE:/, '')));
    const mistake: RegisterMistake = { text: sample.text, falseAlarms: [], misses: [] };
    for (const kind of REGISTER_KINDS) {
      const c = counts.get(kind);
      if (!c) continue;
      const expected = sample.kinds.includes(kind);
      if (expected) c.expected += 1;
      if (found.has(kind) && expected) c.tp += 1;
      else if (found.has(kind)) {
        c.fp += 1;
        mistake.falseAlarms.push(kind);
      } else if (expected) {
        c.fn += 1;
        mistake.misses.push(kind);
      }
    }
    if (mistake.falseAlarms.length + mistake.misses.length > 0) mistakes.push(mistake);
  }
  const rows = REGISTER_KINDS.map((kind) => {
    const c = counts.get(kind) ?? { expected: 0, tp: 0, fp: 0, fn: 0 };
    return {
      kind,
      ...c,
      precision: c.tp / Math.max(1, c.tp + c.fp),
      recall: c.tp / Math.max(1, c.tp + c.fn),
    };
  });
  return { rows, mistakes };
}
