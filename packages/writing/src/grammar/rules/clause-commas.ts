import { findingOver, type RuleInfo } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import type { Rule, RuleContext } from './context.ts';

const INTRO: RuleInfo = {
  rule: 'comma-after-introductory-clause',
  category: 'punctuation',
  errorType: 'M:PUNCT',
};

/** Conjunctions that open an adverbial clause in front of the main clause. */
const SUBORDINATORS = wordSet(
  'if when whenever although though because since while once unless after before',
);
/** Subject pronouns that open the main clause. */
const SUBJECTS = wordSet('i we they he she you it there');
/** Words after which a pronoun is not a new subject but part of the same clause ("so that we", "think it"). */
const NOT_BEFORE_SUBJECT = wordSet(
  'that which who whom what how why where when whether so then also not only even just than as ' +
    'think thought know knew say said believe believed feel felt hope mean means show shows find found see saw ' +
    'suggest suggests agree agreed guess realize realized realise realised',
);
/** Object pronouns that can end an introductory clause ("When I met him, we…"). */
const OBJECT_PRONOUNS = wordSet(
  'it them him her us me this that these those one everything something anything',
);

/** Determiners that open a noun-phrase subject: "but the sample was small". */
const SUBJECT_DETERMINERS = wordSet('the this these those my our their his her its your');

/**
 * Where the verb after a clause's subject at `k` is due: after a subject pronoun ("but it needs"), or after a
 * determiner and its noun ("but the sample needs"); null when no subject opens there.
 */
function clauseSubjectEnd(rc: RuleContext, k: number): number | null {
  const { tokens, tags } = rc;
  const first = tokens[k];
  if (!first?.joined) return null;
  if (SUBJECTS.has(first.lower) && (tags[k]?.pos === 'PRON' || first.lower === 'there')) return k + 1;
  const noun = tokens[k + 1];
  if (!SUBJECT_DETERMINERS.has(first.lower) || !noun?.joined || tags[k + 1]?.pos !== 'NOUN') return null;
  return k + 2;
}

/** The sentence that starts at `from` has a comma after it (in the rest of the sentence). */
function commaLater(text: string, from: number): boolean {
  const rest = text.slice(from);
  const end = rest.search(/[.!?\n]/);
  return rest.slice(0, end < 0 ? undefined : end).includes(',');
}

/** The finding for a main clause whose subject starts at `k` and whose verb is due at `verbAt`, or null. */
function commaBeforeMainClause(
  rc: RuleContext,
  opener: Token,
  k: number,
  verbAt: number,
  isClause: boolean,
): GrammarFinding | null {
  const { tokens, tags, text } = rc;
  const word = tokens[k];
  const before = tokens[k - 1];
  const beforePos = tags[k - 1]?.pos ?? '';
  if (!word || !before || !tokens[verbAt]?.joined || !/^(VERB|AUX)$/.test(tags[verbAt]?.pos ?? ''))
    return null;
  const endsClause =
    /^(NOUN|PROPN|ADJ|ADV|NUM)$/.test(beforePos) ||
    (beforePos === 'PRON' && OBJECT_PRONOUNS.has(before.lower));
  if (!endsClause || NOT_BEFORE_SUBJECT.has(before.lower) || commaLater(text, word.end)) return null;
  return findingOver(
    INTRO,
    before,
    word,
    `An opening "${opener.text} …" ${isClause ? 'clause' : 'phrase'} is followed by a comma before the main clause.`,
    [`${before.text}, ${word.text}`],
  );
}

/**
 * "If the weather is bad we stay inside": an adverbial clause that opens a sentence is closed by a comma before
 * the main clause. The main clause is found where, after the opening clause has its own verb, a subject (a
 * pronoun, or a determiner and its noun) and a verb follow a word that can end a clause. A sentence that has a comma further on is left alone: there
 * the pronoun may begin a reduced relative clause ("If the plan we chose fails, …").
 */
