import type { StyleRules } from './styles.ts';
import type { ParsedCitation, Span } from './types.ts';
import { nameKey, similarNames } from './names.ts';

/*
 * Reads the citations of the body. Author-date: "(Smith & Lee, 2019, p. 4; Brown, 2020a)", "Smith et al.
 * (2018)", Chicago/Harvard "(Smith 2020, 12)". MLA: "(Smith 23)", "(Smith and Lee 4; “Short Title” 9)", and a
 * bare "(23)" after a name from the list. Numeric: "[1]", "[1–3]", "[2, 5]", and Vancouver's "(1)".
 */
/**
 * The most in-text citations one check reads (a 1 MB paper of real prose holds a few thousand); past it the
 * rest of the body is not read, so "[1–50]" pasted a hundred thousand times cannot exhaust memory.
 */
export const MAX_CITATIONS = 20_000;

const PARTICLE = '(?:(?:van|von|de|der|den|du|da|di|la|le|del|dos|ten|ter)\\s+)';
const NAME = `${PARTICLE}*[\\p{Lu}][\\p{L}'’-]+`;
const NAMES = `${NAME}(?:\\s+${NAME}){0,3}`;
/** A co-author's family name may have two words ("Le Couedic", "Ben-Shachar" has one). */
const CO_NAME = `${NAME}(?:\\s+${NAME})?`;
/**
 * Names right before "(2020)" or "[3]": "Smith", "Smith et al.", "Smith, Lee, et al." (MLA tells two works
 * apart so), "Smith, Lee, and Brown", "Smith & Lee's".
 */
const NARRATIVE = new RegExp(
  `(${NAMES}(?:(?:,\\s*${CO_NAME})*,?\\s+et\\s+al\\.?|(?:,\\s*${CO_NAME})*,?\\s+(?:and|&)\\s+${CO_NAME})?)(?:['’]s?)?\\s*$`,
  'u',
);
const YEAR_TOKEN = '(?:\\d{4}[a-z]?|n\\.d\\.|no date)';
const PART = new RegExp(
  `^((?:(?:see also|see|e\\.g\\.,?|cf\\.|i\\.e\\.,?|as cited in)\\s+)?)(.*?[\\p{L}.”"])\\s*,?\\s+(${YEAR_TOKEN}(?:\\s*,\\s*(?:(?:1[5-9]|20)\\d{2}[a-z]?|n\\.d\\.|no date))*)(?:\\s*[,:]\\s*[^;]*)?\\s*$`,
  'iu',
);
const LEADING_YEARS = new RegExp(
  `^\\s*(${YEAR_TOKEN}(?:\\s*,\\s*${YEAR_TOKEN})*)(?:\\s*[,:;][^)]*)?\\s*$`,
  'u',
);
const PAREN = /\(([^()\n]{1,400})\)/gu;
/** A parenthesis that may hold one level of others: an MLA short title such as "Guidelines (PM2.5 and PM10)". */
const NESTED_PAREN = /\(((?:[^()\n]|\([^()\n]{0,80}\)){1,400})\)/gu;
const BRACKET = /\[([^[\]\n]{1,80})\]/gu;
const NUMBERS =
  /^\s*(\d{1,4}(?:\s*[–—-]\s*\d{1,4})?(?:\s*,\s*\d{1,4}(?:\s*[–—-]\s*\d{1,4})?)*)(?:\s*,\s*(?:pp?|ch|sec|fig|para)\.\s*[\w–-]+)?\s*$/iu;
const VANCOUVER_NUMBERS =
  /^\s*(\d{1,3}(?:\s*[–—-]\s*\d{1,3})?(?:\s*,\s*\d{1,3}(?:\s*[–—-]\s*\d{1,3})?)*)\s*$/u;
