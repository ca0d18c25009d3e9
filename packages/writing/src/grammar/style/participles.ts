import { wordSet, type Token } from '../tokens.ts';

/*
 * Which words after "be" or "get" are past participles of an action done to the subject. Regular ones end in
 * -ed; irregular ones are listed, with the endings that prefixed forms share ("undertaken", "withheld").
 */

const IRREGULAR = wordSet(
  'done made taken given seen known shown written found held kept left lost built sent spent paid told sold ' +
    'thought brought bought taught caught understood chosen driven grown thrown drawn begun broken forgotten ' +
    'hidden spoken stolen worn torn put set cut read led met run won said heard meant fought sought struck ' +
    'spread fed laid bound dealt felt hit hurt shut split dug ground shot slain sworn woven frozen shaken ' +
    'forbidden overcome undergone withdrawn beaten bitten blown flown sown sewn sunk hung lent bent stuck ' +
    'swept wound bred fled',
);
const IRREGULAR_ENDING = /(taken|given|written|drawn|known|held|seen|thrown|done|told|built|brought|taught)$/;

/** -ed words after "be" that describe a feeling or habit, never an action done to the subject. */
const NEVER_PASSIVE = wordSet('indeed supposed tired bored excited interested worried married amazed scared');

/**
 * Participles that usually describe a state ("is based on", "was related to", "are limited"): a passive only
 * when a "by" phrase names the doer ("limited by inconsistent designs").
 */
const STATIVE = wordSet(
  'based related associated located involved composed concerned limited closed born situated entitled ' +
    'dedicated devoted committed engaged equipped qualified skilled experienced aged advanced detailed ' +
    'complicated sophisticated varied crowded isolated inclined accustomed prepared determined convinced ' +
    'pleased surprised embarrassed annoyed confused disappointed frightened satisfied shocked obliged ' +
    'unexpected rushed',
);

/** Words that, after "used to", show the "accustomed" sense: "used to the noise", "used to working". */
const USED_TO_OBJECT = wordSet('the a an it this that these those them his her their its such');

export function isActionParticiple(tokens: readonly Token[], k: number): boolean {
  const token = tokens[k];
  if (!token) return false;
  const w = token.lower;
  if (NEVER_PASSIVE.has(w)) return false;
  const next = tokens[k + 1];
  const doerFollows = next?.joined === true && next.lower === 'by';
  // "un-" participles are adjectives ("unexpected", "unresolved") unless a doer follows with "by".
  if (STATIVE.has(w) || (w.startsWith('un') && w.endsWith('ed'))) return doerFollows;
  if (w === 'used') {
    // "is used to measure" is passive; "is used to the noise" and "used to working" mean accustomed.
    const after = tokens[k + 2];
    return !(
      next?.lower === 'to' &&
      after &&
      (after.lower.endsWith('ing') || USED_TO_OBJECT.has(after.lower))
    );
  }
  return IRREGULAR.has(w) || IRREGULAR_ENDING.test(w) || (w.length > 4 && w.endsWith('ed'));
}
