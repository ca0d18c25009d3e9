import type { SourceRequirement } from './brief.schema.ts';
import type { BriefUnit } from './brief-units.ts';
import { COUNT, NUMBER_WORD, parseCount } from './numbers.ts';
import { kindsAfterCount, kindsWithoutCount } from './source-kinds.ts';

/*
 * "Use at least 8 peer-reviewed sources", "a minimum of FIFTEEN academic works", "5 sources minimum", "three
 * primary and five secondary sources", "of which at least five must be peer-reviewed". A count counts only
 * when a source noun follows it within a few describing words, so "at least two ethical frameworks" or "three
 * body paragraphs" are not source requirements. The overall minimum is the largest count the brief sets: a count
 * for one kind ("at least one from the library databases") narrows the sources already counted.
 */

const NOUN = String.raw`(?:bibliographic(?:al)?\s+(?:units|entries)|sources?|references?|citations?|articles?|papers|books|texts|works|publications|titles|studies|readings|pieces\s+of\s+(?:\w+\s+)?(?:literature|research|evidence)|items|(?:decided|reported|leading)\s+cases|judg(?:e)?ments|authorities)`;
// Words that may stand between the count and the noun ("eight peer-reviewed journal articles").
// "critical or craft sources": two describing words may be joined by "or".
const DESCRIBER = String.raw`(?:(?!(?:of|which|that|must|should|are|is|be|in|to|for|words?|pages?|paragraphs?|and|or)\b)[\p{L}][\p{L}'’-]*\s+(?:or\s+(?=\p{L}))?){0,4}?`;
const AT_LEAST = String.raw`(?:at\s+least|a\s+minimum\s+of|minimum\s+of|min\.?|no\s+(?:fewer|less)\s+than|not\s+(?:fewer|less)\s+than|a\s+range\s+of\s+at\s+least)`;
const AT_MOST = String.raw`(?:no\s+more\s+than|not\s+more\s+than|at\s+most|a\s+maximum\s+of|maximum\s+of|up\s+to)`;

const PATTERNS: { re: RegExp; read: (m: RegExpMatchArray) => [number | null, number | null] }[] = [
  {
    // "at least 8 peer-reviewed sources", "a minimum of five (5) sources"
    re: new RegExp(String.raw`\b${AT_LEAST}\s+(${COUNT})(?:\s*\(\d+\))?\s+(${DESCRIBER}${NOUN})\b`, 'giu'),
    read: (m) => [parseCount(m[1] ?? ''), null],
  },
  {
    // "At least five of them must be peer-reviewed journal articles"
    re: new RegExp(
      String.raw`\b${AT_LEAST}\s+(${COUNT})\s+of\s+(?:them|these|which|those|the\s+${COUNT})\s+(?:must|should|need\s+to|have\s+to)\s+be\s+(${DESCRIBER}${NOUN})\b`,
      'giu',
    ),
    read: (m) => [parseCount(m[1] ?? ''), null],
  },
  {
    // "At least five of your references must be scholarly": the kind follows the verb, read as the qualifier.
    re: new RegExp(
      String.raw`\b${AT_LEAST}\s+(${COUNT})\s+of\s+(?:your|the|these|those)\s+(?:\p{L}+\s+)?(${NOUN})\b(?=\s+(?:must|should|need\s+to|have\s+to)\s+be\b)`,
      'giu',
    ),
    read: (m) => [parseCount(m[1] ?? ''), null],
  },
  {
    // "a reference list of 15+ items", "10+ peer-reviewed sources"
    re: new RegExp(String.raw`\b(\d{1,3})\s*\+\s+(${DESCRIBER}${NOUN})\b`, 'giu'),
    read: (m) => [parseCount(m[1] ?? ''), null],
  },
  {
    // "no more than three of which may be websites" reads as a cap on a kind
    re: new RegExp(String.raw`\b${AT_MOST}\s+(${COUNT})\s+(${DESCRIBER}${NOUN})\b`, 'giu'),
    read: (m) => [null, parseCount(m[1] ?? '')],
  },
  {
    // "a paper that cites fewer than forty refereed sources is unlikely to pass": the fewest that will do
    re: new RegExp(
      String.raw`\bfewer\s+than\s+(${COUNT})\s+(${DESCRIBER}${NOUN})\s+(?:is|are|will|would)\s+(?:unlikely|not|rarely|never)\b`,
      'giu',
    ),
    read: (m) => [parseCount(m[1] ?? ''), null],
  },
  {
    // "use 3–5 sources", "between 5 and 8 references"
    re: new RegExp(
      String.raw`(?:\bbetween\s+)?\b(${COUNT})\s*(?:-|–|to|and)\s*(${COUNT})\s+(${DESCRIBER}${NOUN})\b`,
      'giu',
    ),
    read: (m) => [parseCount(m[1] ?? ''), parseCount(m[2] ?? '')],
  },
  {
    // "5 sources minimum", "eight or more references"
    re: new RegExp(
      String.raw`\b(${COUNT})\s+(${DESCRIBER}${NOUN})\s*(?:\(?\s*(?:minimum|min\.?|or\s+more|at\s+least)\b)`,
      'giu',
    ),
    read: (m) => [parseCount(m[1] ?? ''), null],
  },
  {
    // "References: minimum 10", "Min. references: 2 peer-reviewed sources"
    re: new RegExp(
      String.raw`\b(?:min(?:imum|\.)?\s+(?:number\s+of\s+)?${NOUN}|${NOUN}\s*(?:required)?)\s*:\s*(?:min(?:imum|\.)?\s*(?:of\s*)?)?(${COUNT})\b(\s+${DESCRIBER}${NOUN})?`,
      'giu',
    ),
    read: (m) => [parseCount(m[1] ?? ''), null],
  },
];

