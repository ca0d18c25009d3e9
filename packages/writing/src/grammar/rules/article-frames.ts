import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { isNounOnly } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'missing-article', category: 'grammar', errorType: 'M:DET' };

/*
 * A general missing-article rule flags too much correct text (nouns used without an article are often
 * right), so only fixed frames are checked where the article is never optional: a superlative after
 * "one of" ("one of best" → "one of the best"), "in past," / "at end of", "around world", "lot of", and
 * "internet" after a preposition or "use".
 */
const OF_QUANTIFIERS = wordSet('one some many most all few each none any several');
const SUPERLATIVES = wordSet('best worst most least biggest largest greatest smallest highest lowest oldest');
const FRAMES: readonly (readonly [string[], (next: string | undefined) => boolean, string])[] = [
  [['in', 'past'], (next) => next === undefined, 'in the past'],
  [['at', 'end', 'of'], () => true, 'at the end of'],
  [['by', 'end', 'of'], () => true, 'by the end of'],
  [['until', 'end', 'of'], () => true, 'until the end of'],
  [['in', 'end'], (next) => next === undefined, 'in the end'],
  [['around', 'world'], (next) => next === undefined, 'around the world'],
  [['all', 'over', 'world'], (next) => next === undefined, 'all over the world'],
];
const INTERNET_BEFORE = wordSet('on from through via use uses used using surf surfing browse browsing');
/** Words before "lot of" that already supply the determiner ("a whole lot of", "the last lot of"). */
const LOT_DETERMINERS = wordSet(
  'a the this that whole entire one each every any another no same first second last next parking my your ' +
    'his her our their big large small',
);

function superlativeAfterOf(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const quantifier = rc.tokens[i];
  const of = joinedAt(rc.tokens, i, 1);
  const word = joinedAt(rc.tokens, i, 2);
  if (!quantifier || !OF_QUANTIFIERS.has(quantifier.lower) || of?.lower !== 'of' || !word) return null;
  if (!SUPERLATIVES.has(word.lower) || !joinedAt(rc.tokens, i, 3)) return null;
  const fixed = `of the ${word.text}`;
  return findingOver(INFO, of, word, `A superlative takes "the": "${fixed}".`, [fixed]);
}

function fixedFrame(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const first = rc.tokens[i];
  if (!first) return null;
  for (const [words, after, fix] of FRAMES) {
    if (!words.every((w, k) => (k === 0 ? first.lower === w : joinedAt(rc.tokens, i, k)?.lower === w)))
      continue;
    const last = rc.tokens[i + words.length - 1];
    if (!last || !after(joinedAt(rc.tokens, i, words.length)?.lower)) continue;
    const fixed = matchCase(first.text, fix);
    return findingOver(INFO, first, last, `The phrase takes "the": "${fixed}".`, [fixed]);
  }
  return null;
}

function internetOrLot(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const word = rc.tokens[i];
  const next = joinedAt(rc.tokens, i, 1);
  if (!word) return null;
  if (word.lower === 'internet' && word.joined && INTERNET_BEFORE.has(rc.tokens[i - 1]?.lower ?? '')) {
    // "internet access", "internet users": as a modifier it needs no article.
    if (next && !/^(and|or|to|for|in|at|is|was|every|because|but|as|with)$/.test(next.lower)) return null;
    return findingOver(INFO, word, word, `"internet" takes "the": "the ${word.text}".`, [`the ${word.text}`]);
  }
  if (word.lower === 'lot' && next?.lower === 'of') {
    const before = word.joined ? rc.tokens[i - 1] : undefined;
    // "a whole lot of", "the car lot of the dealer": a determiner or a noun before it settles the reading.
    if (before && (LOT_DETERMINERS.has(before.lower) || isNounOnly(before.lower, rc.lexicon))) return null;
    const fixed = matchCase(word.text, 'a lot');
    return findingOver(INFO, word, word, `The phrase is "a lot of".`, [fixed]);
  }
  return null;
}

export const missingArticle: Rule = (rc) =>
  rc.tokens.flatMap((_, i) => superlativeAfterOf(rc, i) ?? fixedFrame(rc, i) ?? internetOrLot(rc, i) ?? []);
