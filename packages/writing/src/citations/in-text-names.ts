import type { ParsedCitation, Span } from './types.ts';
import { nameKey, similarNames } from './names.ts';

/*
 * What the three ways of citing share: how names are written before a year, a page or a number, how the names
 * of a citation are split into authors, and the words that open sentences rather than name anyone.
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
export const NARRATIVE = new RegExp(
  `(${NAMES}(?:(?:,\\s*${CO_NAME})*,?\\s+et\\s+al\\.?|(?:,\\s*${CO_NAME})*,?\\s+(?:and|&)\\s+${CO_NAME})?)(?:['’]s?)?\\s*$`,
  'u',
);

export const PAREN = /\(([^()\n]{1,400})\)/gu;

export interface NameParts {
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
export function nameParts(text: string, known: Set<string>): NameParts {
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

export const looksLikeNames = (text: string) =>
  /^[\p{Lu}"“]|^(?:van|von|de|der|du|da|di|la|le)\s/u.test(text) &&
  !/\d/u.test(text) &&
  text.split(/\s+/u).length <= 10;

/** Capitalised words that open sentences rather than name authors ("As Allen (2007) showed"). */
export const LEADING_WORDS = new Set(
  (
    'a an and as at also although because before both but by during earlier even following for from further ' +
    'furthermore hence here however if in indeed later like moreover of on only our per recently similarly ' +
    'since so that the then these this those thus to unlike when whereas while with work yet'
  ).split(' '),
);

export function withoutLeadingWords(names: string): string {
  let out = names;
  for (;;) {
    const word = /^(\S+)(?:\s+|$)/u.exec(out);
    if (!word || !LEADING_WORDS.has((word[1] ?? '').toLowerCase())) return out;
    out = out.slice(word[0].length);
  }
}

export function citation(whole: string, span: Span, fields: Partial<ParsedCitation>): ParsedCitation {
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

/** A name one slip away from a listed first author ("Hausfater" for "Hausfather"). */
export function nearlyKnown(name: string, knownAuthors: Set<string>): boolean {
  const key = nameKey(name);
  if (key.length < 4) return false;
  for (const known of knownAuthors) if (similarNames(known, key)) return true;
  return false;
}

/** "(see Table 2)", "(Figure 3)", "(Chapter 4)": a label and a number, not an author and a page. */
export const NOT_AUTHORS =
  /^(?:tables?|fig(?:ure)?s?\.?|chapters?|ch\.|sections?|sec\.|appendix|equations?|eqs?\.|pages?|parts?|steps?|studies|study|experiments?|models?|phases?|waves?|groups?|levels?|grades?|years?|days?|weeks?|hypothes[ie]s|questions?|items?|lines?|notes?|boxes|box|panels?|exhibits?|samples?|trials?|sites?|rounds?|versions?|volumes?|vol\.)(?:\s|$)/iu;

export interface SentenceName {
  /** Offset into the text. */
  index: number;
  name: string;
  /** After "and", "&" or a comma: a co-author, not the name a work is cited by. */
  coAuthor: boolean;
}

/** The capitalised names of the sentence before `at`, nearest first. */
export function sentenceNames(text: string, at: number): SentenceName[] {
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
export function nameBefore(text: string, at: number, knownAuthors: Set<string>): string | null {
  const first = sentenceNames(text, at).find((w) => !w.coAuthor && knownAuthors.has(nameKey(w.name)));
  return first?.name ?? null;
}