function missingIntroComma(rc: RuleContext, i: number): GrammarFinding | null {
  const { tokens, tags } = rc;
  const opener = tokens[i];
  if (!opener?.sentenceStart) return null;
  // The tagger reads an opening "when" as an adverb and "although" as a preposition at times; the verb found
  // later settles that a clause opens the sentence.
  const clause = SUBORDINATORS.has(opener.lower) && /^(SCONJ|ADP|ADV)$/.test(tags[i]?.pos ?? '');
  // A long prepositional phrase ("In most of the developing countries …") is set off like a clause.
  const phrase = tags[i]?.pos === 'ADP' && opener.lower !== 'of';
  if (!clause && !phrase) return null;
  let verbs = 0;
  for (let k = i + 1; k < tokens.length; k += 1) {
    const word = tokens[k];
    if (!word?.joined) return null;
    const pos = tags[k]?.pos;
    const ready = (clause && verbs > 0 && k - i >= 3) || (phrase && verbs === 0 && k - i >= 4);
    const pronoun = SUBJECTS.has(word.lower) && (pos === 'PRON' || word.lower === 'there');
    // A phrase has no subject of its own: a pronoun before it is long enough ends the search.
    if (pronoun && !ready && !clause) return null;
    const verbAt = ready ? clauseSubjectEnd(rc, k) : null;
    if (verbAt !== null) {
      const found = commaBeforeMainClause(rc, opener, k, verbAt, verbs > 0);
      // A pronoun that opens no main clause ends the search; a determiner may open an object instead.
      if (found || pronoun) return found;
    }
    if (k > i + 1 && (pos === 'VERB' || pos === 'AUX')) verbs += 1;
  }
  return null;
}

export const commaAfterIntroductoryClause: Rule = (rc) =>
  rc.tokens.flatMap((_, i) => missingIntroComma(rc, i) ?? []);

const COMPOUND: RuleInfo = {
  rule: 'comma-before-conjunction',
  category: 'punctuation',
  errorType: 'M:PUNCT',
};

/**
 * Conjunctions joining two main clauses, with the fewest words the first clause must have before a comma is
 * due. Not "and" or "or": measured on learner essays, a comma before them was left out by careful editors too
 * often (a fifth of the findings) to count as an error.
 */
const CONJUNCTIONS = new Map(Object.entries({ but: 5, so: 5, yet: 5 }));

/**
 * "The method is cheap but it needs a large sample": a conjunction joining two main clauses takes a comma
 * before it. Only where the second clause opens with a subject (a pronoun, or a determiner and its noun) and its
 * verb, and the first clause has a verb of its own and some length ("and" and "or" more, as short clauses
 * joined by them often go without).
 */
function missingCompoundComma(rc: RuleContext, i: number): GrammarFinding | null {
  const { tokens, tags } = rc;
  const conjunction = tokens[i];
  const least = CONJUNCTIONS.get(conjunction?.lower ?? '');
  // Only "so" the tagger reads as a conjunction: as an adverb it often means "so that", which takes no comma.
  if (!conjunction?.joined || least === undefined || tags[i]?.pos !== 'CCONJ') return null;
  const verbAt = clauseSubjectEnd(rc, i + 1);
  if (verbAt === null || !tokens[verbAt]?.joined || !/^(VERB|AUX)$/.test(tags[verbAt]?.pos ?? ''))
    return null;
  let words = 0;
  let verb = false;
  for (let k = i - 1; k >= 0; k -= 1) {
    words += 1;
    if (/^(VERB|AUX)$/.test(tags[k]?.pos ?? '')) verb = true;
    if (!tokens[k]?.joined) break;
  }
  const before = tokens[i - 1];
  if (!before || !verb || words < least) return null;
  return findingOver(
    COMPOUND,
    before,
    conjunction,
    `A comma goes before "${conjunction.text}" joining two clauses.`,
    [`${before.text}, ${conjunction.text}`],
  );
}

export const commaBeforeConjunction: Rule = (rc) =>
  rc.tokens.flatMap((_, i) => missingCompoundComma(rc, i) ?? []);
