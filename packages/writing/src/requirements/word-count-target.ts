import { WORD_COUNT_TOLERANCE } from '@penwright/shared';
import type { WordTarget } from '../brief/brief.schema.ts';

/*
 * The stored checklist (RequirementSchema in packages/shared) keeps one scalar target per line, which the writer
 * can edit. A word-count target is therefore a number for a plain target, or short readable text that keeps a
 * brief's stricter meaning: "1800–2200" (range), "≤3000" (a cap), "≥1500" (a floor).
 */

export type WordWindow = Pick<WordTarget, 'kind' | 'min' | 'max' | 'target'>;

/** The checklist target for a word target (see above). */
export function wordCountTarget(t: WordWindow): number | string {
  switch (t.kind) {
    case 'range':
      return `${t.min ?? t.target}–${t.max ?? t.target}`;
    case 'maximum':
      return `≤${t.max ?? t.target}`;
    case 'minimum':
      return `≥${t.min ?? t.target}`;
    default:
      return t.target;
  }
}

const N = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
const RANGE = new RegExp(String.raw`^${N}\s*(?:-|–|—|to)\s*${N}$`, 'i');
const CAP = new RegExp(String.raw`^(?:≤|<=|<|max(?:imum)?\.?|at most|no more than)\s*${N}$`, 'i');
const FLOOR = new RegExp(String.raw`^(?:≥|>=|>|min(?:imum)?\.?|at least)\s*${N}$`, 'i');
const PLAIN = new RegExp(String.raw`^(?:~|about|approx\.?)?\s*${N}(?:\s*words?)?$`, 'i');

const int = (s: string | undefined) => (s === undefined ? NaN : parseInt(s.replace(/,/g, ''), 10));

/** Reads a checklist target back, including one a writer typed; null when it is not a word count. */
export function parseWordCountTarget(target: number | string | undefined): WordWindow | null {
  if (typeof target === 'number') {
    return Number.isFinite(target) && target > 0 ? { kind: 'exact', min: null, max: null, target } : null;
  }
  const text = (target ?? '').trim().replace(/\s*words?$/i, '');
  let m = RANGE.exec(text);
  if (m) {
    const [a, b] = [int(m[1]), int(m[2])].sort((x, y) => x - y) as [number, number];
    return b > 0 ? { kind: 'range', min: a, max: b, target: Math.round((a + b) / 2) } : null;
  }
  if ((m = CAP.exec(text))) return { kind: 'maximum', min: null, max: int(m[1]), target: int(m[1]) };
  if ((m = FLOOR.exec(text))) return { kind: 'minimum', min: int(m[1]), max: null, target: int(m[1]) };
  if ((m = PLAIN.exec(text)) && int(m[1]) > 0)
    return { kind: 'exact', min: null, max: null, target: int(m[1]) };
  return null;
}

/**
 * The word counts that meet a target. The seed's 0.1 is the tolerance either side of a plain or approximate
 * target; a stated cap stays a cap (up to 10 % under it), a floor stays a floor, a range is its own window.
 */
export function acceptableWordRange(t: WordWindow): { low: number; high: number } {
  const low = Math.ceil(t.target * (1 - WORD_COUNT_TOLERANCE));
  const high = Math.floor(t.target * (1 + WORD_COUNT_TOLERANCE));
  switch (t.kind) {
    case 'range':
      return { low: t.min ?? low, high: t.max ?? high };
    case 'maximum':
      return { low, high: t.max ?? t.target };
    case 'minimum':
      return { low: t.min ?? t.target, high: Infinity };
    default:
      return { low, high };
  }
}
