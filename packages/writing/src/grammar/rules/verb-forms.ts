import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { baseOfInflected, DETERMINERS, isNounOnly, isVerbOnly, MID_ADVERBS, MODALS } from './word-classes.ts';

const BASE_FORM: RuleInfo = {
  rule: 'verb-form-after-auxiliary',
  category: 'grammar',
  errorType: 'R:VERB:FORM',
};
const BARE_VERB: RuleInfo = { rule: 'bare-verb-after-be', category: 'grammar', errorType: 'R:VERB:FORM' };
const PARTICIPLE: RuleInfo = { rule: 'past-participle', category: 'grammar', errorType: 'R:VERB:FORM' };

/** Negative modals: the verb after them is bare too ("cannot understood", "won't goes"). */
const NEGATIVE_MODALS = wordSet("cannot can't couldn't won't wouldn't shouldn't mustn't");
/** Negative "do": a word in -s after it is a verb only when its base is never a noun ("doesn't knows"). */
const NEGATIVE_DO = wordSet("don't doesn't didn't dont doesnt didnt");
/** "do" auxiliaries: the verb after them is bare, like after a modal. */
const DO_AUXILIARIES = wordSet("do does did don't doesn't didn't dont doesnt didnt");
/** Function words that end in -s or -ed but are not verbs. */
const NOT_VERBS = wordSet(
  'this its his hers us as is was has does yes thus less unless bed need used red based',
);
/** Simple pasts whose participle differs: "has became" → "has become". */
const PARTICIPLES = new Map(
  Object.entries({
    went: 'gone',
    came: 'come',
    took: 'taken',
    gave: 'given',
    saw: 'seen',
    knew: 'known',
    began: 'begun',
    wrote: 'written',
    spoke: 'spoken',
    ate: 'eaten',
    drove: 'driven',
    chose: 'chosen',
    grew: 'grown',
    threw: 'thrown',
    became: 'become',
    ran: 'run',
    did: 'done',
    forgot: 'forgotten',
    broke: 'broken',
  }),
);

function afterAuxiliary(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const aux = rc.tokens[i];
  if (!aux) return null;
  const isModal =
    MODALS.has(aux.text) ||
    NEGATIVE_MODALS.has(aux.lower) ||
    (aux.sentenceStart && MODALS.has(aux.lower) && aux.lower !== 'may');
  if (!isModal && !DO_AUXILIARIES.has(aux.lower)) return null;
  // "the will to", "a can of": a noun, not an auxiliary.
  const before = aux.joined ? rc.tokens[i - 1] : undefined;
  if (before && DETERMINERS.has(before.lower)) return null;
  let k = 1;
  while (MID_ADVERBS.has(joinedAt(rc.tokens, i, k)?.lower ?? '') && k < 3) k += 1;
  const verb = joinedAt(rc.tokens, i, k);
  if (!verb || NOT_VERBS.has(verb.lower) || verb.text !== verb.lower) return null;
  // "do exercises": after "do" a word in -s is a noun; only past forms are checked there.
  // "may parts": after "may" a plural noun means a slip for "many", not a verb form.
  const base = rc.lexicon.isWord(verb.lower) ? baseOfInflected(verb.lower, rc.lexicon) : null;
  const verbAfterDo = NEGATIVE_DO.has(aux.lower) && base !== null && isVerbOnly(base);
  if ((!isModal || aux.lower === 'may') && verb.lower.endsWith('s') && !verbAfterDo) return null;
  if (!base || base === verb.lower) return null;
  // "may parts": a slip for "many" before a plural noun, not a verb form.
  if (isNounOnly(base, rc.lexicon)) return null;
  return findingOver(BASE_FORM, verb, verb, `After "${aux.text}" the verb takes its base form: "${base}".`, [
    matchCase(verb.text, base),
  ]);
}

/** A bare or inflected verb where the base form is required: "can goes", "will went", "didn't liked". */
export const verbFormAfterAuxiliary: Rule = (rc) => rc.tokens.flatMap((_, i) => afterAuxiliary(rc, i) ?? []);

/** A simple past after "have": "has became" → "has become". */
export const pastParticiple: Rule = (rc) =>
  rc.tokens.flatMap((token, i) => {
    if (!/^(have|has|had|having)$/.test(token.lower)) return [];
    const verb = joinedAt(rc.tokens, i, 1);
    const participle = verb ? PARTICIPLES.get(verb.lower) : undefined;
    if (!verb || !participle) return [];
    return [
      findingOver(PARTICIPLE, verb, verb, `After "${token.text}" use the participle "${participle}".`, [
        participle,
      ]),
    ];
  });

const BE = wordSet('am is are was were be been being');

/** A bare verb straight after "be": "I am agree", "it is depend on", "they were develop". */
export const bareVerbAfterBe: Rule = (rc) =>
  rc.tokens.flatMap((be, i) => {
    if (!BE.has(be.lower)) return [];
    const skip = joinedAt(rc.tokens, i, 1)?.lower === 'not' ? 2 : 1;
    const verb = joinedAt(rc.tokens, i, skip);
    if (!verb || verb.text !== verb.lower || !isVerbOnly(verb.lower)) return [];
    const stem = verb.lower.replace(/e$/, '');
    const forms = [`${stem}ing`, `${verb.lower}ing`, `${stem}ed`, `${verb.lower}d`].filter(
      (form, k, all) => all.indexOf(form) === k && rc.lexicon.isWord(form) && form !== verb.lower,
    );
    const message = `"${be.text}" is not followed by a bare verb: use "${verb.text}" alone, or ${forms
      .map((f) => `"${f}"`)
      .join(' or ')}.`;
    return [
      findingOver(
        BARE_VERB,
        be,
        verb,
        message,
        forms.map((f) =>
          rc.tokens
            .slice(i, i + skip)
            .map((t) => t.text)
            .concat(f)
            .join(' '),
        ),
      ),
    ];
  });
