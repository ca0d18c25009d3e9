import type { PageLength, WordTarget, WordTargetKind } from './brief.schema.ts';
import { SCHEDULE_HEADING } from './due-date.ts';
import type { BriefSentence } from './brief-lines.ts';
import { CHOICE_LEAD_IN } from './instructions.ts';
import { lengthScope } from './length-scope.ts';
import { parseCount } from './numbers.ts';
import {
  ABOVE,
  APPROX_AFTER,
  APPROX_BEFORE,
  BELOW,
  BY_LABEL,
  BY_PAGES,
  BY_WORDS,
  CONSEQUENCE,
  MAX_AFTER,
  MAX_BEFORE,
  MIN_AFTER,
  MIN_BEFORE,
  PART_OF_PIECE,
  READING,
  VARIANT,
  WHICHEVER,
  WHOLE_PIECE,
  WORDS_PER_PAGE,
  WORK_AS_SUBJECT,
} from './length-patterns.ts';

/*
 * Every figure followed by "words" (or preceded by "word limit/count") is a candidate; the phrase around it says
 * whether it is a cap, a floor, a range or a guide, and whether it sizes the whole piece or one part of it
 * ("an abstract of 250 words"). The best-supported whole-piece figure wins and any disagreeing one becomes a
 * warning, because a brief that says 2,000 in one place and 2,500 in another needs the writer's eye. Pages are
 * read the same way and kept as a length of their own, since a marker who asks for "6–8 pages" counts pages.
 */

export interface Candidate {
  kind: WordTargetKind;
  a: number;
  b: number | null;
  score: number;
  part: boolean;
  source: string;
}

function parseNumber(raw: string): number {
  const compact = raw.replace(/[,\u00a0\u202f\u2009\s]/g, '').toLowerCase();
  if (compact.endsWith('k')) return Math.round(parseFloat(compact) * 1000);
  return /^\d/.test(compact) ? parseFloat(compact) : parseCount(compact);
}

function kindOf(
  before: string,
  after: string,
  labelled: string | null,
  range: boolean,
  rest: string,
): WordTargetKind {
  if (range) return 'range';
  const below = MAX_BEFORE.test(before) && BELOW.test(before.slice(-25));
  const above = MIN_BEFORE.test(before) && ABOVE.test(before.slice(-25));
  // A figure stated as the point below (or above) which work is penalised is the other kind of bound.
  if (CONSEQUENCE.test(rest) && (below || above)) return below ? 'minimum' : 'maximum';
  if (MAX_BEFORE.test(before) || MAX_AFTER.test(after)) return 'maximum';
  if (MIN_BEFORE.test(before) || MIN_AFTER.test(after)) return 'minimum';
  if (APPROX_BEFORE.test(before) || APPROX_AFTER.test(after)) return 'approximate';
  return labelled !== null && /limit/i.test(labelled) ? 'maximum' : 'exact';
}

export function window(kind: WordTargetKind, a: number, b: number | null) {
  if (kind === 'range' && b !== null) {
    const [min, max] = a <= b ? [a, b] : [b, a];
    return { kind, min, max, target: Math.round((min + max) / 2) };
  }
  return { kind, min: kind === 'minimum' ? a : null, max: kind === 'maximum' ? a : null, target: a };
}

const EITHER_WAY = /\b\d{1,2}\s*%\s*(?:either way|either side|above or below|over or under|more or less)\b/i;

