import type { StyleRules } from './styles.ts';
import type { ParsedCitation, Span } from './types.ts';
import { nameKey } from './names.ts';

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
/** Names right before "(2020)" or "[3]": "Smith", "Smith et al.", "Smith, Lee, and Brown", "Smith & Lee's". */
const NARRATIVE = new RegExp(
  `(${NAMES}(?:\\s+et\\s+al\\.?|(?:,\\s*${CO_NAME})*,?\\s+(?:and|&)\\s+${CO_NAME})?)(?:['’]s?)?\\s*$`,
  'u',
);
const YEAR_TOKEN = '(?:\\d{4}[a-z]?|n\\.d\\.)';
const PART = new RegExp(
  `^((?:(?:see also|see|e\\.g\\.,?|cf\\.|i\\.e\\.,?|as cited in)\\s+)?)(.*?[\\p{L}.])\\s*,?\\s+(${YEAR_TOKEN}(?:\\s*,\\s*(?:(?:1[5-9]|20)\\d{2}[a-z]?|n\\.d\\.))*)(?:\\s*[,:]\\s*[^;]*)?\\s*$`,
  'iu',
);
const LEADING_YEARS = new RegExp(
  `^\\s*(${YEAR_TOKEN}(?:\\s*,\\s*${YEAR_TOKEN})*)(?:\\s*[,:;][^)]*)?\\s*$`,
  'u',
);
const PAREN = /\(([^()\n]{1,400})\)/gu;
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

function nameParts(text: string): NameParts {
  const etAl = /\bet\s+al\b/iu.test(text);
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

function splitYears(years: string): string[] {
  return years.split(/\s*,\s*/u).filter(Boolean);
}

/** "(World Health Organization [WHO], 2019)" lets later citations write "(WHO, 2020)" (APA 7, 8.21). */
const ABBREVIATION = /([\p{Lu}][^()[\];]*?)\s*\[([\p{Lu}][\p{L}&.\s]{0,15})\]/gu;

function abbreviations(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of body.matchAll(ABBREVIATION)) found.set(nameKey(m[2] ?? ''), (m[1] ?? '').trim());
  return found;
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
      const names = spelledOut(nameParts(named));
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
      if (m && looksLikeNames(m[2] ?? '')) {
        const start = offset + lead + (m[1]?.length ?? 0);
        const end = offset + lead + part.trim().length;
        const names = spelledOut(nameParts((m[2] ?? '').trim()));
        for (const year of splitYears(m[3] ?? ''))
          found.push(citation(text, { start, end }, { ...names, year }));
      }
      offset += part.length + 1;
    }
  }
  return found;
}

function authorPage(text: string, bodyEnd: number, knownAuthors: Set<string>): ParsedCitation[] {
  const found: ParsedCitation[] = [];
  for (const paren of text.slice(0, bodyEnd).matchAll(PAREN)) {
    if (found.length >= MAX_CITATIONS) break;
    const inner = paren[1] ?? '';
    let offset = paren.index + 1;
    for (const part of inner.split(';')) {
      const trimmed = part.trim();
      const lead = part.length - part.trimStart().length;
      const span = { start: offset + lead, end: offset + lead + trimmed.length };
      offset += part.length + 1;
      // "(Smith 23)", "(Smith, “Short Title” 23)", "(Smith, Short Title 23)" (a book's title is italic, not quoted).
      const pages = MLA_PAGES.exec(trimmed.replace(QUOTED, ''));
      const quoted = QUOTED.exec(trimmed);
      const rest = trimmed
        .replace(QUOTED, '')
        .replace(MLA_PAGES, '')
        .replace(/^(?:see also|see|cf\.|qtd\. in)\s+/iu, '');
      const titled = quoted ? null : /^([^,]+),\s*(?!and\s|&)([^,]*\p{L}[^,]*)$/u.exec(rest.trim());
      const authorText = (titled ? (titled[1] ?? '') : rest).replace(/[\s,]+$/u, '').trim();
      const shortTitle = (quoted?.[1] ?? titled?.[2])?.trim() ?? null;
      if (authorText === '' && !shortTitle) {
        if (!pages) continue;
        const name = nameBefore(text, paren.index, knownAuthors);
        if (name)
          found.push(citation(text, span, { authors: [name], parenthetical: false, partialNames: true }));
        continue;
      }
      if (authorText !== '' && (!looksLikeNames(authorText) || NOT_AUTHORS.test(authorText))) continue;
      const names = nameParts(authorText);
      const known = names.authors.some((a) => knownAuthors.has(nameKey(a)));
      if (!pages && !shortTitle && !known) continue;
      found.push(citation(text, span, { ...names, shortTitle }));
    }
  }
  return found;
}

/** "(see Table 2)", "(Figure 3)", "(Chapter 4)": a label and a number, not an author and a page. */
const NOT_AUTHORS =
  /^(?:tables?|fig(?:ure)?s?\.?|chapters?|ch\.|sections?|sec\.|appendix|equations?|eqs?\.|pages?|parts?|steps?|studies|study|experiments?|models?|phases?|waves?|groups?|levels?|grades?|years?|days?|weeks?|hypothes[ie]s|questions?|items?|lines?|notes?|boxes|box|panels?|exhibits?|samples?|trials?|sites?|rounds?|versions?|volumes?|vol\.)(?:\s|$)/iu;

/** MLA's narrative form: the last name from the list mentioned earlier in the same sentence. */
function nameBefore(text: string, at: number, knownAuthors: Set<string>): string | null {
  // "et al." does not end a sentence; blank its full stop (same length, so offsets hold).
  const window = text.slice(Math.max(0, at - 300), at).replace(/\bet al\./gu, 'et al ');
  const sentence = window.slice(Math.max(0, window.search(/[.!?]\s+[^.!?]*$/u) + 1));
  const words = [...sentence.matchAll(new RegExp(NAME, 'gu'))]
    .map((w) => ({ index: w.index, name: w[0].replace(/['’]s?$/u, '') }))
    .reverse();
  // A name after "and" or a comma is a co-author; the work is named by its first author.
  const first = words.find(
    (w) => knownAuthors.has(nameKey(w.name)) && !/(?:\band|&|,)\s*$/u.test(sentence.slice(0, w.index)),
  );
  return first?.name ?? null;
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

function numeric(text: string, bodyEnd: number, withParens: boolean): ParsedCitation[] {
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
    const names =
      before && /\bet\s+al\b|\sand\s|&/u.test(before[1] ?? '')
        ? nameParts(withoutLeadingWords(before[1] ?? ''))
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
  if (rules.system === 'numeric') return numeric(text, bodyEnd, vancouver);
  if (rules.system === 'author-page') return authorPage(text, bodyEnd, knownAuthors);
  return authorDate(text, bodyEnd, knownAuthors);
}
