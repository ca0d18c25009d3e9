import type { Span } from './types.ts';

/*
 * Finds the reference list by its heading and cuts it into entries, keeping every entry's offsets into the
 * whole text. Headings may be numbered ("7. References"), marked up ("## References", "**Works Cited**") or
 * end with a colon; the last such heading wins, since a list closes the paper.
 */
const HEADING =
  /^[ \t]*(?:#{1,6}[ \t]*)?[*_]{0,2}(?:(?:\d+(?:\.\d+)*|[IVXLC]+)[.)]?[ \t]+)?(references?|works cited|bibliography|reference list|literature cited|sources cited)[ \t]*:?[*_]{0,2}[ \t]*$/gimu;

/** A heading after the list (appendices, notes) ends it. */
const AFTER_LIST =
  /^[ \t]*(?:#{1,6}[ \t]*)?(?:appendix|appendices|endnotes|footnotes|notes)\b[^\n]{0,60}$/imu;

/** "[12]", "12.", "12)" or "(12)" before an entry. */
export const ENTRY_NUMBER = /^[ \t]*(?:\[(\d{1,4})\]|\((\d{1,4})\)|(\d{1,4})[.)])[ \t]+/u;

/**
 * A line that can open an author-date entry: a name or an organisation ("Intergovernmental Panel on Climate
 * Change") followed by "," or ".", or by Harvard's " (2020)" or " (no date)"; or "---."
 */
const ENTRY_START =
  /^(?:[-—–_]{2,}|(?:(?:van|von|de|der|den|du|da|di|la|le|del|dos|ten|ter)\s+)*[\p{Lu}][\p{L}'’.-]*(?:\s+(?:(?:van|von|de|der|den|du|da|di|la|le|del|dos|of|for|on|in|and|the|&)\s+)*[\p{Lu}][\p{L}'’.-]*)*(?:,(?!\s*\d)|[.(]|\s\((?:\d{4}[a-z]?|n\.d\.|no date)\))|["“][^"”]+)/u;

/** The line's year comes early, where an author-date entry gives it: "Name, A. (2020)", "Name, Ann. 2020." */
const YEAR_SOON = /^[^\n]{0,160}?(?:\((?:\d{4}[a-z]?|n\.d\.|no date)\)|\.\s(?:\d{4}[a-z]?|n\.d\.)\.)/u;

/**
 * A work with no author opens with its title, then the year: APA "Title. (2020).", Harvard "Title (2020)".
 * Only read so after a line that ended an entry, since a wrapped title can hold a year in parentheses too.
 */
const TITLE_FIRST =
  /^[\p{Lu}][^\n]{0,200}?(?:\.\s\((?:\d{4}[a-z]?|n\.d\.)\)\.|\s\((?:\d{4}[a-z]?|n\.d\.|no date)\)\s)/u;

/**
 * Where an entry may end: a full stop or a closing parenthesis, or a link or DOI. Not an initial ("Lind, K."),
 * after which a list of names wraps onto the next line.
 */
function endsEntry(line: string): boolean {
  const end = line.trimEnd();
  if (/(?:^|[\s,])\p{Lu}\.$/u.test(end) || /\bet al\.$/u.test(end)) return false;
  return /[.)!?]$/u.test(end) || /\S\/\S*$/u.test(end);
}

export interface ReferenceList {
  heading: Span;
  /** Where the body ends (the heading's start). */
  bodyEnd: number;
  entries: Span[];
}

interface Line extends Span {
  text: string;
}

function linesOf(text: string, from: number, to: number): Line[] {
  const lines: Line[] = [];
  let start = from;
  while (start <= to) {
    let end = text.indexOf('\n', start);
    if (end === -1 || end > to) end = to;
    lines.push({ start, end, text: text.slice(start, end) });
    start = end + 1;
  }
  return lines;
}

function trimmed(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && /\s/u.test(text[start] ?? '')) start += 1;
  while (end > start && /\s/u.test(text[end - 1] ?? '')) end -= 1;
  return { start, end };
}

export function findReferenceList(text: string): ReferenceList | null {
  let heading: Span | null = null;
  for (const match of text.matchAll(HEADING))
    heading = { start: match.index, end: match.index + match[0].length };
  if (!heading) return null;
  let listEnd = text.length;
  const after = AFTER_LIST.exec(text.slice(heading.end));
  if (after) listEnd = heading.end + after.index;
  return { heading, bodyEnd: heading.start, entries: splitEntries(text, heading.end, listEnd) };
}

/**
 * Numbered lists start an entry at every number; others at a blank line, or at an unindented line that opens
 * like an entry (a line that is indented or opens in lower case continues the one before: hanging indents and
 * wrapped lines). A wrapped line may open with a capitalised word and a comma too ("Norway, Sweden and
 * Finland."), so a line opens an entry only after one that could end an entry, or when its year comes where an
 * entry's does.
 */
function opensEntry(line: string, previous: string): boolean {
  // After a comma, "&" or "and" the names (or the title) go on, whatever the line holds.
  if (/^[ \t]/u.test(line) || /(?:[,&;:–-]|\band)\s*$/u.test(previous)) return false;
  const ended = endsEntry(previous);
  return (ENTRY_START.test(line) && (ended || YEAR_SOON.test(line))) || (ended && TITLE_FIRST.test(line));
}

function splitEntries(text: string, from: number, to: number): Span[] {
  const lines = linesOf(text, from, to).filter((line, i) => i > 0 || line.text.trim() !== '');
  const numbered = lines.some((line) => ENTRY_NUMBER.test(line.text));
  const entries: Span[] = [];
  let current: Span | null = null;
  let afterBlank = true;
  let previous = '';
  for (const line of lines) {
    if (line.text.trim() === '') {
      afterBlank = true;
      continue;
    }
    const opens = numbered
      ? ENTRY_NUMBER.test(line.text) || afterBlank
      : afterBlank || opensEntry(line.text, previous);
    previous = line.text;
    if (opens || !current) {
      if (current) entries.push(trimmed(text, current));
      current = { start: line.start, end: line.end };
    } else {
      current.end = line.end;
    }
    afterBlank = false;
  }
  if (current) entries.push(trimmed(text, current));
  return entries.filter((entry) => entry.end > entry.start);
}