function collect(sentence: string, pattern: RegExp, pages: boolean): Candidate[] {
  const out: Candidate[] = [];
  for (const m of sentence.matchAll(pattern)) {
    // The labelled pattern has two leading groups (label, gap) before the figures.
    const labelled = pattern === BY_LABEL ? (m[1] ?? '') : null;
    const [gap, first, second] = labelled !== null ? [m[2] ?? '', m[3], m[4]] : ['', m[1], m[2]];
    if (first === undefined) continue;
    const start = labelled !== null ? m.index + labelled.length + gap.length : m.index;
    const before = labelled !== null ? `${labelled}${gap}` : sentence.slice(Math.max(0, start - 40), start);
    const end = m.index + m[0].length;
    const after = sentence.slice(end, end + 30);
    const read =
      second === undefined && WHICHEVER.test(sentence)
        ? 'maximum'
        : kindOf(before, after, labelled, second !== undefined, sentence.slice(end));
    // "Word limit: 2,000 words (a margin of 10% either way is allowed)": a figure with room on both sides.
    const kind =
      second === undefined && EITHER_WAY.test(sentence.slice(end, end + 60)) ? 'approximate' : read;
    const a = parseNumber(first);
    const b = second === undefined ? null : parseNumber(second);
    if (!Number.isFinite(a) || a < (pages ? 1 : 100) || (b !== null && !Number.isFinite(b))) continue;
    const local = sentence.slice(Math.max(0, start - 45), end + 15);
    // What a length leaves out ("(appendices and bibliography excluded)") does not make it a part's length.
    // Nor does the span it covers ("(introduction through discussion)").
    const named = sentence
      .replace(/\([^)]*\b(?:exclud|includ|count|through|to the end)[^)]*\)/gi, (s) => ' '.repeat(s.length))
      .slice(Math.max(0, start - 45), end + 15)
      .replace(/\b(?:excluding|including|not including|except|excl\.|incl\.)\b.*$/i, ' ');
    // "Your marketing plan should be 15 to 20 pages": the subject of the sentence is the work itself.
    const ofTheWork = WORK_AS_SUBJECT.test(sentence.slice(0, start));
    const part =
      (PART_OF_PIECE.test(named) && !ofTheWork && !/\b(?:total|overall)\b/i.test(local)) ||
      VARIANT.test(sentence);
    const base =
      labelled !== null || kind === 'range' ? 3 : kind === 'approximate' || kind === 'exact' ? 1 : 2;
    // "Does the 20-page limit include the title page?": a student's question restates a length, it does not set it.
    const asked = /\?\s*$/.test(sentence) ? 3 : 0;
    const score = base + (WHOLE_PIECE.test(local) ? 2 : 0) - (part ? 4 : 0) - asked;
    out.push({ kind, a, b, score, part, source: sentence });
  }
  return withBoundsJoined(out);
}

/** "3 full pages minimum, 5 pages maximum": a floor and a ceiling in one sentence are one range. */
function withBoundsJoined(candidates: Candidate[]): Candidate[] {
  const whole = candidates.filter((c) => !c.part);
  const floor = whole.filter((c) => c.kind === 'minimum');
  const ceiling = whole.filter((c) => c.kind === 'maximum');
  const [low] = floor;
  const [high] = ceiling;
  if (floor.length !== 1 || ceiling.length !== 1 || !low || !high || low.a >= high.a) return candidates;
  const range: Candidate = { ...low, kind: 'range', b: high.a, score: Math.max(low.score, high.score) + 1 };
  return [range, ...candidates.filter((c) => c !== low && c !== high)];
}

/** "Part B is 2,000 words": the length of a named part of the submission, as distinct from an abstract's. */
const NAMED_PART_LENGTH = /\bpart\s+(?:[a-z]|\d{1,2}|[ivx]{1,4})\b/i;

/**
 * With no length for the whole piece, the lengths of its named parts add up to it ("Part A has no word limit;
 * Part B is 2,000 words"), and a range given for one named part alone is the range of the written work ("The
 * report (Part C) is 2,500 to 3,000 words" beside a part that is drawn or calculated).
 */
function partsAsWhole(candidates: readonly Candidate[]): Candidate[] {
  const named = candidates.filter((c) => c.part && NAMED_PART_LENGTH.test(c.source));
  const single = named.filter((c) => c.b === null);
  const [first] = single;
  if (first && single.length <= 3)
    return [{ ...first, part: false, a: single.reduce((sum, c) => sum + c.a, 0) }];
  const [only] = named;
  return only && named.length === 1 ? [{ ...only, part: false }] : [];
}

function describe(c: Candidate): string {
  return c.kind === 'range' ? `${c.a}–${c.b}` : String(c.a);
}

