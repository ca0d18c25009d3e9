import type { SourceRequirement } from './brief.schema.ts';
import type { BriefUnit } from './brief-units.ts';
import { COUNT, parseCount } from './numbers.ts';

/*
 * Source requirements that name kinds, recency or shares rather than an overall count: "including the national
 * standard and at least two field guides", "most of them from the last ten years", "at least half must be
 * refereed", "two of which are maps", "Use both primary and secondary sources", "Maps and archive documents
 * should be used too". Kinds after "including" and shares are read only after a count of sources, in the unit
 * or in the one before, so "including a title page" or "most of the marks" in other sentences are passed over.
 */

/** Whether a phrase is already read by another line: one holds the other. */
const overlaps = (taken: readonly string[], said: string): boolean => {
  const a = said.toLowerCase().replace(/\s+/g, ' ');
  return taken.some((t) => {
    const b = t.toLowerCase().replace(/\s+/g, ' ').trim();
    return b !== '' && (b.includes(a) || a.includes(b));
  });
};

const line = (unit: BriefUnit, text: string, min: number | null = null): SourceRequirement => ({
  min,
  max: null,
  kind: null,
  text: text.replace(/\s+/g, ' ').trim(),
  source: unit.text,
});

const END = String.raw`(?=[.;]|,\s+(?:and|but)\b|\s+and\s+at\s+least\b|$)`;

/** "including the national standard, at least three journal articles and the two site photographs" */
const INCLUDING = /^([^;]*?)\b(?:including|among\s+(?:them|which|these))\s+([^.;]+)/iu;
const ITEM_BREAK = new RegExp(
  String.raw`\s*,\s*(?:and\s+)?|\s+and\s+(?=(?:at\s+least\s+|no\s+fewer\s+than\s+)?(?:the|a|an|${COUNT})\b)`,
  'iu',
);
/** An item that is not a kind of source: the rest of the sentence has moved on ("…, and you must …"). */
const NOT_A_KIND =
  /^(?:you|your|we|it|this|these|they|which|that|but|so|then|as|if|in|on|with|for|by|to|using|following|cited|formatted)\b/i;
const LEADING_COUNT = new RegExp(
  String.raw`^(?:at\s+least\s+|no\s+fewer\s+than\s+|a\s+minimum\s+of\s+)?(${COUNT})\b`,
  'iu',
);

function includedKinds(unit: BriefUnit, from: number, taken: readonly string[]): SourceRequirement[] {
  const m = INCLUDING.exec(unit.text.slice(from));
  // "(including the city archive)" inside brackets gives examples of something else.
  const open = (m?.[1]?.split('(').length ?? 0) - (m?.[1]?.split(')').length ?? 0);
  if (!m?.[2] || open > 0) return [];
  const out: SourceRequirement[] = [];
  let first = true;
  for (const raw of m[2].split(ITEM_BREAK)) {
    const item = raw.trim();
    if (item.split(/\s+/).length < 2 || NOT_A_KIND.test(item)) break;
    // A counted kind the count readers already read ("at least two journal articles") keeps its own line.
    if (!overlaps(taken, item)) {
      const count = LEADING_COUNT.exec(item);
      const min = count?.[1] ? parseCount(count[1]) : null;
      const said = first ? `including ${item}` : item;
      out.push(line(unit, `Of these, ${said}`, min !== null && Number.isFinite(min) ? min : null));
    }
    first = false;
  }
  return out;
}

const SHARE_OF = String.raw`(?:\s+of\s+(?:them|these|which|those|the\s+[\p{L}-]+|your\s+[\p{L}-]+))?`;
const PART = String.raw`(?:half|a\s+half|one[\s-]third|a\s+third|one[\s-]quarter|a\s+quarter|two[\s-]thirds|three[\s-]quarters|\d{1,3}\s*%)`;
/** "most of them from the last ten years", "No more than one-third of them may be older", "mostly from journals" */
const SHARE = new RegExp(
  String.raw`\b(?:(?:most|the\s+(?:great\s+|vast\s+)?majority)${SHARE_OF}|mostly|(?:at\s+least|a\s+minimum\s+of|no\s+more\s+than|not\s+more\s+than|(?:not|no)\s+less\s+than|more\s+than|less\s+than|fewer\s+than|over|under)\s+${PART}${SHARE_OF})\s+(?:(?:(?:must|should|shall|may|need\s+to|have\s+to)\s+(?:be|have\s+been|come)\b|are\b|were\b|is\b)[^.;]*?|(?:from|published|peer|older|newer|recent|written|in|dated|on|within|refereed|primary|secondary|academic|scholarly|journal|[\p{L}-]+\s+(?:sources|articles|papers|studies|journals|literature))[^.;]*?)${END}`,
  'giu',
);

