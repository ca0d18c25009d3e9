import { ENTRY_NUMBER } from './reference-list.ts';
import { readNames } from './names.ts';
import type { StyleRules } from './styles.ts';
import type { ParsedReference, Span, WrittenDoi } from './types.ts';

/** A DOI after a resolver or a "doi:" label (the value may be malformed), or a bare "10.xxxx/…". */
const DOI = /(https?:\/\/(?:dx\.)?doi\.org\/|\bdoi:?\s*)(\S*)|(?<![\w/.])(10\.\d{4,9}\/\S+)/giu;
const URL = /https?:\/\/\S+/giu;
const TRAILING = /[.,;)\]]+$/u;
/** "(2020)", "(2020a)", "(2020, March 5)", "(n.d.)" or Harvard's "(no date)", or a year standing on its own. */
const YEAR =
  /\((?:(\d{4}[a-z]?)|(n\.d\.|no date))(?:,[^)]{0,30})?\)|(?<![\p{L}\d./:–-])((?:1[5-9]|20)\d{2}[a-z]?)(?![\p{L}\d])|\b(n\.d\.)/u;
/** A page or an article number: "241", "e2019JD032361", "RG4004" (up to three letters before the digits). */
const PAGE = String.raw`(?:[A-Za-z]{1,3})?\d+`;
const PERIODICAL = new RegExp(
  String.raw`\bvol\.\s*\d|\b\d+\s*\(\s*[\w–-]+\s*\)|;\s*\d+\s*[(:]|\b\d+\s*:\s*${PAGE}|,\s*\d+\s*,\s*(?:pp?\.\s*)?${PAGE}|\bno\.\s*\d`,
  'u',
);
const PAGES = new RegExp(
  String.raw`\bpp?\.\s*${PAGE}|(?<!\(\s*|\b(?:no|vol)\.\s*)\b\d+\s*[–—-]\s*\d+\b(?!\s*\))|:\s*${PAGE}|\)\s*,\s*${PAGE}|,\s*\d+\s*,\s*${PAGE}|\barticle\s+\w*\d|\bart\.\s*no\.\s*\w*\d`,
  'iu',
);
/**
 * A container named like a periodical is one, even when its volume is written without an issue ("Science, 185",
 * "Sociology 94."), so long as a volume follows: "Wind power: A systematic review. Available from: …" is a web
 * page. (Three digits at most: a year is no volume.)
 */