/** "… and five secondary sources", "three primary and three secondary sources" add to the count before. */
const AND_MORE = new RegExp(
  String.raw`^\s*(?:(${DESCRIBER})(?:${NOUN}\s+)?)?(?:and|plus)\s+(?:at\s+least\s+)?(${COUNT})\s+(${DESCRIBER}${NOUN})\b`,
  'iu',
);
const NOT_ABOUT_SOURCES = /\b(?:words?|pages?|marks?|points?|minutes?|slides?)\s*$/i;
/** "two sources of error", "sources of income": things that give rise to something, not works to cite. */
const SOURCES_OF =
  /^\s+of\s+(?:\p{L}+\s+)?(?:error|errors|uncertainty|bias|variation|variability|income|revenue|funding|finance|energy|power|light|heat|noise|stress|conflict|pollution|contamination|infection|water|supply|protein|inspiration)\b/iu;
/**
 * "Besides the two books, draw on at least eight further sources": the works named beside a count of further
 * sources are sources too, so the fewest in all is the count and them.
 */
const BESIDES = new RegExp(
  String.raw`\b(?:besides|in\s+addition\s+to|apart\s+from|on\s+top\s+of)\s+(?:the|your|both)\s+(?:(${COUNT})\s+)?(?:[\p{L}-]+\s+){0,2}?(?:books?|texts?|novels?|stud(?:y|ies)|articles?|papers?|set\s+texts?|cases?|documents?|reports?)\b`,
  'iu',
);

interface Match {
  at: number;
  /** The overall minimum: "three primary and five secondary" is eight. */
  min: number | null;
  /** The first count as written, for the label. */
  first: number | null;
  max: number | null;
  kind: string;
  text: string;
}

function describe(match: Match): string {
  const n = match.kind.replace(/\s+/g, ' ').trim();
  const { first, min, max } = match;
  if (first !== null && max !== null && first !== max) return `Use ${first}–${max} ${n}`;
  const total = min !== null && first !== null && min !== first ? ` (${min} in all)` : '';
  if (first !== null) return `Use at least ${first} ${n}${total}`;
  return `Use no more than ${max ?? ''} ${n}`;
}

/** Every source requirement holds a count; most units hold none, so they are passed over at once. */
const HAS_COUNT = new RegExp(String.raw`\d|${NUMBER_WORD}`, 'i');

