import { findingOver, type RuleInfo } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import { joinedAt, type Rule, type RuleContext } from './context.ts';
import { isPluralNoun, isVerbOnly, MODALS } from './word-classes.ts';

const MISSING_TO: RuleInfo = { rule: 'missing-to', category: 'grammar', errorType: 'M:VERB:FORM' };
const MODAL_TO: RuleInfo = { rule: 'modal-with-to', category: 'grammar', errorType: 'U:PART' };
const MUCH_MANY: RuleInfo = { rule: 'much-with-plural', category: 'grammar', errorType: 'R:DET' };

/** Verbs that take "to" before another verb: "want to sell", "decide to leave". */
const TAKES_TO = wordSet(
  'want wants wanted need needs needed try tries tried decide decides decided plan plans planned hope hopes ' +
    'hoped going able refuse refuses refused manage manages managed seem seems seemed tend tends tended',
);
/** Catenative verbs with a bare verb after them: "want sell" → "want to sell". */
export const missingTo: Rule = (rc) =>
  rc.tokens.flatMap((token, i) => {
    const verb = joinedAt(rc.tokens, i, 1);
    if (!verb || !TAKES_TO.has(token.lower) || !isVerbOnly(verb.lower)) return [];
    return [
      findingOver(MISSING_TO, token, verb, `"${token.text}" takes "to" before a verb.`, [
        `${token.text} to ${verb.text}`,
      ]),
    ];
  });

/** Modals written with their negation: "can't to go", "cannot to go". */
const NEGATED_MODALS = wordSet("can't cannot couldn't won't wouldn't shouldn't mustn't");

/**
 * The "to" after a modal, or after a modal and "not", as in "will not to go"; undefined when there is none.
 * "ought" is no modal here, so "ought not to" is left alone.
 */
function toAfterModal(rc: RuleContext, i: number): Token | undefined {
  const modal = rc.tokens[i];
  const next = joinedAt(rc.tokens, i, 1);
  if (!modal || !next) return undefined;
  if (MODALS.has(modal.text) && next.lower === 'not') {
    const to = joinedAt(rc.tokens, i, 2);
    return to?.lower === 'to' && joinedAt(rc.tokens, i, 3) ? to : undefined;
  }
  const modalWord = MODALS.has(modal.text) || NEGATED_MODALS.has(modal.lower);
  return modalWord && next.lower === 'to' && joinedAt(rc.tokens, i, 2) ? next : undefined;
}

/** "can to go", "can't to go", "will not to go": a modal, negated or not, is followed by the bare verb. */
export const modalWithTo: Rule = (rc) =>
  rc.tokens.flatMap((modal, i) => {
    const to = toAfterModal(rc, i);
    if (!to) return [];
    const kept = rc.text.slice(modal.start, to.start).trimEnd();
    return [findingOver(MODAL_TO, modal, to, `After "${kept}" the verb follows without "to".`, [kept])];
  });

/** "much people", "much problems": countable plurals take "many". */
export const muchWithPlural: Rule = (rc) =>
  rc.tokens.flatMap((much, i) => {
    const noun = joinedAt(rc.tokens, i, 1);
    if (much.lower !== 'much' || !noun || noun.text !== noun.lower || !isPluralNoun(noun.lower, rc.lexicon))
      return [];
    const many = much.text === 'Much' ? 'Many' : 'many';
    return [
      findingOver(
        MUCH_MANY,
        much,
        much,
        `"${noun.text}" is a countable plural: "${many}", not "${much.text}".`,
        [many],
      ),
    ];
  });