const VOLUME = /[\s,.;]\d{1,3}\s*(?:[,(:;.]|$)/u;
/**
 * A report's number ("Tech. Rep. TR-0200 (4230-46)-3", "Report No. 12") looks like a volume and issue, yet a
 * report is no periodical and has no page range to ask for.
 */
const REPORT_NUMBER = /\b(?:tech(?:nical)?\.?\s*rep(?:ort)?\b|rep(?:ort)?\.?\s*no\b)/iu;
const JOURNAL =
  /\b(?:journal|review|quarterly|proceedings|annals|bulletin|transactions|letters|magazine)\b/iu;
/** "———." or "---." in place of the names: the same authors as the entry before (Chicago, MLA). */
const SAME_AUTHORS = /^\s*[-—–_]{2,}\s*[.,]?\s*$/u;
/**
 * A quoted title: “…” or "…", or Harvard's ‘…’, which may hold an apostrophe ("‘World scientists’ warning’,"),
 * so its closing mark is the one punctuation follows.
 */
const QUOTED =
  /[“"]([^”"]{3,})[”"]|(?<=^|\s)['‘]([^\n]{3,}?)['’](?=[,.:;])|(?<=^|\s)['‘]([^'’]{3,}?)['’](?=[\s,.:;])/u;

function mask(text: string, spans: Span[]): string {
  let out = text;
  for (const span of spans)
    out = out.slice(0, span.start) + ' '.repeat(span.end - span.start) + out.slice(span.end);
  return out;
}

function readDois(text: string): WrittenDoi[] {
  const found: WrittenDoi[] = [];
  for (const match of text.matchAll(DOI)) {
    const prefix = match[1] ?? '';
    const value = (match[2] ?? match[3] ?? '').replace(TRAILING, '');
    found.push({ start: match.index, end: match.index + prefix.length + value.length, prefix, value });
  }
  return found;
}

function readUrls(text: string): Span[] {
  return [...text.matchAll(URL)].map((m) => ({
    start: m.index,
    end: m.index + m[0].replace(TRAILING, '').length,
  }));
}

/** IEEE's names: "J. A. Smith, K. Lee, and T. van Dam" or "J. A. Smith et al.", read up to the last one. */
const INITIALS_FIRST_NAMES =
  /^\s*(?:(?:\p{Lu}\.(?:\s*|-)){1,4}(?:(?:van|von|de|der|den|du|da|di|la|le|del|ten|ter)\s+)*\p{Lu}[\p{L}'’-]+(?:,?\s+(?:Jr|Sr)\.)?(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+&\s+|\s+(?=et\s+al))?)+(?:et\s+al\.)?/u;

/** Where the author block ends: before the year for author-date lists, else at the first full stop or quote. */
function authorBlockEnd(text: string, from: number, rules: StyleRules, yearStart: number | null): number {
  if (rules.system === 'author-date' && yearStart !== null && yearStart - from < 400) return yearStart;
  if (rules.names === 'initials-first') {
    const names = INITIALS_FIRST_NAMES.exec(text.slice(from));
    if (names) return from + names[0].replace(/[\s,]+$/u, '').length;
  }
  const quote = text.slice(from).search(/[“"]/u);
  const stop =
    rules.names === 'vancouver'
      ? text.slice(from).search(/\.(?:\s|$)/u)
      : firstNameStop(text.slice(from), rules.names === 'inverted-first');
  const ends = [quote, stop].filter((i) => i >= 0);
  return ends.length > 0 ? from + Math.min(...ends) : text.length;
}

/**
 * The full stop that ends the names. Vancouver writes initials without stops ("Smith JA."), so its first one
 * does. Elsewhere a stop after an initial ends the names only in "Family, Given M." (one comma, no joiner, no
 * initial after it), or when a title follows the initials: in "J. A. Smith" or "Smith, John, and Kim B. Lee" a
 * family name still follows.
 */
function firstNameStop(text: string, invertedFirst: boolean): number {
  for (const match of text.matchAll(/\.(?=\s|$)/gu)) {
    const before = text.slice(0, match.index);
    if (/\b(?:Jr|Sr)$/u.test(before)) continue;
    if (!/(?:^|[\s.-])\p{Lu}$/u.test(before)) return match.index;
    const after = text.slice(match.index);
    const oneComma =
      invertedFirst && (before.match(/,/gu) ?? []).length === 1 && !/\s(?:and|&)\s/u.test(before);
    // "Bland, J. Martin, and Douglas G. Altman": a given name after the initial, then the next author.
    const givenName = /^\.\s+\p{Lu}[\p{L}'’-]+,\s+(?:and|&)\s/u.test(after);
    if (oneComma && !givenName && !/^\.\s*\p{Lu}\./u.test(after)) return match.index;
    // "Carson, R. Silent spring." (no year between): after the initials a word that no comma follows is
    // the title, not the next name ("Smith, J., & Lee, K." and "Smith, J. A." go on).
    if (!invertedFirst && /^\.\s+\p{Lu}\p{Ll}+(?:\s+(?!&)\S|[.:?!])/u.test(after)) return match.index;
  }
  return -1;
}

function firstSegment(text: string): string | null {
  const segment = text
    .replace(/^[\s.,:;()]+/u, '')
    .split(/(?<=[.?!])\s+/u)[0]
    ?.replace(/[.\s]+$/u, '')
    .trim();
  return segment && /\p{L}/u.test(segment) ? segment : null;
}

/** "2003 Jan 2", "1968 Dec", "12 January 2024": a date, which is never a container's name. */
const DATE_ONLY =
  /^(?:\d{4}\s+)?(?:\d{1,2}\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?(?:\s+\d{1,2})?(?:,?\s+\d{4})?$/u;
/** "In E. Ostrom (Ed.), …", "in The Drama of the Commons, edited by …", "In: Ostrom E, editor.": a chapter's book. */
const IN_BOOK = /^in:?\s[^]{0,300}?(?:\(eds?\.?\)|\beds?\.|\beditors?\b|\bedited by\b)/iu;
/** "Science, 162(3859), 1243–1248" read where a title should be: the journal, with no title before it. */
const JOURNAL_ISSUE = /^([^,]*\p{L}[^,]*),\s*(?:vol\.\s*)?\d+\s*\(\s*[\w–-]+\s*\)/u;

/** A container has a word of its own: not only a volume, a date or an article number ("48 (4): RG4004"). */
const isContainer = (text: string) =>
  /(?<![\p{L}\d])\p{L}{2,}(?![\p{L}\d])/u.test(text) && !DATE_ONLY.test(text);

/** Words that name a publisher rather than a work: "Aboriginal Studies Press", "Pearson Education". */
const PUBLISHER_WORD =
  /\b(?:Press|Publish(?:ing|ers?)|Books|Verlag|Editions|Wiley|Springer|Routledge|Elsevier|SAGE|Sage|Pearson|Penguin|Macmillan|McGraw-Hill|Longman)\b/u;
/** "Canberra: Aboriginal Studies Press", "New York, NY: Wiley": a place and a publisher. */
const PLACE_AND_PUBLISHER = /^\p{Lu}[\p{L}.'’-]*(?:[\s,]+\p{Lu}[\p{L}.'’-]*){0,3}:\s*(.+)$/u;
/** Every word of two or more capitalised, as a publisher's name is and a sentence-case title is not. */
const ALL_CAPITALISED = /^\p{Lu}[\p{L}.'’&-]*(?:\s+(?:&\s+|of\s+|and\s+)?\p{Lu}[\p{L}.'’&-]*)+$/u;

/**
 * A book whose title is gone reads its publisher where the title was ("Eades, D. (2013) Canberra: Aboriginal
 * Studies Press."). Only in author-date lists, where the title comes right after the year, and only a last
 * segment with nothing after it: a place and a publisher, a publisher's word, or, where titles are in sentence
 * case, a name with every word capitalised.
 */
function publisherOnly(segment: string, after: string, rules: StyleRules): boolean {
  if (rules.system !== 'author-date' || /\p{L}|\d/u.test(after)) return false;
  const place = PLACE_AND_PUBLISHER.exec(segment);
  if (place) return PUBLISHER_WORD.test(place[1] ?? '');
  return PUBLISHER_WORD.test(segment) || (rules.titles === 'sentence' && ALL_CAPITALISED.test(segment));
}

function titleAndContainer(
  rest: string,
  rules: StyleRules,
): { title: string | null; container: string | null } {
  const quoted = QUOTED.exec(rest);
  if (quoted) {
    const after = rest.slice(quoted.index + quoted[0].length).replace(/^[\s,.]+/u, '');
    const container = after.split(/,|\.\s/u)[0]?.trim() ?? '';
    return {
      title: (quoted[1] ?? quoted[2] ?? quoted[3] ?? '').replace(/[.,]\s*$/u, '').trim(),
      container: isContainer(container) && !/^(?:vol|no|pp?|art)\b/iu.test(container) ? container : null,
    };
  }
  const title = firstSegment(rest);
  if (!title) return { title: null, container: null };
  // A chapter's book or a journal's issue where the title should be: the title is missing.
  if (IN_BOOK.test(title) || IN_BOOK.test(rest.replace(/^[\s.,:;()]+/u, '')))
    return { title: null, container: null };
  const journal = JOURNAL_ISSUE.exec(title);
  if (journal) return { title: null, container: journal[1]!.trim() };
  const after = rest.slice(rest.indexOf(title) + title.length).replace(/^[\s.?!]+/u, '');
  if (publisherOnly(title, after, rules)) return { title: null, container: null };
  const container = after.split(/,|(?<=\p{L}{2})\.\s|;/u)[0]?.trim() ?? '';
  return { title, container: isContainer(container) ? container : null };
}

/** Small words that a name or an organisation's name may hold in lower case. */
const NAME_WORDS = new Set(
  (
    'and of for the on in to at with from by van von der den del dos ten ter de la le du da di et al y und ' +
    'ed eds editor editors trans others'
  ).split(' '),
);

/**
 * A work with no author is listed under its title (APA "Sleep in teens. (2019).", Chicago "“Sleep in Teens.”
 * 2019."): quoted, or in sentence case with a lower-case word no name holds. Then what follows the year is the
 * container, and the title stands where the names would, to be sorted and cited by.
 */
function titleInPlaceOfNames(block: string, rules: StyleRules): string | null {
  if (rules.system !== 'author-date') return null;
  const cleaned = block
    .trim()
    .replace(/^[“"]|[”"]$/gu, '')
    .replace(/[\s.,]+$/u, '')
    .replace(/[”"]$/u, '')
    .replace(/[.,]$/u, '')
    .trim();
  if (!/\p{L}/u.test(cleaned)) return null;
  const quoted = /^\s*[“"]/u.test(block);
  const words = cleaned.split(/[\s,:;]+/u);
  const lowerWord = words.some((w) => /^\p{Ll}{3,}$/u.test(w) && !NAME_WORDS.has(w));
  return quoted || (lowerWord && !/(?:^|[\s,])\p{Lu}\.(?:\s|,|$)/u.test(block)) ? cleaned : null;
}

/** Reads one entry of the list with the style's rules; offsets are kept relative to the whole text. */
export function parseReference(whole: string, span: Span, index: number, rules: StyleRules): ParsedReference {
  const text = whole.slice(span.start, span.end);
  const number = ENTRY_NUMBER.exec(text);
  const label = number ? Number(number[1] ?? number[2] ?? number[3]) : null;
  const from = number ? number[0].length : 0;
  const dois = readDois(text);
  const urls = readUrls(text);
  const masked = mask(text, [...dois, ...urls]);
  const year = YEAR.exec(masked.slice(from));
  const written = year ? (year[1] ?? year[2] ?? year[3] ?? year[4] ?? null) : null;
  const yearValue = written === 'no date' ? 'n.d.' : written;
  const yearStart = year ? from + year.index : null;
  const end = authorBlockEnd(masked, from, rules, yearStart);
  const block = masked.slice(from, end);
  const names = readNames(block, rules.names);
  const afterAuthors = masked.slice(end);
  const rest =
    year && yearStart !== null && yearStart >= end && yearStart - end < 6
      ? masked.slice(yearStart + year[0].length)
      : afterAuthors;
  // Notes in brackets ("[Internet]", "[cited 2024 Mar 18]", "[Dataset]") are neither title nor container.
  const read = titleAndContainer(rest.replace(/\s*\[[^\]\n]{0,60}\]/gu, ''), rules);
  const titleFirst = titleInPlaceOfNames(block, rules);
  const title = titleFirst ?? read.title;
  const container = titleFirst ? (read.container ?? read.title) : read.container;
  const blockTrim = block.replace(/[\s.,(]+$/u, '');
  return {
    index,
    start: span.start,
    end: span.end,
    text,
    label,
    authors: titleFirst ? [titleFirst] : names.authors,
    initials: titleFirst ? null : names.initials,
    etAl: titleFirst ? false : names.etAl,
    ellipsis: titleFirst ? false : names.ellipsis,
    sameAuthors: SAME_AUTHORS.test(block),
    authorSpan: blockTrim ? { start: span.start + from, end: span.start + from + blockTrim.length } : null,
    year: yearValue,
    yearSpan:
      year && yearStart !== null
        ? { start: span.start + yearStart, end: span.start + yearStart + year[0].length }
        : null,
    title,
    container,
    periodical:
      !REPORT_NUMBER.test(masked.slice(end)) &&
      (PERIODICAL.test(masked.slice(end)) ||
        (JOURNAL.test(container ?? '') && VOLUME.test(masked.slice(end)))),
    journalNamed: JOURNAL.test(container ?? ''),
    pages: PAGES.test(masked.slice(end)),
    dois: dois.map((d) => ({ ...d, start: d.start + span.start, end: d.end + span.start })),
    url: urls.length > 0,
  };
}
