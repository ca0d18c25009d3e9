import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import {
  INVERTERS,
  isPluralNoun,
  PLURAL_SUBJECT_PRONOUNS,
  SINGULAR_INDEFINITES,
  SINGULAR_SUBJECT_PRONOUNS,
} from './word-classes.ts';

const INFO: RuleInfo = { rule: 'subject-verb-agreement', category: 'grammar', errorType: 'R:VERB:SVA' };

/** Singular auxiliaries and their plural forms. */
const TO_PLURAL = new Map(
  Object.entries({
    is: 'are',
    was: 'were',
    has: 'have',
    does: 'do',
    "doesn't": "don't",
    doesnt: "don't",
    "isn't": "aren't",
    isnt: "aren't",
    "wasn't": "weren't",
    wasnt: "weren't",
    "hasn't": "haven't",
    hasnt: "haven't",
  }),
);
const TO_SINGULAR = new Map(
  Object.entries({
    are: 'is',
    were: 'was',
    have: 'has',
    do: 'does',
    "don't": "doesn't",
    dont: "doesn't",
    "aren't": "isn't",
    arent: "isn't",
    "weren't": "wasn't",
    werent: "wasn't",
    "haven't": "hasn't",
    havent: "hasn't",
  }),
);
/** Common verbs whose bare form after he/she/it is a slip ("he go"); listed because the bare form is ambiguous. */
const COMMON_VERBS = wordSet(
  'go like want need make take think know say get come see give use find tell become seem feel try work play live ' +
    'believe help mean show study learn spend buy pay keep love hate prefer hope agree depend allow provide',
);
/** Determiners before a plural head noun that is the subject ("the results was"). */
const PREPOSITIONS = wordSet(
  'of in on at from with by for to about into through under between among during after before than like without',
);
const SUBJECT_DETERMINERS = wordSet(
  'the these those my our their your his her many some most all both several such',
);

export function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(o|ch|sh|x|s|z)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

function report(subject: Token, verb: Token, replacement: string, message: string): GrammarFinding {
  const fixed = `${subject.text} ${matchCase(verb.text, replacement)}`;
  return findingOver(INFO, subject, verb, message, [fixed]);
}

function pronounSubject(
  tokens: readonly Token[],
  i: number,
  subject: Token,
  verb: Token,
): GrammarFinding | null {
  const before = tokens[i - 1];
  if (before && subject.joined && INVERTERS.has(before.lower)) return null;
  // "He and I are": a compound subject is plural.
  if (before && subject.joined && /^(and|or|nor)$/.test(before.lower)) return null;
  if (SINGULAR_SUBJECT_PRONOUNS.has(subject.lower) || SINGULAR_INDEFINITES.has(subject.lower)) {
    // "as it were", "if he were": the subjunctive keeps "were".
    if (verb.lower === 'were' && before && /^(as|if|though|wish)$/.test(before.lower)) return null;
    const singular = TO_SINGULAR.get(verb.lower);
    if (singular)
      return report(subject, verb, singular, `"${subject.text}" takes a singular verb: "${singular}".`);
    if (SINGULAR_SUBJECT_PRONOUNS.has(subject.lower) && COMMON_VERBS.has(verb.lower)) {
      const form = thirdPerson(verb.lower);
      return report(subject, verb, form, `After "${subject.text}" the verb takes -s: "${form}".`);
    }
    return null;
  }
  if (PLURAL_SUBJECT_PRONOUNS.has(subject.lower) || subject.lower === 'i') {
    if (subject.lower === 'i' && (verb.lower === 'was' || verb.lower === "wasn't")) return null;
    let plural = TO_PLURAL.get(verb.lower);
    if (subject.lower === 'i' && (verb.lower === 'is' || verb.lower === 'are')) plural = 'am';
    if (plural && (subject.lower !== 'i' || !/^were/.test(plural))) {
      return report(subject, verb, plural, `"${subject.text}" takes "${plural}", not "${verb.text}".`);
    }
  }
  return null;
}