const MLA_PAGES = /(?:^|,?\s+)((?:\d+|[ivxlc]+)(?:\s*[–-]\s*\d+)?(?:\s*,\s*\d+(?:\s*[–-]\s*\d+)?)*)\s*$/iu;
const QUOTED = /[“"]([^”"]+)[”"]/u;

interface NameParts {
  authors: string[];
  etAl: boolean;
  joiner: '&' | 'and' | null;
}

/**
 * Capitalised words around "and", without a comma, two or more before it ("National Aeronautics and Space
 * Administration", "World Commission on Environment and Development"): a group's name, unless the words before
 * "and" are a listed author ("Muñoz Sabater and Thépaut").
 */
const GROUP =
  /^(\p{Lu}\p{L}+(?:\s+(?:(?:of|on|for|the|in)\s+)?\p{Lu}\p{L}+)+)\s+(?:and|&)\s+\p{Lu}\p{L}+(?:\s+(?:(?:of|on|for|the|in)\s+)?\p{Lu}\p{L}+)*$/u;

/**
 * The names of a citation. A group author is one name even when it holds "and": one the list has (`known`:
 * its first authors, as name keys), or one shaped like a group's name (see GROUP).
 */
function nameParts(text: string, known: Set<string>): NameParts {
  const etAl = /\bet\s+al\b/iu.test(text);
  const whole = text
    .replace(/,?\s*et\s+al\.?/giu, '')
    .replace(/['’]s?\s*$/u, '')
    .trim();
  const group = GROUP.exec(whole);
  if (/\p{L}/u.test(whole) && (known.has(nameKey(whole)) || (group && !known.has(nameKey(group[1]!)))))
    return { authors: [whole], etAl, joiner: null };
  const joiner = /&/u.test(text) ? '&' : /\sand\s/u.test(text) ? 'and' : null;
  const authors = text
    .replace(/,?\s*et\s+al\.?/giu, '')
    .replace(/['’]s?\s*$/u, '')
    .split(/\s*(?:,\s*(?:and|&)\s+|[,&]|\band\b)\s*/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
  return { authors, etAl, joiner };
}

const looksLikeNames = (text: string) =>
  /^[\p{Lu}"“]|^(?:van|von|de|der|du|da|di|la|le)\s/u.test(text) &&
  !/\d/u.test(text) &&
  text.split(/\s+/u).length <= 10;

/** Capitalised words that open sentences rather than name authors ("As Allen (2007) showed"). */
const LEADING_WORDS = new Set(
  (
    'a an and as at also although because before both but by during earlier even following for from further ' +
    'furthermore hence here however if in indeed later like moreover of on only our per recently similarly ' +
    'since so that the then these this those thus to unlike when whereas while with work yet'
  ).split(' '),
);

function withoutLeadingWords(names: string): string {
  let out = names;
  for (;;) {
    const word = /^(\S+)(?:\s+|$)/u.exec(out);
    if (!word || !LEADING_WORDS.has((word[1] ?? '').toLowerCase())) return out;
    out = out.slice(word[0].length);
  }
}

function citation(whole: string, span: Span, fields: Partial<ParsedCitation>): ParsedCitation {
  return {
    ...span,
    text: whole.slice(span.start, span.end),
    authors: [],
    year: null,
    number: null,
    parenthetical: true,
    etAl: false,
    joiner: null,
    shortTitle: null,
    partialNames: false,
    reference: null,
    ...fields,
  };
}

/**
 * "2019, 2020a" names two works; works by one author are cited in the order of their years, so a number lower
 * than the one before is not a year but a page, as in Chicago's "Hardin (1968, 1244)". "no date" is "n.d.".
 */
function splitYears(years: string): string[] {
  const out: string[] = [];
  for (const token of years.split(/\s*,\s*/u).filter(Boolean)) {
    const year = token === 'no date' ? 'n.d.' : token;
    const last = Number.parseInt(out[out.length - 1] ?? '', 10);
    if (out.length > 0 && Number.parseInt(year, 10) < last) break;
    out.push(year);
  }
  return out;
}

/** "(World Health Organization [WHO], 2019)" lets later citations write "(WHO, 2020)" (APA 7, 8.21). */
const ABBREVIATION = /([\p{Lu}][^()[\];]*?)\s*\[([\p{Lu}][\p{L}&.\s]{0,15})\]/gu;

function abbreviations(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of body.matchAll(ABBREVIATION)) found.set(nameKey(m[2] ?? ''), (m[1] ?? '').trim());
  return found;
}

/**
 * A work with no author is cited by its title, quoted when it is an article or chapter: APA “(“Title,” 2020)”,
 * Chicago “("Title" 2020)”. The title, without its marks, stands where the author would.
 */
function quotedTitle(names: string): string | null {
  const quoted = /^[“"]([^”"]+?)[,.]?[”"],?$/u.exec(names.trim());
  return quoted ? quoted[1]!.trim() : null;
}

/**
 * "the Concise Oxford English dictionary (2011)": a work listed under its title, named in the sentence right
 * before the year. Titles hold lower-case words, so the names pattern cannot read them; the words are matched
 * against the list instead, two or more of them.
 */
function titleBefore(
  text: string,
  open: number,
  knownAuthors: Set<string>,
): { title: string; start: number } | null {
  const window = text.slice(Math.max(0, open - 200), open);
  const words = [...window.matchAll(/[^\s()]+/gu)];
  for (let n = Math.min(words.length, 16); n >= 2; n -= 1) {
    const first = words[words.length - n]!;
    const title = window.slice(first.index).trim();
    if (knownAuthors.has(nameKey(title))) return { title, start: open - window.length + first.index };
  }
  return null;
}

const PAGES_ONLY = /^(.*?\p{L}\.?)\s*,\s*(?:pp?\.\s*)?(\d+(?:\s*[–-]\s*\d+)?)$/u;

/**
 * "(Judge et al., 57-79)": names and a page but no year. Read only when the first name is a listed author, so
 * "(Table 2, 14)" or "(Part II, 3)" are left alone; the match then reports the missing year.
 */
function yearlessPart(part: string, knownAuthors: Set<string>): NameParts | null {
  const m = PAGES_ONLY.exec(part);
  const named = m?.[1] ?? '';
  if (!m || !looksLikeNames(named) || NOT_AUTHORS.test(named)) return null;
  const names = nameParts(named, knownAuthors);
  return knownAuthors.has(nameKey(names.authors[0] ?? '')) ? names : null;
}

function authorDate(text: string, bodyEnd: number, knownAuthors: Set<string>): ParsedCitation[] {
  const found: ParsedCitation[] = [];
  const aliases = abbreviations(text.slice(0, bodyEnd));
  const spelledOut = (names: NameParts): NameParts => {
    const full = aliases.get(nameKey(names.authors[0] ?? ''));
    return full ? { ...names, authors: [full, ...names.authors.slice(1)] } : names;
  };
  for (const paren of text.slice(0, bodyEnd).matchAll(PAREN)) {
    if (found.length >= MAX_CITATIONS) break;
    const inner = paren[1] ?? '';
    const open = paren.index;
    const leading = LEADING_YEARS.exec(inner);
    if (leading) {
      const titled = titleBefore(text, open, knownAuthors);
      if (titled) {
        const span = { start: titled.start, end: open + paren[0].length };
        for (const year of splitYears(leading[1] ?? ''))
          found.push(citation(text, span, { authors: [titled.title], year, parenthetical: false }));
        continue;
      }
      const before = NARRATIVE.exec(text.slice(Math.max(0, open - 160), open));
      if (!before || withoutLeadingWords(before[1] ?? '') === '') {
        // "Jowett's translation (1881)", "Smith and colleagues (2020)": a listed author earlier in the sentence.
        const name = nameBefore(text, open, knownAuthors);
        const span = { start: open, end: open + paren[0].length };
        if (name)
          for (const year of splitYears(leading[1] ?? ''))
            found.push(
              citation(text, span, { authors: [name], year, parenthetical: false, partialNames: true }),
            );
        continue;
      }
      const named = withoutLeadingWords(before[1] ?? '');
      const start = open - before[0].length + (before[1] ?? '').length - named.length;
      const names = spelledOut(nameParts(named, knownAuthors));
      for (const year of splitYears(leading[1] ?? ''))
        found.push(
          citation(text, { start, end: open + paren[0].length }, { ...names, year, parenthetical: false }),
        );
      continue;
    }
    let offset = open + 1;
    for (const part of inner.split(';')) {
      const m = PART.exec(part.trim().replace(/\s*\[[^\]]{1,20}\]/gu, (b) => ' '.repeat(b.length)));
      const lead = part.length - part.trimStart().length;
      const yearless = m ? null : yearlessPart(part.trim(), knownAuthors);
      if (yearless) {
        const start = offset + lead;
        found.push(citation(text, { start, end: start + part.trim().length }, { ...yearless, year: null }));
      }
      if (m && looksLikeNames(m[2] ?? '')) {
        const start = offset + lead + (m[1]?.length ?? 0);
        const end = offset + lead + part.trim().length;
        const title = quotedTitle(m[2] ?? '');
        const names = title
          ? { authors: [title], etAl: false, joiner: null, shortTitle: title }
          : spelledOut(nameParts((m[2] ?? '').trim(), knownAuthors));
        for (const year of splitYears(m[3] ?? ''))
          found.push(citation(text, { start, end }, { ...names, year }));
      }
      offset += part.length + 1;
    }
  }
  return found;
}

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

function authorPage(text: string, bodyEnd: number, knownAuthors: Set<string>): ParsedCitation[] {
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

/** A name one slip away from a listed first author ("Hausfater" for "Hausfather"). */
function nearlyKnown(name: string, knownAuthors: Set<string>): boolean {
  const key = nameKey(name);
  if (key.length < 4) return false;
  for (const known of knownAuthors) if (similarNames(known, key)) return true;
  return false;
}

/** "(see Table 2)", "(Figure 3)", "(Chapter 4)": a label and a number, not an author and a page. */
const NOT_AUTHORS =
  /^(?:tables?|fig(?:ure)?s?\.?|chapters?|ch\.|sections?|sec\.|appendix|equations?|eqs?\.|pages?|parts?|steps?|studies|study|experiments?|models?|phases?|waves?|groups?|levels?|grades?|years?|days?|weeks?|hypothes[ie]s|questions?|items?|lines?|notes?|boxes|box|panels?|exhibits?|samples?|trials?|sites?|rounds?|versions?|volumes?|vol\.)(?:\s|$)/iu;

interface SentenceName {
  /** Offset into the text. */
  index: number;
  name: string;
  /** After "and", "&" or a comma: a co-author, not the name a work is cited by. */
  coAuthor: boolean;
}

/** The capitalised names of the sentence before `at`, nearest first. */
function sentenceNames(text: string, at: number): SentenceName[] {
  const from = Math.max(0, at - 300);
  // "et al." does not end a sentence; blank its full stop (same length, so offsets hold).
  const window = text.slice(from, at).replace(/\bet al\./gu, 'et al ');
  // A name that already has its own parenthesis earlier in the sentence ("Carson (15) …, and Wilson (280)")
  // belongs to that citation: only the words after the last one are read.
  const cut = Math.max(0, window.search(/[.!?]\s+[^.!?]*$/u) + 1, window.lastIndexOf(')') + 1);
  const sentence = window.slice(cut);
  return [...sentence.matchAll(new RegExp(NAME, 'gu'))]
    .map((w) => ({
      index: from + cut + w.index,
      name: w[0].replace(/['’]s?$/u, ''),
      coAuthor: /(?:\band|&|,)\s*$/u.test(sentence.slice(0, w.index)),
    }))
    .reverse();
}

/** MLA's narrative form: the last name from the list mentioned earlier in the same sentence. */
function nameBefore(text: string, at: number, knownAuthors: Set<string>): string | null {
  const first = sentenceNames(text, at).find((w) => !w.coAuthor && knownAuthors.has(nameKey(w.name)));
  return first?.name ?? null;
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

function expandNumbers(list: string): number[] {
  const numbers: number[] = [];
  for (const item of list.split(/\s*,\s*/u)) {
    const [a, b] = item.split(/\s*[–—-]\s*/u).map(Number);
    if (a === undefined || Number.isNaN(a)) continue;
    const last = b !== undefined && b >= a && b - a <= 50 ? b : a;
    for (let n = a; n <= last; n += 1) numbers.push(n);
  }
  return numbers;
}

function numeric(
  text: string,
  bodyEnd: number,
  withParens: boolean,
  knownAuthors: Set<string>,
): ParsedCitation[] {
  const body = text.slice(0, bodyEnd);
  const matches = [...body.matchAll(BRACKET)].map((m) => ({ m, list: NUMBERS.exec(m[1] ?? '')?.[1] }));
  if (withParens)
    for (const m of body.matchAll(PAREN)) matches.push({ m, list: VANCOUVER_NUMBERS.exec(m[1] ?? '')?.[1] });
  const found: ParsedCitation[] = [];
  for (const { m, list } of matches.sort((x, y) => x.m.index - y.m.index)) {
    if (found.length >= MAX_CITATIONS) break;
    if (!list) continue;
    const span = { start: m.index, end: m.index + m[0].length };
    const before = NARRATIVE.exec(body.slice(Math.max(0, m.index - 160), m.index));
    const named = withoutLeadingWords(before?.[1] ?? '');
    // Several names ("Smith and Lee [3]", "Smith et al. [3]") are always read; one name only when the list has
    // it or nearly has it ("Hardn [28]"), since "Recently [3]" or "Table [2]" name nobody.
    const several = /\bet\s+al\b|\sand\s|&/u.test(named);
    const one = !several && /^\S+$/u.test(named) && !NOT_AUTHORS.test(named);
    const names =
      named && (several || (one && (knownAuthors.has(nameKey(named)) || nearlyKnown(named, knownAuthors))))
        ? nameParts(named, knownAuthors)
        : null;
    for (const number of expandNumbers(list))
      found.push(citation(text, span, { number, ...(names && { ...names, parenthetical: false }) }));
  }
  return found;
}

export function parseCitations(
  text: string,
  bodyEnd: number,
  rules: StyleRules,
  knownAuthors: Set<string>,
  vancouver: boolean,
): ParsedCitation[] {
  if (rules.system === 'numeric') return numeric(text, bodyEnd, vancouver, knownAuthors);
  if (rules.system === 'author-page') return authorPage(text, bodyEnd, knownAuthors);
  return authorDate(text, bodyEnd, knownAuthors);
}
