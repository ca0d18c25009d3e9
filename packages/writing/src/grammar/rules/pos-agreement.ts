import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { thirdPerson } from './agreement.ts';
import { joinedAt, type Rule, type RuleContext } from './context.ts';
import { INVERTERS, isPluralNoun } from './word-classes.ts';
import { isBaseVerb, isSingularNoun, isThirdPersonVerb, skipAdjectives, startsClause } from './tagged.ts';

const SINGULAR: RuleInfo = { rule: 'singular-subject-verb', category: 'grammar', errorType: 'R:VERB:SVA' };
const PLURAL: RuleInfo = { rule: 'plural-subject-verb', category: 'grammar', errorType: 'R:VERB:SVA' };

/** Determiners that open a singular noun phrase (or one of either number: "the", possessives). */
const SINGULAR_DETERMINERS = wordSet('the this a an every each my his her its our their your');
/** Determiners that open a plural noun phrase, or one of either number. */
const PLURAL_DETERMINERS = wordSet(
  'the these those many most some all both several our their my your his her such',
);

/** Verbs and adjectives after which a "that" clause takes the base form (the subjunctive: "insist that he go"). */
const MANDATIVE =
  /^(suggest|recommend|insist|demand|require|request|ask|propose|urge|advise|order|essential|important|necessary|vital|crucial|imperative|mandatory|desirable)/;

/** A mandative word stands among the three words before the "that" at `that`. */
function mandativeBefore(tokens: readonly Token[], that: number): boolean {
  return tokens.slice(Math.max(0, that - 3), that).some((t) => MANDATIVE.test(t.lower));
}

/**
 * "The teacher teach them", "every student need": a singular noun subject with a verb in its base form. Only a
 * noun phrase that opens a clause counts as the subject (after "of the…" the noun is an object), and "insist
 * that the committee decide" is left alone, as the subjunctive of formal English takes the base form there.
 */
function singularWithBase(rc: RuleContext, i: number): GrammarFinding | null {
  const { tokens, tags } = rc;
  const determiner = tokens[i];
  if (!determiner || !startsClause(tokens, i)) return null;
  if (determiner.joined && tokens[i - 1]?.lower === 'that' && mandativeBefore(tokens, i - 1)) return null;
  // "History tells us": a noun without a determiner is a subject too when it opens the clause.
  const bare = !SINGULAR_DETERMINERS.has(determiner.lower);
  if (bare && tags[i]?.pos !== 'NOUN') return null;
  const n = bare ? i : skipAdjectives(tokens, tags, i + 1);
  const noun = tokens[n];
  const verb = tokens[n + 1];
  if (
    !noun ||
    (!bare && !noun.joined) ||
    !verb?.joined ||
    !isSingularNoun(noun, tags[n]) ||
    !isBaseVerb(verb, tags[n + 1])
  )
    return null;
  // "the spinning jenny, power loom, and the steam engine": in a list the tagger may read the last noun as a
  // verb; a real verb goes on to its object or complement.
  const after = tokens[n + 2];
  if (!after?.joined || tags[n + 2]?.pos === 'CCONJ') return null;
  if (!rc.lexicon.isWord(verb.text)) return null;
  const form = thirdPerson(verb.lower);
  return findingOver(SINGULAR, verb, verb, `"${noun.text}" is singular, so the verb takes -s: "${form}".`, [
    matchCase(verb.text, form),
  ]);
}

/** "They goes", "the students likes": a plural subject with a verb in the third person singular. */
function pluralWithS(rc: RuleContext, i: number): GrammarFinding | null {
  const { tokens, tags } = rc;
  const first = tokens[i];
  if (!first) return null;
  let subject = i;
  if (!/^(they|we|i)$/.test(first.lower)) {
    if (!PLURAL_DETERMINERS.has(first.lower) || !startsClause(tokens, i)) return null;
    subject = skipAdjectives(tokens, tags, i + 1);
    const noun = tokens[subject];
    if (!noun?.joined || tags[subject]?.pos !== 'NOUN' || !isPluralNoun(noun.lower, rc.lexicon)) return null;
  } else if (first.joined && /^(and|or|nor)$/.test(tokens[i - 1]?.lower ?? '')) {
    // "he and I" is plural, but "she or I" agrees with the nearer word: left to the writer.
    return null;
  }
  const verb = joinedAt(tokens, subject, 1);
  const tag = tags[subject + 1];
  if (!verb || !tag || !isThirdPersonVerb(verb, tag)) return null;
  const noun = tokens[subject]?.text ?? '';
  return findingOver(PLURAL, verb, verb, `"${noun}" is plural, so the verb has no -s: "${tag.lemma}".`, [
    matchCase(verb.text, tag.lemma),
  ]);
}

