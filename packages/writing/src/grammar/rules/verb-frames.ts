import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import { joinedAt, type Rule } from './context.ts';
import { baseOfInflected, isNounOnly, isPluralNoun, isVerbAfterTo } from './word-classes.ts';

const BE_ABLE: RuleInfo = { rule: 'modal-able', category: 'grammar', errorType: 'M:VERB' };
const MODALS = wordSet(
  "can can't cannot could couldn't will won't would wouldn't should shouldn't must may might",
);

/** "He can't able to come" → "can't be able to": a modal needs "be" before "able". */
export const modalAble: Rule = (rc) =>
  rc.tokens.flatMap((modal, i) => {
    const able = joinedAt(rc.tokens, i, 1);
    const to = joinedAt(rc.tokens, i, 2);
    if (!MODALS.has(modal.lower) || able?.lower !== 'able' || to?.lower !== 'to') return [];
    const fix = `${modal.text} be able`;
    const message = `"${modal.text}" needs a verb before "able": "${fix} to".`;
    return [findingOver(BE_ABLE, modal, able, message, [fix])];
  });

const INTRANSITIVE: RuleInfo = {
  rule: 'passive-intransitive',
  category: 'grammar',
  errorType: 'R:VERB:FORM',
};
/** Verbs that take no object, so they have no passive: "it was happened" → "it happened". */
const NO_PASSIVE = new Map<string, string>([
  ['happened', 'happen'],
  ['occurred', 'occur'],
  ['existed', 'exist'],
  ['consisted', 'consist'],
  ['belonged', 'belong'],
  ['emerged', 'emerge'],
  ['appeared', 'appear'],
  ['disappeared', 'disappear'],
]);
const BE_PAST = new Map<string, string>([
  ['was', 'past'],
  ['were', 'past'],
  ['is', 'present'],
  ['are', 'present'],
  ['am', 'present'],
]);

/** "It was happened yesterday", "the problem is occurred" → the active form. */
export const passiveIntransitive: Rule = (rc) =>
  rc.tokens.flatMap((be, i) => {
    const verb = joinedAt(rc.tokens, i, 1);
    const tense = BE_PAST.get(be.lower);
    const base = verb ? NO_PASSIVE.get(verb.lower) : undefined;
    if (!tense || !verb || !base) return [];
    const third = /^(is|was)$/.test(be.lower);
    const fix = tense === 'past' ? verb.lower : third ? `${base}s` : base;
    return [
      findingOver(INTRANSITIVE, be, verb, `"${base}" has no passive: write "${fix}".`, [
        matchCase(be.text, fix),
      ]),
    ];
  });

const TO_ING: RuleInfo = { rule: 'infinitive-after-verb', category: 'grammar', errorType: 'R:VERB:FORM' };
/** Verbs that take "to" and the base form, never "to" and a gerund. */
const TAKES_INFINITIVE = wordSet(
  'decide decides decided deciding want wants wanted wanting plan plans planned planning hope hopes hoped hoping ' +
    'need needs needed needing refuse refuses refused refusing promise promises promised promising manage ' +
    'manages managed managing fail fails failed failing wish wishes wished intend intends intended intending ' +
    'expect expects expected expecting seem seems seemed seeming tries tried try trying learn learns learned ' +
    'learnt learning afford afforded choose chose chosen chooses',
);

/** "We decided to buying a car" → "to buy". */
export const infinitiveAfterVerb: Rule = (rc) =>
  rc.tokens.flatMap((verb, i) => {
    const to = joinedAt(rc.tokens, i, 1);
    const form = joinedAt(rc.tokens, i, 2);
    if (!TAKES_INFINITIVE.has(verb.lower) || to?.lower !== 'to' || !form || form.text !== form.lower)
      return [];
    if (!/ing$/.test(form.lower) || isNounOnly(form.lower, rc.lexicon) || !rc.lexicon.isWord(form.lower))
      return [];
    const stem = form.lower.slice(0, -3);
    const base = [`${stem}e`, stem, stem.slice(0, -1)].find(
      (c) => c.length > 1 && rc.lexicon.flags(c).includes('G') && gerundMatches(c, form.lower),
    );
    if (!base) return [];
    return [
      findingOver(TO_ING, form, form, `After "${verb.text} to" the verb takes its base form: "${base}".`, [
        base,
      ]),
    ];
  });

function gerundMatches(base: string, gerund: string): boolean {
  return (
    `${base}ing` === gerund ||
    `${base.slice(0, -1)}ing` === gerund ||
    `${base}${base.at(-1) ?? ''}ing` === gerund
  );
}

const THERE_ARE: RuleInfo = { rule: 'there-are-singular', category: 'grammar', errorType: 'R:VERB:SVA' };
const AFTER_A_PLURAL = wordSet(
  'lot few number couple great good variety total series handful range host dozen bunch majority minority ' +
    'million thousand hundred billion large small wide growing',
);