function nounSubject(
  tokens: readonly Token[],
  i: number,
  subject: Token,
  verb: Token,
  rc: Parameters<Rule>[0],
) {
  const plural = TO_PLURAL.get(verb.lower);
  if (!plural || !isPluralNoun(subject.lower, rc.lexicon)) return null;
  const determiner = subject.joined ? tokens[i - 1] : undefined;
  const headed = determiner ? SUBJECT_DETERMINERS.has(determiner.lower) : subject.sentenceStart;
  // "one of the results is": the subject is "one", not the plural after "of".
  // "in the videos is": after a preposition the noun is its object, not the subject.
  const ofBefore = determiner?.joined === true && PREPOSITIONS.has(tokens[i - 2]?.lower ?? '');
  if (
    !headed ||
    ofBefore ||
    (determiner && !determiner.sentenceStart && !determiner.joined && !subject.sentenceStart)
  ) {
    return null;
  }
  return report(subject, verb, plural, `"${subject.text}" is plural, so the verb is "${plural}".`);
}

/** Subject and verb disagree in number: "the results was", "they was", "he go", "everyone have". */
export const subjectVerbAgreement: Rule = (rc) => {
  const findings: GrammarFinding[] = [];
  rc.tokens.forEach((subject, i) => {
    const verb = joinedAt(rc.tokens, i, 1);
    if (!verb) return;
    const found =
      pronounSubject(rc.tokens, i, subject, verb) ??
      nounSubject(rc.tokens, i, subject, verb, rc) ??
      pronounAdverbVerb(rc.tokens, i, subject, verb);
    if (found) findings.push(found);
  });
  return findings;
};

/** Adverbs of frequency and focus that may stand between a subject and its verb: "he usually brings". */
const SUBJECT_ADVERBS = wordSet('usually always often never sometimes also still really just rarely seldom');

/** "he usually bring", "it also depend": one adverb between "he/she/it" and a base-form verb. */
function pronounAdverbVerb(
  tokens: readonly Token[],
  i: number,
  subject: Token,
  adverb: Token,
): GrammarFinding | null {
  const verb = joinedAt(tokens, i, 2);
  const before = tokens[i - 1];
  if (!verb || !SINGULAR_SUBJECT_PRONOUNS.has(subject.lower) || !SUBJECT_ADVERBS.has(adverb.lower))
    return null;
  if (before && subject.joined && (INVERTERS.has(before.lower) || /^(and|or|nor)$/.test(before.lower)))
    return null;
  const singular = TO_SINGULAR.get(verb.lower);
  const form = singular ?? (COMMON_VERBS.has(verb.lower) ? thirdPerson(verb.lower) : undefined);
  if (!form) return null;
  const fixed = `${subject.text} ${adverb.text} ${matchCase(verb.text, form)}`;
  return findingOver(INFO, subject, verb, `"${subject.text}" takes a singular verb: "${form}".`, [fixed]);
}

/** Words that open a clause of their own inside the subject: "the number of people who are". */
const CLAUSE_OPENERS = wordSet('who whom which that whose where when');
/** How many words may stand between "the number of" and its verb: "the number of serious new competitors". */
const NUMBER_OF_SPAN = 5;

/**
 * "The number of students are rising": the head is "number", so the verb is singular ("a number of students
 * are" is plural, and is left alone).
 */
export const numberOfAgreement: Rule = (rc) => {
  const { tokens } = rc;
  const findings: GrammarFinding[] = [];
  tokens.forEach((the, i) => {
    const number = joinedAt(tokens, i, 1);
    const of = joinedAt(tokens, i, 2);
    if (the.lower !== 'the' || number?.lower !== 'number' || of?.lower !== 'of') return;
    for (let k = 3; k <= 3 + NUMBER_OF_SPAN; k += 1) {
      const word = joinedAt(tokens, i, k);
      if (!word || CLAUSE_OPENERS.has(word.lower)) return;
      const singular = TO_SINGULAR.get(word.lower);
      if (singular && k > 3) {
        findings.push(
          findingOver(
            INFO,
            word,
            word,
            `The head of "the number of …" is "number", so the verb is "${singular}".`,
            [matchCase(word.text, singular)],
          ),
        );
        return;
      }
      if (TO_PLURAL.has(word.lower)) return;
    }
  });
  return findings;
};
