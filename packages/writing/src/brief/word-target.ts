import type { WordTarget, WordTargetKind } from './brief.schema.ts';
import type { BriefSentence } from './brief-lines.ts';

/*
 * Every figure followed by "words" (or preceded by "word limit/count") is a candidate; the phrase around it says
 * whether it is a cap, a floor, a range or a guide, and whether it sizes the whole piece or one part of it
 * ("an abstract of 250 words"). The best-supported whole-piece figure wins and any disagreeing one becomes a
 * warning, because a brief that says 2,000 in one place and 2,500 in another needs the writer's eye.
 */

const NUM = String.raw`(?<![\d.,])(\d{1,3}(?:[,\u00a0\u202f\u2009]\d{3})+(?!\d)|\d+(?:\.\d+)?\s?k\b|\d+)`;
const TO = String.raw`\s*(?:-|–|—|to|and)\s*`;
const BY_WORDS = new RegExp(
  String.raw`(?:between\s+)?${NUM}(?:\s*(?:words?\s*)?${TO}${NUM})?[\s-]*words?\b`,
  'gi',
);
const BY_LABEL = new RegExp(
  String.raw`\b(word[\s-]*(?:limit|count|length|target|range|allowance)s?)\b([^\d.!?]{0,40}?)${NUM}(?:${TO}${NUM})?`,
  'gi',
);
const BY_PAGES = new RegExp(
  String.raw`${NUM}(?:${TO}${NUM})?[\s-]*(?:full\s+|(?:single|double|1\.5)[\s-]spaced\s+)?pages?\b`,
  'gi',
);

