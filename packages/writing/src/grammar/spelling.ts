import { COMMON_FREQUENCY, type Lexicon } from './lexicon.ts';
import { tokenize, type Token } from './tokens.ts';
import type { GrammarFinding } from './types.ts';
import { editDistance } from './edit-distance.ts';
import { isBuiltWord, isWordBuildingForm } from './word-building.ts';

/*
 * Spelling from the dialect's Hunspell dictionary. Suggestions are ranked by how close they are and how common
 * the word is, so "teh" offers "the" before "Tex", and "recieve" offers "receive" first.
 */

/** Longer "words" are pasted data, not prose; suggesting for them would take seconds. */
const MAX_WORD_LENGTH = 30;
const MAX_SUGGESTIONS = 5;

// Stretches that are not prose: links, addresses, citations such as "(Smith, 2020)", code in backticks.
const NOT_PROSE =
  /\bhttps?:\/\/\S+|\bwww\.\S+|[\w.+-]+@[\w-]+\.[\w.-]+|\([^()]{0,80}\b\d{4}[a-z]?\)|`[^`]*`|<[^<>]{0,200}>|&\w+;/gi;

// Authors in a reference list are names whatever they look like: "Guan, S." (APA, Harvard), "S. Guan" (IEEE),
// "Guan S," (Vancouver). Only a capitalised word beside initials counts, so prose keeps its spelling check.
const AUTHOR_NAMES =
  /\p{Lu}[\p{L}'’-]+,\s(?:\p{Lu}\.\s?(?:-\p{Lu}\.\s?)?){1,3}|(?:\b\p{Lu}\.\s?){1,3}\p{Lu}[\p{L}'’-]+|\b\p{Lu}[\p{L}'’-]+\s\p{Lu}{1,3}(?=[,.])/gu;

// An author named in running text before the year: "Haddad (2001)", "Haddad's (2001, p. 4)", "Haddad and Ruiz
// (2001a)", "Haddad et al. (2001)". The year in brackets makes the word a name, however close a common word is.
const NARRATIVE_CITATION =
  /\p{Lu}[\p{L}'’-]+(?:['’]s)?(?:,?\s(?:and|&)\s\p{Lu}[\p{L}'’-]+(?:['’]s)?|\set\sal\.(?:['’]s)?)?\s\((?:\d{4}[a-z]?|n\.d\.)(?:[,;][^()]{0,40})?\)/gu;

function proseMask(text: string): (token: Token) => boolean {
  const ranges = [
    ...text.matchAll(NOT_PROSE),
    ...text.matchAll(AUTHOR_NAMES),
    ...text.matchAll(NARRATIVE_CITATION),
  ].map((m) => [m.index, m.index + m[0].length] as const);
  return (token) => !ranges.some(([from, to]) => token.start < to && token.end > from);
}

/** Acronyms, product names and codes are the writer's business: "UNESCO", "iPhone", "B12". */
function looksLikeCode(token: Token): boolean {
  const t = token.text;
  return /\p{N}/u.test(t) || t === t.toUpperCase() || /\p{Lu}/u.test(t.slice(1));
}

/** How close a common word must be for a capitalised unknown word to count as a slip rather than a name. */
const SLIP_EDITS = 2;

/*
 * "World Health Organization", "Labour Party", "Lincoln Center": a name keeps its own country's spelling. Inside
 * a sentence, a capitalised word that differs from the dialect's spelling only as the dialects differ (-ize and
 * -ise, -or and -our, -er and -re) is taken for part of a name.
 */
const DIALECT_PAIRS: [RegExp, string][] = [
  [/iz/g, 'is'],
  [/yz/g, 'ys'],
  [/our/g, 'or'],
  [/re\b/g, 'er'],
];
const dialectSpellingOf = (a: string, b: string) =>
  DIALECT_PAIRS.some(([from, to]) => a.replace(from, to) === b.replace(from, to) && a !== b) ||
  DIALECT_PAIRS.some(([from, to]) => b.replace(from, to) === a && a !== b);

function isCapitalisedSlip(token: Token, suggestions: readonly string[], lexicon: Lexicon): boolean {
  const best = suggestions[0];
  if (!best) return false;
  const lower = best.toLowerCase();
  if (!token.sentenceStart && dialectSpellingOf(token.lower, lower)) return false;
  return (
    lexicon.isWord(lower) &&
    editDistance(token.lower, lower) <= SLIP_EDITS &&
    lexicon.frequency(lower) >= COMMON_FREQUENCY
  );
}

/**
 * A capitalised word with no common word within SLIP_EDITS of it can never pass isCapitalisedSlip, whatever
 * the suggestions: it is a name, and its suggestions need not be computed. That is most names in a draft, and
 * nspell's suggestions are slowest for them (a third of a second for "Lindqvist", which has none).
 */
function cannotBeSlip(token: Token, lexicon: Lexicon): boolean {
  return !lexicon.hasCommonWordNear(token.lower, SLIP_EDITS);
}

export function rankSuggestions(word: string, candidates: readonly string[], lexicon: Lexicon): string[] {
  const lower = word.toLowerCase();
  const scored = [...new Set(candidates)].map((candidate) => {
    // One edit costs about as much as a thousandfold drop in frequency.
    const distance = editDistance(lower, candidate.toLowerCase());
    const frequency = Math.log10(lexicon.frequency(candidate) + 0.01);
    return { candidate, score: distance * 3 - frequency };
  });
  return scored.sort((a, b) => a.score - b.score).map((s) => s.candidate);
}

const suggestionMemo = new Map<string, string[]>();

/**
 * How many new words one check may compute suggestions for. nspell takes milliseconds per word, tens for
 * gibberish, so pasted junk could otherwise take minutes; past the budget a word is flagged without suggestions.
 */
export interface SuggestionBudget {
  remaining: number;
  /** performance.now() after which no new suggestions are computed. */
  until: number;
}

/** Milliseconds one check may spend computing suggestions. */
const SUGGESTION_MILLISECONDS = 250;

export function suggestionBudget(): SuggestionBudget {
  return { remaining: SUGGESTIONS_PER_CHECK, until: performance.now() + SUGGESTION_MILLISECONDS };
}

export const SUGGESTIONS_PER_CHECK = 60;
/**
 * The first few misspellings of a check always get suggestions, however busy the machine: a writer's ordinary
 * slips must never lose theirs to the clock, which is there only for pasted junk.
 */
const ALWAYS_SUGGESTED = 12;

function suggestionsFor(word: string, lexicon: Lexicon, budget: SuggestionBudget): string[] {
  let result = suggestionMemo.get(word);
  if (!result) {
    const spent = SUGGESTIONS_PER_CHECK - budget.remaining;
    if (budget.remaining <= 0 || (spent >= ALWAYS_SUGGESTED && performance.now() > budget.until)) return [];
    budget.remaining -= 1;
    result = rankSuggestions(word, lexicon.suggest(word), lexicon).slice(0, MAX_SUGGESTIONS);
    if (suggestionMemo.size > 5_000) suggestionMemo.clear();
    suggestionMemo.set(word, result);
  }
  return result;
}

/** Words the dictionaries lack although every desk dictionary has them. */
const ACCEPTED = new Set(["don'ts", "do's"]);

function isDictionaryWord(word: string, lexicon: Lexicon, personal: ReadonlySet<string>): boolean {
  return personal.has(word.toLowerCase()) || lexicon.isWord(word) || lexicon.isWord(word.toLowerCase());
}

function isKnown(token: Token, lexicon: Lexicon, personal: ReadonlySet<string>): boolean {
  if (ACCEPTED.has(token.lower)) return true;
  const parts = token.text.replace(/’/g, "'").split('-');
  const known = (word: string) => isDictionaryWord(word, lexicon, personal);
  return parts.every((part, k) => {
    const bare = part.replace(/'s$/i, '');
    if (!bare || known(bare) || isBuiltWord(bare, known)) return true;
    // A prefix or combining form standing before a hyphen: "eco-label", "non-binding".
    return k < parts.length - 1 && isWordBuildingForm(bare);
  });
}

/**
 * harper's spelling findings pass the same filter: not on names, codes, links, citations or the writer's
 * words. Built once per paragraph, as a text can hold thousands of findings.
 */
export function harperSpellingFilter(
  text: string,
  personal: ReadonlySet<string>,
  tokens: readonly Token[] = tokenize(text),
): (finding: GrammarFinding) => boolean {
  const isProse = proseMask(text);
  const byStart = new Map(tokens.map((token) => [token.start, token]));
  return (finding) => {
    const token = byStart.get(finding.start);
    if (!token) return true;
    // Capitalised words are left to Penwright's own check, which asks whether a common word is close by.
    return (
      !/^\p{Lu}/u.test(token.text) && !looksLikeCode(token) && !personal.has(token.lower) && isProse(token)
    );
  };
}

/** Misspelt words in `text`, with ranked suggestions; the writer's own words are never flagged. */
export function spellingFindings(
  text: string,
  lexicon: Lexicon,
  personal: ReadonlySet<string>,
  budget: SuggestionBudget = suggestionBudget(),
  tokens: readonly Token[] = tokenize(text),
): GrammarFinding[] {
  const isProse = proseMask(text);
  const findings: GrammarFinding[] = [];
  for (const token of tokens) {
    if (!/^[\p{L}'’-]+$/u.test(token.text) || !/^[a-z'’-]+$/i.test(token.text)) continue;
    if (looksLikeCode(token) || personal.has(token.lower) || !isProse(token)) continue;
    if (isKnown(token, lexicon, personal)) continue;
    const capitalised = /^\p{Lu}/u.test(token.text);
    if (capitalised && cannotBeSlip(token, lexicon)) continue;
    const tooLong = token.text.length > MAX_WORD_LENGTH;
    const replacements = tooLong ? [] : suggestionsFor(token.text, lexicon, budget);
    // A capitalised word, even first in a sentence, is more likely a name than a slip unless a common word is close.
    if (capitalised && !isCapitalisedSlip(token, replacements, lexicon)) continue;
    findings.push({
      start: token.start,
      end: token.end,
      category: 'spelling',
      rule: 'spelling',
      errorType: 'R:SPELL',
      message: replacements[0]
        ? `Possible spelling mistake: did you mean "${replacements[0]}"?`
        : 'Possible spelling mistake.',
      replacements,
    });
  }
  return findings;
}
