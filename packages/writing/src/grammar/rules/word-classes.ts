import type { Lexicon } from '../lexicon.ts';
import { wordSet } from '../tokens.ts';

/*
 * Closed word classes and a few morphological tests. English has no reliable part-of-speech signal without
 * a tagger, so the rules only act where the closed classes around a word settle what it must be.
 */

export const MODALS = wordSet('can could will would shall should may might must');
export const DETERMINERS = wordSet(
  'the a an this that these those my your his her its our their some any no every each',
);
export const SINGULAR_SUBJECT_PRONOUNS = wordSet('he she it');
export const PLURAL_SUBJECT_PRONOUNS = wordSet('we they you');
export const SINGULAR_INDEFINITES = wordSet(
  'everyone everybody someone somebody anyone anybody nobody everything something anything nothing',
);
/** Words after which a following verb is inverted or non-finite ("does he have", "if she were"). */
export const INVERTERS = wordSet(
  'do does did can could will would shall should may might must if wish though let make made help helps watch saw hear heard',
);
/** Adverbs that may sit between an auxiliary and its verb without changing the verb's form. */
export const MID_ADVERBS = wordSet(
  'also not never always still only really just often even already usually probably certainly',
);
/** Function words: the dictionary's flags say nothing useful about them. */
export const FUNCTION_WORDS = wordSet(
  'the a an and or but nor so yet for of in on at to by with from about into onto over under than then that this ' +
    'these those there here it its he she they we you i me him her them us my your his our their who whom whose ' +
    'which what when where why how not no all any some each every both either neither one also very too',
);
/** Plurals that do not end in -s. */
const IRREGULAR_PLURALS = wordSet('people children men women feet teeth mice police data criteria phenomena');
/** Nouns ending in -s that are singular or uncountable, and -s words that are rarely nouns. */
const S_SINGULARS = wordSet(
  'news series species means physics mathematics economics politics statistics ethics athletics gymnastics linguistics ' +
    'lens bus gas bias basis thesis analysis crisis chaos status campus virus census canvas atlas alias process ' +
    'success access address business witness illness class glass grass boss loss cross us this its his hers ours yours theirs ' +
    'always perhaps whereas thus besides afterwards towards sometimes nowadays various numerous previous serious famous ' +
    'obvious less unless yes has was is does goes',
);

/** Irregular past tenses and participles that cannot follow a modal or "to". */
export const IRREGULAR_PAST = new Map<string, string>(
  Object.entries({
    went: 'go',
    came: 'come',
    took: 'take',
    gave: 'give',
    saw: 'see',
    knew: 'know',
    thought: 'think',
    brought: 'bring',
    bought: 'buy',
    taught: 'teach',
    caught: 'catch',
    found: 'find',
    felt: 'feel',
    kept: 'keep',
    left: 'leave',
    became: 'become',
    began: 'begin',
    wrote: 'write',
    spoke: 'speak',
    ate: 'eat',
    drove: 'drive',
    chose: 'choose',
    grew: 'grow',
    threw: 'throw',
    told: 'tell',
    sold: 'sell',
    held: 'hold',
    stood: 'stand',
    understood: 'understand',
    met: 'meet',
    ran: 'run',
    sat: 'sit',
    won: 'win',
    lost: 'lose',
    spent: 'spend',
    sent: 'send',
    built: 'build',
    did: 'do',
    had: 'have',
    got: 'get',
    gotten: 'get',
    made: 'make',
    said: 'say',
    paid: 'pay',
    heard: 'hear',
  }),
);

/** A noun in the plural: irregular, or a word ending in -s whose singular is in the dictionary. */
export function isPluralNoun(word: string, lexicon: Lexicon): boolean {
  if (IRREGULAR_PLURALS.has(word)) return true;
  if (word.length < 4 || !word.endsWith('s') || S_SINGULARS.has(word)) return false;
  if (/(ss|us|is|ous|ics|'s)$/.test(word)) return false;
  if (!lexicon.isWord(word)) return false;
  const stem = singularOf(word);
  return stem !== word && lexicon.isWord(stem);
}

export function singularOf(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zzes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The plural of a regular noun, or null when the result is not a dictionary word. */
export function pluralOf(word: string, lexicon: Lexicon): string | null {
  let plural = `${word}s`;
  if (/[^aeiou]y$/.test(word)) plural = `${word.slice(0, -1)}ies`;
  else if (/(ch|sh|x|s|z)$/.test(word)) plural = `${word}es`;
  return lexicon.isWord(plural) ? plural : null;
}

/** The base form of a verb in the third person (-s) or past (-ed), or null when unsure. */
export function baseOfInflected(word: string, lexicon: Lexicon): string | null {
  const irregular = IRREGULAR_PAST.get(word);
  if (irregular) return irregular;
  const candidates: string[] = [];
  if (word.endsWith('ies')) candidates.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) candidates.push(word.slice(0, -2), word.slice(0, -1));
  else if (word.endsWith('s') && !word.endsWith('ss')) candidates.push(word.slice(0, -1));
  if (word.endsWith('ied')) candidates.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith('ed')) {
    candidates.push(word.slice(0, -2), word.slice(0, -1));
    if (/([bdgmnprt])\1ed$/.test(word)) candidates.push(word.slice(0, -3));
  }
  return candidates.find((c) => c.length > 1 && lexicon.isWord(c)) ?? null;
}

/** A noun and nothing else by the dictionary's flags: "company", "animal" (not "result", also a verb). */
export function isNounOnly(stem: string, lexicon: Lexicon): boolean {
  const flags = lexicon.flags(stem);
  return flags.includes('M') && !/[DG]/.test(flags);
}

/** A noun with a plural: "person", "subject" (not "information"). */
export function isCountableNoun(stem: string, lexicon: Lexicon): boolean {
  const flags = lexicon.flags(stem);
  return flags.includes('M') && flags.includes('S');
}

/**
 * A word with a plural and no verb forms: "flower", "problem". The American list often leaves the possessive
 * flag off nouns, so this takes the -s flag alone where no verb reading is possible.
 */
export function isPluralisable(stem: string, lexicon: Lexicon): boolean {
  const flags = lexicon.flags(stem);
  return flags.includes('S') && !/[DG]/.test(flags);
}

/**
 * Common verbs whose base form is never a noun or an adjective. The dictionary's flags cannot tell ("part" and
 * "number" carry verb flags too), so the list is written out.
 */
const VERB_ONLY = wordSet(
  'agree develop depend exist belong happen succeed improve survive affect seem consist remain require decide ' +
    'become believe choose continue create destroy discuss explain express forget give grow include involve know ' +
    'learn let make prefer prevent provide receive reduce spend take think understand achieve allow apply arrive ' +
    'avoid begin bring buy come consider contain deny describe determine disagree encourage enjoy ensure establish ' +
    'get go identify imagine indicate know lead leave lose maintain mean obtain occur own pay perform persuade ' +
    'prove realise realize recognise recognize relate rely say see sell send suggest teach tell tend write',
);

/** A verb's base form that is neither a noun nor an adjective: "agree", "develop", "depend". */
export function isVerbOnly(stem: string): boolean {
  return VERB_ONLY.has(stem);
}

/** Verbs that, straight after "to", can only be the infinitive ("to hear", "to meet"): the verb-only list and a few more. */
const AFTER_TO = wordSet('hear meet do finish study visit travel receive work help');

export function isVerbAfterTo(word: string): boolean {
  return VERB_ONLY.has(word) || AFTER_TO.has(word);
}