function best(candidates: Candidate[]): [Candidate, Candidate[]] | null {
  const whole = candidates.filter((c) => !c.part);
  if (whole.length === 0) return null;
  whole.sort((x, y) => y.score - x.score || y.a - x.a);
  const [top, ...rest] = whole as [Candidate, ...Candidate[]];
  return [top, rest];
}

/** Sentences that say what a length covers: its own, and any other about the word count. */
function scopeOf(source: string, sentences: readonly BriefSentence[], pages: boolean) {
  const about = pages
    ? /^$/
    : /\bword (?:count|limit)\b|\bcounts?\s+towards?\b|\b(?:not\s+)?(?:included|counted)\s+in\b|\bexcluded from\b/i;
  return lengthScope([source, ...sentences.map((s) => s.text).filter((t) => t !== source && about.test(t))]);
}

/** "the opening two pages of" a story, "the first 3 pages of the article": pages of a text, not of the work. */
const PAGES_OF_A_TEXT =
  /(?<!\bfrom\s+(?:the\s+)?)\b(?:opening|first|last|final|closing|following|initial)\s+(?:\S+\s+){0,2}pages?\s+of\b/i;

/** "(case pack, 18 pages)": the length of material handed out, given in brackets beside its name. */
const PAGES_OF_MATERIAL =
  /\([^()]*\b(?:pack|reader|article|reading|handout|booklet|extract|excerpt|transcript|data sheet|case file)\b[^()]*\d+\s*pages?\b[^()]*\)/i;

/** "Part B – Individual reflection": a heading over a smaller piece handed in beside the main work. */
const MINOR_PART_HEADING =
  /^part\s+(?:[a-z]|\d{1,2}|[ivx]{1,4})\b.*\b(?:reflection|abstract|summary|appendix|poster|slides|blog|log|journal|annotations?)\b/;

/**
 * A length under such a heading sizes that part ("Length: 1–2 pages" under "Part B – Reflection"), and so does
 * a length in brackets in a list item that names a part ("A short history of the site (no more than one page)").
 */
