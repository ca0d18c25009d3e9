import type { ParsedCitation } from './types.ts';
import { nameKey } from './names.ts';
import {
  citation,
  looksLikeNames,
  MAX_CITATIONS,
  NARRATIVE,
  nameBefore,
  nameParts,
  NOT_AUTHORS,
  PAREN,
  withoutLeadingWords,
  type NameParts,
} from './in-text-names.ts';

/*
 * Author-date citations: "(Smith & Lee, 2019, p. 4; Brown, 2020a)", "Smith et al. (2018)", Chicago and
 * Harvard's "(Smith 2020, 12)", a work cited by its title, and a group's abbreviation defined at first use.
 */
const YEAR_TOKEN = '(?:\\d{4}[a-z]?|n\\.d\\.|no date)';

const PART = new RegExp(
  `^((?:(?:see also|see|e\\.g\\.,?|cf\\.|i\\.e\\.,?|as cited in)\\s+)?)(.*?[\\p{L}.”"])\\s*,?\\s+(${YEAR_TOKEN}(?:\\s*,\\s*(?:(?:1[5-9]|20)\\d{2}[a-z]?|n\\.d\\.|no date))*)(?:\\s*[,:]\\s*[^;]*)?\\s*$`,
  'iu',
);

const LEADING_YEARS = new RegExp(
  `^\\s*(${YEAR_TOKEN}(?:\\s*,\\s*${YEAR_TOKEN})*)(?:\\s*[,:;][^)]*)?\\s*$`,
  'u',
);

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

export function authorDate(text: string, bodyEnd: number, knownAuthors: Set<string>): ParsedCitation[] {
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