/** Words after which "it" or "her" is an object and a bare verb follows correctly ("let it go", "made him leave"). */
const BARE_VERB_FRAMES = wordSet(
  'let lets make makes made help helps helped have has had watch watched see saw seen hear heard feel felt to and or nor that',
);

/** Adjectives and adverbs the tagger sometimes takes for verbs after a pronoun ("he last left", "it right"). */
const NOT_VERBS = wordSet('last right wrong still even well alone just');

/** "She walk to school": "he", "she" or "it" with a verb's base form, which the tagger tells from a noun. */
function pronounWithBase(rc: RuleContext, i: number): GrammarFinding | null {
  const { tokens, tags } = rc;
  const subject = tokens[i];
  if (!subject || !/^(he|she|it)$/.test(subject.lower) || tags[i]?.pos !== 'PRON') return null;
  const before = subject.joined ? tokens[i - 1] : undefined;
  // "Is it right?": after an auxiliary the pronoun is inverted and the next word is not its verb.
  if (
    before &&
    (INVERTERS.has(before.lower) || BARE_VERB_FRAMES.has(before.lower) || tags[i - 1]?.pos === 'AUX')
  )
    return null;
  const verb = joinedAt(tokens, i, 1);
  if (!verb || !isBaseVerb(verb, tags[i + 1]) || NOT_VERBS.has(verb.lower) || !rc.lexicon.isWord(verb.text))
    return null;
  const form = thirdPerson(verb.lower);
  return findingOver(SINGULAR, verb, verb, `After "${subject.text}" the verb takes -s: "${form}".`, [
    matchCase(verb.text, form),
  ]);
}

const PLURAL_TO_SINGULAR = new Map(
  Object.entries({ are: 'is', were: 'was', have: 'has', do: 'does', "aren't": "isn't", "weren't": "wasn't" }),
);

/** "A person who are", "a tool that help": in a relative clause the verb agrees with the singular noun before it. */
function relativeAfterSingular(rc: RuleContext, i: number): GrammarFinding | null {
  const { tokens, tags } = rc;
  const noun = tokens[i];
  const pronoun = joinedAt(tokens, i, 1);
  const verb = joinedAt(tokens, i, 2);
  if (!noun || !pronoun || !verb || !/^(who|that|which)$/.test(pronoun.lower)) return null;
  if (!isSingularNoun(noun, tags[i]) || tags[i + 1]?.pos === 'SCONJ') return null;
  // "one of the students who are", "the number of people that have": the clause may describe a plural before.
  // "rocks near the coast which are": after a preposition the noun may not be what the clause describes.
  for (let k = Math.max(0, i - 4); k < i; k += 1) {
    if (/^(of|and|or)$/.test(tokens[k]?.lower ?? '') || tags[k]?.pos === 'ADP') return null;
  }
  const form =
    PLURAL_TO_SINGULAR.get(verb.lower) ?? (isBaseVerb(verb, tags[i + 2]) ? thirdPerson(verb.lower) : null);
  if (!form) return null;
  return findingOver(
    SINGULAR,
    verb,
    verb,
    `The verb agrees with "${noun.text}", which is singular: "${form}".`,
    [matchCase(verb.text, form)],
  );
}

export const singularSubjectVerb: Rule = (rc) =>
  rc.tokens.flatMap(
    (_, i) => singularWithBase(rc, i) ?? pronounWithBase(rc, i) ?? relativeAfterSingular(rc, i) ?? [],
  );
export const pluralSubjectWithS: Rule = (rc) => rc.tokens.flatMap((_, i) => pluralWithS(rc, i) ?? []);