function inPlace(candidates: Candidate[], { text, line }: BriefSentence): Candidate[] {
  const bracketed = line.bullet && line.leadIn !== null && /\([^()]*\bpages?\)/i.test(text);
  // "(one page)", "| one page |": a single page sizes a form, an outline or an appendix beside the work.
  const onePage = /\(\s*(?:one|1)[\s-]page\b|\|\s*(?:one|1)[\s-]page\s*\|/i.test(text);
  // "C. Research strategy - up to 8 pages": a lettered or numbered part set out with its own length.
  const listedPart = line.marker !== undefined && /^\p{Lu}[^.:()]{2,60}?\s[-–—]\s/u.test(text);
  if (!MINOR_PART_HEADING.test(line.section) && !bracketed && !onePage && !listedPart) return candidates;
  return candidates.map((c) => (c.part ? c : { ...c, part: true, score: c.score - 4 }));
}

/** "Choose ONE of these: - a story of 3,000 words; - a set of poems": the length of one option, not of the work. */
function ofOption(candidates: Candidate[], { line }: BriefSentence): Candidate[] {
  if (!line.bullet || !CHOICE_LEAD_IN.test(line.leadIn ?? '')) return candidates;
  return candidates.map((c) => (c.part ? c : { ...c, part: true, score: c.score - 4 }));
}

/** The lengths in words one sentence states, each marked as the whole's or a part's. */
export function wordCandidates(sentence: BriefSentence): Candidate[] {
  const labelled = collect(sentence.text, BY_LABEL, false);
  // "Word limit: 4,000 words" matches both patterns; the labelled reading knows more, so it wins.
  const plain = collect(sentence.text, BY_WORDS, false).filter((c) => !labelled.some((l) => l.a === c.a));
  return ofOption([...labelled, ...plain], sentence);
}

export function pageCandidates(sentences: readonly BriefSentence[]): Candidate[] {
  // Never inside reading instructions ("read pages 45–67").
  return sentences.flatMap((s) =>
    // A table of key dates sizes its deliverables ("One-page outline"), not the work.
    READING.test(s.text) || PAGES_OF_A_TEXT.test(s.text) || SCHEDULE_HEADING.test(s.line.section)
      ? []
      : inPlace(
          collect(
            s.text.replace(PAGES_OF_MATERIAL, (m) => ' '.repeat(m.length)),
            BY_PAGES,
            true,
          ),
          s,
        ),
  );
}

/** "TOTAL 4,000 (+/- 10%)": the last row of a table whose column gives each part's words. */
const TOTAL_ROW =
  /^total\s*:?\s+(\d{1,3}(?:,\d{3})+|\d{3,5})(\s*\(\s*(?:\+\s*\/\s*[-−]|±)\s*\d{1,2}\s*%\s*\))?\s*$/i;

function tableTotals(sentences: readonly BriefSentence[]): Candidate[] {
  return sentences.flatMap((s) => {
    const m = TOTAL_ROW.exec(s.text);
    const a = parseNumber(m?.[1] ?? '');
    if (!m || !(a >= 300)) return [];
    // The column is in words when a line of the same table, its header, says so.
    const inWords = sentences.some(
      (o) => o !== s && o.line.section === s.line.section && /\bwords\b/i.test(o.text),
    );
    if (!inWords) return [];
    const kind: WordTargetKind = m[2] ? 'approximate' : 'exact';
    return [{ kind, a, b: null, score: 4, part: false, source: s.text }];
  });
}

/** The brief's length requirement, or null when it states none; conflicting figures add warnings. */
export function extractWordTarget(
  sentences: readonly BriefSentence[],
  warnings: string[],
): WordTarget | null {
  const candidates: Candidate[] = [];
  for (const sentence of sentences) candidates.push(...wordCandidates(sentence));
  candidates.push(...tableTotals(sentences));
  const chosen = best(candidates) ?? best(partsAsWhole(candidates));
  if (!chosen) {
    // Pages turn into words only when the brief gives no words at all.
    const paged = best(pageCandidates(sentences));
    if (!paged) return null;
    const [top] = paged;
    const perPage = /single[\s-]*spac/i.test(top.source) ? WORDS_PER_PAGE.single : WORDS_PER_PAGE.double;
    const b = top.b === null ? null : Math.round(top.b * perPage);
    if (top.a * perPage < 200) return null;
    return {
      ...window(top.kind, Math.round(top.a * perPage), b),
      fromPages: true,
      ...scopeOf(top.source, sentences, true),
      source: top.source,
    };
  }
  const [top, rest] = chosen;
  const target = window(top.kind, top.a, top.b);
  const low = target.min ?? target.target;
  const high = target.max ?? target.target;
  const conflicting = rest.filter((c) => {
    const t = window(c.kind, c.a, c.b).target;
    return t < low * 0.9 || t > high * 1.1;
  });
  if (conflicting.length > 0) {
    const others = [...new Set(conflicting.map(describe))].join(', ');
    warnings.push(
      `The brief gives more than one length (${describe(top)} and ${others} words); ` +
        `${describe(top)} was used from: "${top.source}". Check which applies.`,
    );
  }
  return { ...target, fromPages: false, ...scopeOf(top.source, sentences, false), source: top.source };
}

/** The length in pages the brief sets for the whole piece, or null. */
export function extractPageLength(sentences: readonly BriefSentence[]): PageLength | null {
  const chosen = best(pageCandidates(sentences));
  if (!chosen) return null;
  const [top] = chosen;
  return {
    ...window(top.kind, top.a, top.b),
    excludes: scopeOf(top.source, sentences, true).excludes,
    source: top.source,
  };
}

/** Whether a sentence states the length of the whole piece in words or pages (not of a part of it). */
export function statesLength(text: string): boolean {
  if (!/\d|\bwords?\b|\bpages?\b/i.test(text)) return false;
  return [BY_WORDS, BY_LABEL, BY_PAGES].some((re) => collect(text, re, re === BY_PAGES).some((c) => !c.part));
}
