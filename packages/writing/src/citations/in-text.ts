import type { StyleRules } from './styles.ts';
import type { ParsedCitation } from './types.ts';
import { nameKey } from './names.ts';
import {
  citation,
  MAX_CITATIONS,
  NARRATIVE,
  nameParts,
  nearlyKnown,
  NOT_AUTHORS,
  PAREN,
  withoutLeadingWords,
} from './in-text-names.ts';
import { authorDate } from './in-text-author-date.ts';
import { authorPage } from './in-text-author-page.ts';

/*
 * Reads the citations of the body. Author-date: "(Smith & Lee, 2019, p. 4; Brown, 2020a)", "Smith et al.
 * (2018)", Chicago/Harvard "(Smith 2020, 12)". MLA: "(Smith 23)", "(Smith and Lee 4; “Short Title” 9)", and a
 * bare "(23)" after a name from the list. Numeric: "[1]", "[1–3]", "[2, 5]", and Vancouver's "(1)".
 */
export { MAX_CITATIONS };

const BRACKET = /\[([^[\]\n]{1,80})\]/gu;

const NUMBERS =
  /^\s*(\d{1,4}(?:\s*[–—-]\s*\d{1,4})?(?:\s*,\s*\d{1,4}(?:\s*[–—-]\s*\d{1,4})?)*)(?:\s*,\s*(?:pp?|ch|sec|fig|para)\.\s*[\w–-]+)?\s*$/iu;

const VANCOUVER_NUMBERS =
  /^\s*(\d{1,3}(?:\s*[–—-]\s*\d{1,3})?(?:\s*,\s*\d{1,3}(?:\s*[–—-]\s*\d{1,3})?)*)\s*$/u;

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
