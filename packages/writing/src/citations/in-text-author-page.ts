import type { ParsedCitation, Span } from './types.ts';
import { nameKey } from './names.ts';
import {
  citation,
  LEADING_WORDS,
  looksLikeNames,
  MAX_CITATIONS,
  NARRATIVE,
  nameBefore,
  nameParts,
  nearlyKnown,
  NOT_AUTHORS,
  PAREN,
  sentenceNames,
  withoutLeadingWords,
  type NameParts,
  type SentenceName,
} from './in-text-names.ts';

/*
 * MLA's author-page citations: "(Smith 23)", "(Smith and Lee 4; “Short Title” 9)", "Smith (23)", and a bare
 * "(23)" after a name from the list mentioned earlier in the sentence.
 */
/** A parenthesis that may hold one level of others: an MLA short title such as "Guidelines (PM2.5 and PM10)". */
const NESTED_PAREN = /\(((?:[^()\n]|\([^()\n]{0,80}\)){1,400})\)/gu;

const MLA_PAGES = /(?:^|,?\s+)((?:\d+|[ivxlc]+)(?:\s*[–-]\s*\d+)?(?:\s*,\s*\d+(?:\s*[–-]\s*\d+)?)*)\s*$/iu;

const QUOTED = /[“"]([^”"]+)[”"]/u;

/** One part of an MLA parenthesis ("Smith 23", "Smith, “Short Title” 23", a bare "23"), or null. */
function authorPagePart(
  text: string,
  open: number,
  trimmed: string,
  span: Span,
  knownAuthors: Set<string>,
): ParsedCitation | null {
  // "(Smith 23)", "(Smith, “Short Title” 23)", "(Smith, Short Title 23)" (a book's title is italic, not quoted).
  const pages = MLA_PAGES.exec(trimmed.replace(QUOTED, ''));
  const quoted = QUOTED.exec(trimmed);
  const rest = trimmed
    .replace(QUOTED, '')
    .replace(MLA_PAGES, '')
    .replace(/^(?:see also|see|cf\.|qtd\. in)\s+/iu, '')
    .trim();
  const titled = quoted
    ? null
    : (/^([^,]+),\s*(?!and\s|&)([^,]*\p{L}[^,]*)$/u.exec(rest) ?? longTitle(rest, knownAuthors));
  const authorText = (titled ? (titled[1] ?? '') : rest).replace(/[\s,]+$/u, '').trim();
  const shortTitle = (quoted?.[1] ?? titled?.[2])?.trim() ?? null;
  if (authorText === '' && !shortTitle) {
    if (!pages) return null;
    // "Smith and Lee (23)": names right before the page are read whole. One name the list does not hold
    // gives way to a listed author earlier in the sentence ("Eliot, in Tradition (113)"), if there is one.
    const direct = namesRightBefore(text, open, knownAuthors);
    const listed = (names: NameParts) =>
      names.etAl || names.authors.length > 1 || knownAuthors.has(nameKey(names.authors[0] ?? ''));
    // The names and the whole parenthesis after them: "Smith and Lee (23)".
    const whole = (names: { start: number; names: NameParts }) =>
      citation(
        text,
        { start: names.start, end: text.indexOf(')', span.end) + 1 },
        { ...names.names, parenthetical: false },
      );
    if (direct && listed(direct.names)) return whole(direct);
    const name = nameBefore(text, open, knownAuthors);
    if (name) return citation(text, span, { authors: [name], parenthetical: false, partialNames: true });
    if (direct) return whole(direct);
    // The misspelt name and the page are one citation, so the finding shows the name it is about.
    const misspelt = misspeltNameBefore(text, open, knownAuthors);
    if (!misspelt) return null;
    return citation(
      text,
      { start: misspelt.index, end: text.indexOf(')', span.end) + 1 },
      { authors: [misspelt.name], parenthetical: false, partialNames: true },
    );
  }
  if (authorText !== '' && (!looksLikeNames(authorText) || NOT_AUTHORS.test(authorText))) return null;
  const names = nameParts(authorText, knownAuthors);
  // Without a page, "(Smith)" or "(J. Smith)" is a citation when the list has Smith (or nearly: a
  // misspelling), or when it reads as authors ("Smith et al.", "Smith and Lee").
  const known = names.authors
    .map((a) => a.replace(/^(?:\p{Lu}\.[\s-]*)+/u, ''))
    .some((a) => knownAuthors.has(nameKey(a)) || nearlyKnown(a, knownAuthors));
  const authors = names.etAl || /\s(?:and|&)\s/u.test(authorText);
  if (!pages && !shortTitle && !known && !authors) return null;
  return citation(text, span, { ...names, shortTitle });
}

/**
 * "World Health Organization, WHO Global Air Quality Guidelines: Particulate Matter, Ozone": a listed author,
 * then a title that holds commas itself (not a list of names such as "Smith, Lee, and Brown").
 */
function longTitle(rest: string, knownAuthors: Set<string>): [string, string, string] | null {
  // The author may hold commas too ("National Academies of Sciences, Engineering, and Medicine"): the
  // longest run up to a comma that names a listed author.
  const commas = [...rest.matchAll(/,/gu)].map((m) => m.index).reverse();
  const comma = commas.find((at) => knownAuthors.has(nameKey(rest.slice(0, at))));
  if (comma === undefined) return null;
  const author = rest.slice(0, comma).trim();
  const title = rest.slice(comma + 1).trim();
  if (!/\p{L}/u.test(title)) return null;
  if (looksLikeNames(rest) && /\band\s|&|\bet\s+al\b/iu.test(title)) return null;
  return [rest, author, title];
}

/** "Smith and Lee (23)", "Hansen, Ruedy, et al. (7)", "Carson (15)": the names right before an MLA page. */
function namesRightBefore(
  text: string,
  open: number,
  knownAuthors: Set<string>,
): { start: number; names: NameParts } | null {
  const before = NARRATIVE.exec(text.slice(Math.max(0, open - 160), open));
  if (!before) return null;
  const named = withoutLeadingWords(before[1] ?? '');
  if (named === '') return null;
  // "Table (3)" or "Phase (2)" labels a number.
  if (NOT_AUTHORS.test(named)) return null;
  return {
    start: open - before[0].length + (before[1] ?? '').length - named.length,
    names: nameParts(named, knownAuthors),
  };
}

function authorPageParen(
  text: string,
  open: number,
  inner: string,
  knownAuthors: Set<string>,
): ParsedCitation[] {
  const found: ParsedCitation[] = [];
  let offset = open + 1;
  for (const part of inner.split(';')) {
    const trimmed = part.trim();
    const lead = part.length - part.trimStart().length;
    const span = { start: offset + lead, end: offset + lead + trimmed.length };
    offset += part.length + 1;
    const read = authorPagePart(text, open, trimmed, span, knownAuthors);
    if (read) found.push(read);
  }
  return found;
}

export function authorPage(text: string, bodyEnd: number, knownAuthors: Set<string>): ParsedCitation[] {
  const found: ParsedCitation[] = [];
  const body = text.slice(0, bodyEnd);
  for (const paren of body.matchAll(NESTED_PAREN)) {
    if (found.length >= MAX_CITATIONS) break;
    const inner = paren[1] ?? '';
    const whole = authorPageParen(text, paren.index, inner, knownAuthors);
    if (whole.length > 0 || !inner.includes('(')) {
      found.push(...whole);
      continue;
    }
    // "(see Smith (23) for more)": not one citation, but it may hold one.
    for (const flat of paren[0].slice(1).matchAll(PAREN))
      found.push(...authorPageParen(text, paren.index + 1 + flat.index, flat[1] ?? '', knownAuthors));
  }
  return found;
}

/**
 * "As Smiht argues (45)": with no listed name in the sentence, one a slip away from a listed first author is
 * the name the page belongs to, misspelt. Words that open sentences ("These", "Where") are not names.
 */
function misspeltNameBefore(text: string, at: number, knownAuthors: Set<string>): SentenceName | null {
  return (
    sentenceNames(text, at).find(
      (w) =>
        !w.coAuthor &&
        !LEADING_WORDS.has(w.name.toLowerCase()) &&
        !NOT_AUTHORS.test(w.name) &&
        nearlyKnown(w.name, knownAuthors),
    ) ?? null
  );
}