/** "There are a reason for this" → "There is a reason". */
export const thereAreSingular: Rule = (rc) =>
  rc.tokens.flatMap((there, i) => {
    const be = joinedAt(rc.tokens, i, 1);
    const article = joinedAt(rc.tokens, i, 2);
    const next = joinedAt(rc.tokens, i, 3);
    if (there.lower !== 'there' || !be || !/^(are|were)$/.test(be.lower)) return [];
    if (!article || !/^(a|an)$/.test(article.lower) || !next || AFTER_A_PLURAL.has(next.lower)) return [];
    // "there are a few", "there were a great many": quantity words; anything else after "a" is one thing.
    if (!rc.lexicon.isWord(next.lower)) return [];
    const fix = be.lower === 'are' ? 'is' : 'was';
    return [
      findingOver(THERE_ARE, be, be, `One thing follows: "there ${fix} ${article.text}".`, [
        matchCase(be.text, fix),
      ]),
    ];
  });

const WHO_AGREEMENT: RuleInfo = {
  rule: 'relative-clause-agreement',
  category: 'grammar',
  errorType: 'R:VERB:SVA',
};
/** Singular verbs after "who" and the plural verbs they stand for. */
const WHO_VERBS = new Map<string, string>([
  ['is', 'are'],
  ['was', 'were'],
  ['has', 'have'],
  ['does', 'do'],
  ['lives', 'live'],
  ['wants', 'want'],
  ['likes', 'like'],
  ['needs', 'need'],
  ['works', 'work'],
  ['makes', 'make'],
  ['thinks', 'think'],
  ['knows', 'know'],
  ['tries', 'try'],
  ['takes', 'take'],
  ['goes', 'go'],
  ['studies', 'study'],
  ['believes', 'believe'],
  ['uses', 'use'],
  ['spends', 'spend'],
  ['prefers', 'prefer'],
  ['loves', 'love'],
  ['plays', 'play'],
  ['comes', 'come'],
  ['gives', 'give'],
]);

/**
 * "The students who lives here": after a plural noun, "who" takes a plural verb. Left alone after "one of"
 * ("one of the students who lives"), where usage is divided.
 */
export const relativeClauseAgreement: Rule = (rc) =>
  rc.tokens.flatMap((noun, i) => {
    const who = joinedAt(rc.tokens, i, 1);
    const verb = joinedAt(rc.tokens, i, 2);
    const plural = verb ? WHO_VERBS.get(verb.lower) : undefined;
    if (who?.lower !== 'who' || !verb || !plural || (noun.text !== noun.lower && !noun.sentenceStart))
      return [];
    if (!isPluralNoun(noun.lower, rc.lexicon)) return [];
    const window = rc.tokens.slice(Math.max(0, i - 4), i).map((t) => t.lower);
    if (window.includes('one') || window.includes('each') || window.includes('every')) return [];
    return [
      findingOver(
        WHO_AGREEMENT,
        verb,
        verb,
        `"who" stands for "${noun.text}", which is plural: "${plural}".`,
        [matchCase(verb.text, plural)],
      ),
    ];
  });

const AFTER_TO: RuleInfo = { rule: 'verb-form-after-to', category: 'grammar', errorType: 'R:VERB:FORM' };
/** Words before "to" that make it the infinitive marker: "going to", "able to", "have to". */
const INFINITIVE_LEADS = wordSet('going able have has had ought');

/** "I am going to helped him", "they have to studies": after these "to" the verb takes its base form. */
export const inflectedAfterInfinitiveTo: Rule = (rc) =>
  rc.tokens.flatMap((lead, i) => {
    const to = joinedAt(rc.tokens, i, 1);
    const verb = joinedAt(rc.tokens, i, 2);
    const leads = INFINITIVE_LEADS.has(lead.lower) || TAKES_INFINITIVE.has(lead.lower);
    if (!leads || to?.lower !== 'to' || !verb || verb.text !== verb.lower || !/(ed|s)$/.test(verb.lower))
      return [];
    if (!rc.lexicon.isWord(verb.lower)) return [];
    const base = baseOfInflected(verb.lower, rc.lexicon);
    if (!base || base === verb.lower) return [];
    // A word in -s may be a plural noun ("to needs of the poor"): only bases that are nothing but verbs count.
    // A word in -ed counts when the dictionary has it only as the past of a verb, not as an adjective of its own.
    const pastOnly =
      verb.lower.endsWith('ed') &&
      rc.lexicon.flags(verb.lower) === '' &&
      rc.lexicon.flags(base).includes('D');
    if (!(verb.lower.endsWith('s') ? isVerbAfterTo(base) : pastOnly)) return [];
    return [findingOver(AFTER_TO, verb, verb, `After "to" the verb takes its base form: "${base}".`, [base])];
  });