function sharesIn(unit: BriefUnit, from: number, taken: readonly string[]): SourceRequirement[] {
  const out: SourceRequirement[] = [];
  for (const m of unit.text.slice(from).matchAll(SHARE)) {
    const said = m[0].replace(/\s+/g, ' ').trim();
    if (overlaps(taken, said)) continue;
    out.push(line(unit, `Of these, ${said.charAt(0).toLowerCase()}${said.slice(1)}`));
  }
  return out;
}

/**
 * "three of which are maps", "one of them must be an interview", "One must be a printed source", "four of them
 * from journals", "of which one must be a guideline"
 */
const SOME_OF = new RegExp(
  String.raw`(?:(?<!\b(?:least|than|of|minimum)\s+)\b(${COUNT})\s+of\s+(?:which|them|these|those)|^(${COUNT})|\bof\s+which\s+(${COUNT}))\s+(?:(?:must|should|shall|need\s+to|have\s+to|are|is|come)\b|(?<=of\s+(?:them|these|those)\s+)(?!(?:must|should|may|can)\s+not\b)(?=\p{L}))[^.;]*?${END}`,
  'giu',
);

function someOfIn(unit: BriefUnit, from: number, taken: readonly string[]): SourceRequirement[] {
  const out: SourceRequirement[] = [];
  for (const m of unit.text.slice(from).matchAll(SOME_OF)) {
    const said = m[0].replace(/\s+/g, ' ').trim();
    if (overlaps(taken, said)) continue;
    const min = parseCount(m[1] ?? m[2] ?? m[3] ?? '');
    if (!Number.isFinite(min)) continue;
    out.push(line(unit, `Of these, ${said.charAt(0).toLowerCase()}${said.slice(1)}`, min));
  }
  return out;
}

/** The kinds and shares a unit names after a count of sources (`from` is where the count ends). */
export function kindsAfterCount(
  unit: BriefUnit,
  from: number,
  taken: readonly string[],
): SourceRequirement[] {
  const kinds = includedKinds(unit, from, taken);
  const said = [...taken, ...kinds.map((k) => k.text)];
  const shares = sharesIn(unit, from, said);
  const some = someOfIn(unit, from, [...said, ...shares.map((s) => s.text)]);
  return [...kinds, ...shares, ...some];
}

const KIND_NOUN = String.raw`(?:sources|literature|documents|websites|reports|articles|papers|books|statistics|texts|journals|scholarship|theses|materials)`;
/** "Use both primary and secondary sources", "Use archive sources as well as published studies" */
const USE_KINDS = new RegExp(
  String.raw`^(?:you\s+(?:must|should)\s+)?(?:use|draw\s+on|consult|cite|refer\s+to)\s+(?:both\s+[^.;]{3,80}?\s+and\s+[^.;]{3,80}?${KIND_NOUN}\b|[^.;]{0,60}?\b${KIND_NOUN}\b[^.;]{0,60}?\s+as\s+well\s+as\s+[^.;]{3,80})[^.;]*?${END}`,
  'iu',
);
/** "Maps and archive documents should be used too", "Unpublished theses … should be used sparingly" */
const KINDS_USED = new RegExp(
  String.raw`^(?:[\p{L}-]+\s+){0,6}?${KIND_NOUN}\b[^.;]{0,60}?\b(?:should|must)\s+(?:also\s+)?be\s+(?:used|consulted|cited|drawn\s+on|(?:well\s+)?represented)\b(?!\s+only\s+(?:to|for)\b)[^.;]*?${END}`,
  'iu',
);

/** Where a clause may begin: the unit's start, or after ". ", "; " or ", and ". */
const CLAUSE = /^|[.;]\s+|,\s+(?:and|but)\s+/g;

/** A kind of source the brief asks for without a count. */
export function kindsWithoutCount(unit: BriefUnit, taken: readonly string[] = []): SourceRequirement[] {
  const text = unit.text.trim();
  for (const c of text.matchAll(CLAUSE)) {
    const clause = text.slice(c.index + c[0].length);
    const m = USE_KINDS.exec(clause) ?? KINDS_USED.exec(clause);
    if (m && !overlaps(taken, m[0])) return [line(unit, m[0])];
  }
  return [];
}