function matchesIn(text: string): Match[] {
  const out: Match[] = [];
  if (!HAS_COUNT.test(text)) return out;
  for (const { re, read } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      if (out.some((o) => m.index >= o.at && m.index < o.at + o.text.length)) continue;
      const [min, max] = read(m);
      const noun = m[m.length - 1] ?? m[2] ?? '';
      if ((min !== null && !Number.isFinite(min)) || (max !== null && !Number.isFinite(max))) continue;
      if (NOT_ABOUT_SOURCES.test(noun)) continue;
      const tail = text.slice(m.index + m[0].length);
      if (SOURCES_OF.test(tail)) continue;
      const more = min !== null && max === null ? AND_MORE.exec(tail) : null;
      const extra = more ? parseCount(more[2] ?? '') : 0;
      const kindWords = `${noun}${more ? ` and ${extra} ${more[3] ?? ''}` : ''}`;
      out.push({
        at: m.index,
        min: min === null ? null : min + (Number.isFinite(extra) ? extra : 0),
        first: min,
        max,
        kind: kindWords.replace(/\s+/g, ' ').trim(),
        text: m[0] + (more?.[0] ?? ''),
      });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** What the requirement adds after its count: "from peer-reviewed journals", ", of which five must be …". */
function qualifier(sentence: string, match: Match): string {
  const start = sentence.indexOf(match.text);
  if (start < 0) return '';
  const tail = sentence.slice(start + match.text.length);
  const m =
    /^(\s*(?:\([^)]*\)\s*)?(?:,\s*)?(?:from|published|in|within|that|which|dated|written|of|(?:most|all|some|half|\w+) of (?:which|them|these)|at least|including|in addition to|other than|besides|(?:must|should) (?:come|be)|are|is)\b[^.;:]{0,100}?)(?=[.;:]|,\s+(?:and|but)\b|\s+(?:and|but)\s+(?:you|use|cite|include|list|reference|format)\b|$)/i.exec(
      tail,
    );
  // "must come from the library databases" reads "from the library databases" after "Use at least 1 source".
  const said =
    m?.[1]
      ?.replace(/\s+/g, ' ')
      .trim()
      .replace(/^(?:must|should) come\s+/i, '')
      .replace(/^(?:must|should) be\s+/i, 'that must be ') ?? '';
  return said === '' ? '' : said.startsWith(',') ? said : ` ${said}`;
}

/**
 * "…, of which at least four must be …", "At least two must be from …", "with at least ten in a language
 * other than …": after a count of sources, a further "at least" narrows it to one kind, often with no noun.
 */
const SUB_MINIMUM = new RegExp(
  String.raw`\b${AT_LEAST}\s+(${COUNT})\b(?!\s*(?:%|per\s*cent|words?|pages?|marks?|minutes?|times?|hours?)\b)(?:(?:\s+of\s+(?:them|these|which|those))?\s+(?:must|should|shall|need\s+to|have\s+to|are|is|come|published|from|in|with|deal|written|dated|on)\b|\s+of\s+(?:them|these|those)\s+(?!(?:must|should|may|can)\s+not\b)(?=\p{L}))[^.;]*?(?=[.;]|,\s+(?:and|but|including)\b|\s+and\s+at\s+least\b|$)`,
  'giu',
);

/** The narrower counts a unit states after a count of sources, in it or in the sentence before. */
function subMinimaIn(unit: BriefUnit, counted: readonly Match[], afterCount: boolean): SourceRequirement[] {
  const first = counted[0];
  if (!first && !afterCount) return [];
  const from = first ? first.at + first.text.length : 0;
  const out: SourceRequirement[] = [];
  // Read after the count only: "at least ten published sources" is the count itself, not a narrower one.
  for (const m of unit.text.slice(from).matchAll(SUB_MINIMUM)) {
    const min = parseCount(m[1] ?? '');
    if (!Number.isFinite(min) || counted.some((c) => c.at === from + m.index)) continue;
    const said = m[0].replace(/\s+/g, ' ').trim().replace(/^A/, 'a');
    out.push({ min, max: null, kind: null, text: `Of these, ${said}`, source: unit.text });
  }
  return out;
}

const COUNTED_OF = new RegExp(
  String.raw`^(Of these, (?:at least )?(?:${COUNT}|\d{1,3}\s*%))\s+of\s+(?:them|these|which|those)\b`,
  'iu',
);
/** "Of these" already says whose share it is: "Of these, of which one must be …" reads "Of these, one must be …". */
function tidied(line: SourceRequirement): SourceRequirement {
  const text = line.text.replace(/^Of these, of\s+which\s+/i, 'Of these, ').replace(COUNTED_OF, '$1');
  return { ...line, text };
}

/** "Use at least 10 sources, of which at least five …" ends before the narrower count that has a line of its own. */
function withoutNarrower(line: SourceRequirement, narrower: readonly SourceRequirement[]): SourceRequirement {
  for (const n of narrower) {
    const at = line.text.toLowerCase().indexOf(n.text.replace(/^Of these, /, '').toLowerCase());
    if (at > 0)
      return {
        ...line,
        text: line.text.slice(0, at).replace(/[\s,;]*(?:\b(?:of which|with|and)\s*)?$/i, ''),
      };
  }
  return line;
}

/**
 * The source requirements one unit states; `afterCount` says the unit before stated a count of sources, which
 * a bare "At least three must be print sources" goes on to narrow.
 */
export function sourcesIn(unit: BriefUnit, afterCount = false, afterMention = false): SourceRequirement[] {
  if (unit.line.boilerplate) return [];
  const found = matchesIn(unit.text);
  const counted = found.length === 0 && afterMention ? bareCount(unit.text) : found;
  const narrower = subMinimaIn(unit, counted, afterCount);
  // A share means something only after a count of sources ("Cite at least 25 …, and at least 60% of them …").
  const lines = counts(unit, counted);
  const read = [...lines.map((l) => withoutNarrower(l, narrower)), ...narrower.map(tidied)];
  const first = counted[0];
  const from = first ? first.at + first.text.length : 0;
  const taken = [...counted.map((c) => c.text), ...narrower.map((r) => r.text.replace(/^Of these, /, ''))];
  const kinds = counted.length > 0 || afterCount ? kindsAfterCount(unit, from, taken) : [];
  const plain = kindsWithoutCount(unit, [...taken, ...kinds.map((k) => k.text.replace(/^Of these, /, ''))]);
  return [...read.map((l) => withoutNarrower(l, kinds)), ...kinds.map(tidied), ...plain];
}

/** "List the sources you used. You need at least three, …": a count whose sources the sentence before named. */
const BARE_COUNT = new RegExp(
  String.raw`\b(?:you\s+(?:will\s+)?need|(?:you\s+(?:must|should)\s+)?(?:use|cite|include|find|give|list))\s+${AT_LEAST}\s+(${COUNT})(?=\s*(?:[,.;]|and\b|$))`,
  'iu',
);
/** A unit that names sources, which a bare count in the next unit counts. */
export const NAMES_SOURCES = /\b(?:sources|references|reference list|bibliography|works cited)\b/i;

function bareCount(text: string): Match[] {
  const m = BARE_COUNT.exec(text);
  const n = parseCount(m?.[1] ?? '');
  if (!m || !Number.isFinite(n)) return [];
  return [{ at: m.index, min: n, first: n, max: null, kind: 'sources', text: m[0] }];
}

/** How many works a "besides the two books" beside the first count adds to it. */
function besides(text: string, first: Match | undefined): number {
  // Only "further" sources add to the works named: "two sources besides the textbook" are two in all.
  const further = first !== undefined && /\b(?:further|additional|more|other)\b/i.test(first.kind);
  const m = further && first.min !== null ? BESIDES.exec(text) : null;
  if (!m) return 0;
  const n = m[1] ? parseCount(m[1]) : /\b(?:both)\b/i.test(m[0]) ? 2 : /s$/i.test(m[0]) ? 0 : 1;
  return Number.isFinite(n) ? n : 0;
}

function counts(unit: BriefUnit, found: Match[]): SourceRequirement[] {
  const extra = besides(unit.text, found[0]);
  const [head, ...rest] = found;
  const matches = head && extra > 0 ? [{ ...head, min: (head.min ?? 0) + extra }, ...rest] : found;
  return matches.map((match, i) => {
    const kindText = match.kind.replace(/\b(?:sources?|references?|citations?|items)\b/gi, '').trim();
    const label = `${describe(match)}${qualifier(unit.text, match)}`;
    return {
      min: match.min,
      max: match.max,
      kind: kindText === '' ? null : kindText,
      text: i === 0 ? label : label.replace(/^Use /, 'Of these, use '),
      source: unit.text,
    };
  });
}

/** The fewest sources the brief accepts overall: a narrower count ("of which five …") is never larger. */
export function minimumSources(sources: readonly SourceRequirement[]): number | null {
  const counts = sources.map((s) => s.min ?? 0).filter((n) => n > 0);
  return counts.length === 0 ? null : Math.max(...counts);
}