const MAX_BEFORE =
  /(?:no more than|not (?:to )?exceed(?:ing)?|not be (?:more|longer) than|no longer than|maximum(?: of)?|max\.?|up to|at most|limit(?:ed)? (?:of|to)|fewer than|less than|under|within|capped at)\s*(?:a |an )?[:(]?\s*$/i;
const MIN_BEFORE =
  /(?:at least|minimum(?: of)?|min\.?|no (?:fewer|less|shorter) than|more than|over|in excess of)\s*[:(]?\s*$/i;
const APPROX_BEFORE =
  /(?:\b(?:approx\.?|approximately|about|around|roughly|circa|c\.|some|in the region of)|~)\s*(?:of\s*)?[:(]?\s*$/i;
const MAX_AFTER = /^\W{0,3}(?:max(?:imum)?\b|limit\b|or (?:less|fewer)\b|at (?:the )?most\b)/i;
const MIN_AFTER = /^\W{0,3}(?:min(?:imum)?\b|or more\b|at least\b)/i;
const APPROX_AFTER = /^\W{0,3}(?:approx|give or take|or so\b|±|\+\s*\/\s*[-−]|plus or minus)/i;

const WHOLE_PIECE =
  /\b(?:total|overall|whole|entire|full|assignment|essay|paper|report|dissertation|thesis|submission|review|proposal|chapter|case study|coursework|length|limit)\b/i;
const PART_OF_PIECE =
  /\b(?:abstract|summary|introduction|conclusion|each|per|reflection|annotations?|paragraph|slides?|poster|appendix|appendices|title|cover|blog|plan|question \d|part [a-z\d]\b|task \d)/i;

const READING = /\b(?:read|reading|pp\.|textbook|handbook|see)\b/i;
/** Double spacing is the academic default (APA, MLA); single-spaced pages hold about twice the words. */
const WORDS_PER_PAGE = { double: 250, single: 500 } as const;

interface Candidate {
  target: WordTarget;
  score: number;
  part: boolean;
}

function parseNumber(raw: string): number {
  const compact = raw.replace(/[,\u00a0\u202f\u2009\s]/g, '').toLowerCase();
  return compact.endsWith('k') ? Math.round(parseFloat(compact) * 1000) : parseInt(compact, 10);
}

function kindOf(before: string, after: string, labelled: string | null, range: boolean): WordTargetKind {
  if (range) return 'range';
  if (MAX_BEFORE.test(before) || MAX_AFTER.test(after)) return 'maximum';
  if (MIN_BEFORE.test(before) || MIN_AFTER.test(after)) return 'minimum';
  if (APPROX_BEFORE.test(before) || APPROX_AFTER.test(after)) return 'approximate';
  return labelled !== null && /limit/i.test(labelled) ? 'maximum' : 'exact';
}

function toTarget(
  kind: WordTargetKind,
  a: number,
  b: number | null,
  source: string,
  fromPages: boolean,
): WordTarget {
  if (kind === 'range' && b !== null) {
    const [min, max] = a <= b ? [a, b] : [b, a];
    return { kind, min, max, target: Math.round((min + max) / 2), fromPages, source };
  }
  const min = kind === 'minimum' ? a : null;
  const max = kind === 'maximum' ? a : null;
  return { kind, min, max, target: a, fromPages, source };
}

function collect(sentence: string, pattern: RegExp, pages: boolean): Candidate[] {
  const out: Candidate[] = [];
  for (const m of sentence.matchAll(pattern)) {
    // The labelled pattern has two leading groups (label, gap) before the figures.
    const labelled = pattern === BY_LABEL ? (m[1] ?? '') : null;
    const [gap, first, second] = labelled !== null ? [m[2] ?? '', m[3], m[4]] : ['', m[1], m[2]];
    if (first === undefined) continue;
    const start = labelled !== null ? m.index + labelled.length + gap.length : m.index;
    const before = labelled !== null ? `${labelled}${gap}` : sentence.slice(Math.max(0, start - 40), start);
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 30);
    const kind = kindOf(before, after, labelled, second !== undefined);
    const perPage = /single[\s-]spac/i.test(sentence) ? WORDS_PER_PAGE.single : WORDS_PER_PAGE.double;
    const scale = pages ? perPage : 1;
    const a = parseNumber(first) * scale;
    const b = second === undefined ? null : parseNumber(second) * scale;
    if (a < (pages ? 2 * scale : 100)) continue;
    const local = sentence.slice(Math.max(0, start - 45), m.index + m[0].length + 15);
    const part = PART_OF_PIECE.test(local) && !/\b(?:total|overall)\b/i.test(local);
    const base =
      labelled !== null || kind === 'range' ? 3 : kind === 'approximate' || kind === 'exact' ? 1 : 2;
    const score = base + (WHOLE_PIECE.test(local) ? 2 : 0) - (part ? 4 : 0) - (pages ? 1 : 0);
    out.push({ target: toTarget(kind, a, b, sentence, pages), score, part });
  }
  return out;
}

function describe(t: WordTarget): string {
  return t.kind === 'range' ? `${t.min}–${t.max}` : String(t.target);
}

/** The brief's length requirement, or null when it states none; conflicting figures add warnings. */
export function extractWordTarget(
  sentences: readonly BriefSentence[],
  warnings: string[],
): WordTarget | null {
  let candidates: Candidate[] = [];
  for (const { text } of sentences) {
    const labelled = collect(text, BY_LABEL, false);
    // "Word limit: 4,000 words" matches both patterns; the labelled reading knows more, so it wins.
    const plain = collect(text, BY_WORDS, false).filter(
      (c) => !labelled.some((l) => l.target.target === c.target.target),
    );
    candidates.push(...labelled, ...plain);
  }
  if (candidates.length === 0) {
    // Pages only count when the brief gives no words at all, and never inside reading instructions.
    for (const { text } of sentences) {
      if (!READING.test(text)) {
        candidates.push(...collect(text, BY_PAGES, true));
      }
    }
  }
  candidates = candidates.filter((c) => !c.part);
  if (candidates.length === 0) return null;
  candidates.sort((x, y) => y.score - x.score || y.target.target - x.target.target);
  const [best, ...rest] = candidates as [Candidate, ...Candidate[]];
  const low = best.target.min ?? best.target.target;
  const high = best.target.max ?? best.target.target;
  const conflicting = rest.filter((c) => c.target.target < low * 0.9 || c.target.target > high * 1.1);
  if (conflicting.length > 0) {
    const others = [...new Set(conflicting.map((c) => describe(c.target)))].join(', ');
    warnings.push(
      `The brief gives more than one length (${describe(best.target)} and ${others} words); ` +
        `${describe(best.target)} was used from: "${best.target.source}". Check which applies.`,
    );
  }
  return best.target;
}
