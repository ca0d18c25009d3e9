import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { INVERTERS, isPluralNoun, isVerbOnly } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'subject-verb-agreement', category: 'grammar', errorType: 'R:VERB:SVA' };
const RELATIVE: RuleInfo = { rule: 'relative-pronoun', category: 'grammar', errorType: 'R:PRON' };

/*
 * A plural subject with a verb in -s: "the students thinks", "they goes", "people believes". Only verbs from
 * the verb-only list count, so a plural noun before a noun in -s ("the sales figures") never matches.
 */
const SUBJECT_DETERMINERS = wordSet(
  'the these those my our their your his her many some most all both several',
);
const PREPOSITIONS = wordSet(
  'of in on at from with by for to about into through under between among than like',
);
const NOUN_TOO = wordSet('lead mean own pay spend leave let');

/** The base form of a verb-only -s form ("thinks" → "think"), or null. */
function baseOfS(word: string): string | null {
  if (!word.endsWith('s') || word.endsWith('ss')) return null;
  const candidates = [word.slice(0, -1), word.slice(0, -2), `${word.slice(0, -3)}y`];
  return candidates.find((c) => c.length > 1 && isVerbOnly(c) && !NOUN_TOO.has(c)) ?? null;
}

function pluralSubject(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const subject = rc.tokens[i];
  const verb = joinedAt(rc.tokens, i, 1);
  if (!subject || !verb || verb.text !== verb.lower) return null;
  const base = baseOfS(verb.lower);
  if (!base) return null;
  const before = subject.joined ? rc.tokens[i - 1] : undefined;
  if (/^(they|we|you)$/.test(subject.lower) || subject.text === 'I') {
    // "so do they", "says I": inverted or non-finite verbs are not this pattern.
    if (before && INVERTERS.has(before.lower)) return null;
  } else {
    const lowerCase =
      subject.text === subject.lower ||
      (subject.sentenceStart && subject.text.slice(1) === subject.lower.slice(1));
    if (!lowerCase || !isPluralNoun(subject.lower, rc.lexicon)) return null;
    const headed = before ? SUBJECT_DETERMINERS.has(before.lower) : subject.sentenceStart;
    // "in the studies seems": after a preposition the noun is an object, not the subject.
    const object = before?.joined === true && PREPOSITIONS.has(rc.tokens[i - 2]?.lower ?? '');
    if (!headed || object) return null;
  }
  const fixed = `${subject.text} ${matchCase(verb.text, base)}`;
  return findingOver(INFO, subject, verb, `"${subject.text}" is plural, so the verb is "${base}".`, [fixed]);
}

/** People and things: "who" is for people, "which" for things. */
const PEOPLE = wordSet(
  'people person persons student students man men woman women child children teacher teachers parent parents ' +
    'friend friends someone anyone everyone somebody anybody everybody worker workers employee employees',
);

function whichForPeople(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const noun = rc.tokens[i];
  const which = joinedAt(rc.tokens, i, 1);
  if (!noun || !which || which.lower !== 'which' || !PEOPLE.has(noun.lower)) return null;
  // "the people which" starts a relative clause only if a verb or a subject follows; "of which" has a
  // preposition before it and is not matched here.
  if (!joinedAt(rc.tokens, i, 2)) return null;
  const who = matchCase(which.text, 'who');
  return findingOver(RELATIVE, which, which, `For people the relative pronoun is "who" (or "that").`, [
    who,
    'that',
  ]);
}

/** Verbs after which a pronoun takes a bare verb: "let it go", "watched her leave", "have him explain". */
const BARE_AFTER = wordSet(
  'let lets make makes made help helps helped see sees saw seen watch watched hear heard feel felt have has had ' +
    'having notice noticed',
);

/** "it seem", "she become", "everyone agree": a singular subject with a verb-only base form. */
function singularSubject(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const subject = rc.tokens[i];
  const verb = joinedAt(rc.tokens, i, 1);
  if (
    !subject ||
    !verb ||
    verb.text !== verb.lower ||
    !/^(he|she|it|everyone|everybody|someone|somebody|nobody|anyone|anybody)$/.test(subject.lower)
  )
    return null;
  if (!isVerbOnly(verb.lower) || NOUN_TOO.has(verb.lower)) return null;
  const before = subject.joined ? rc.tokens[i - 1] : undefined;
  // "does it seem", "if he agree" (old subjunctive), "let it go": the verb is not the finite verb of the subject.
  if (
    before &&
    (INVERTERS.has(before.lower) || BARE_AFTER.has(before.lower) || /^(to|and|or)$/.test(before.lower))
  )
    return null;
  const form = thirdPersonOf(verb.lower);
  const fixed = `${subject.text} ${matchCase(verb.text, form)}`;
  return findingOver(INFO, subject, verb, `After "${subject.text}" the verb takes -s: "${form}".`, [fixed]);
}

function thirdPersonOf(verb: string): string {
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(o|ch|sh|x|s|z)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

export const pluralSubjectVerb: Rule = (rc) =>
  rc.tokens.flatMap((_, i) => pluralSubject(rc, i) ?? singularSubject(rc, i) ?? []);
export const relativePronoun: Rule = (rc) => rc.tokens.flatMap((_, i) => whichForPeople(rc, i) ?? []);
