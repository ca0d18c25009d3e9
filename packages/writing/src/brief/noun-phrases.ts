import type { Tagger } from '../grammar/pos/tagger.ts';
import { tokenize, type Token } from '../grammar/tokens.ts';
import { INSTRUCTION_VERBS } from './instructions.ts';
import { BRIEF_BOILERPLATE, STOP_WORDS, TASK_VERB_WORDS } from './lexicon.ts';

/*
 * Noun phrases of a sentence: runs of adjectives and nouns that end in a noun ("digital self-management
 * interventions", "Occupiers' Liability Act"), never crossing punctuation. With the part-of-speech tagger the
 * tags come from wink-nlp's model; without it (the browser, which does not load the model) a word's shape and
 * neighbours decide, which is right for most brief vocabulary: "argumentative" is an adjective, "write" after a
 * sentence start is a verb, "collected" before a noun describes it.
 */

export interface PhraseWord {
  text: string;
  /** Lower-case lemma, so "interventions" and "intervention" count as one term. */
  key: string;
  pos: 'NOUN' | 'PROPN' | 'ADJ' | 'NUM' | 'OTHER';
}

const ADJECTIVE_ENDING = /(?:ive|al|ous|ic|ful|able|ible|ary|less|ish|ent|ant|ed)$/;
const NOT_ADJECTIVE =
  /(?:ment|ant|ent)s?$|^(?:capital|animal|material|approval|proposal|journal|individual|signal|potential|student|patient|client|agent|element|parent|event|content|extent)s?$/;
/** Adjectives that rate or count rather than name a subject: never the start of a key term. */
const GENERIC_ADJECTIVES = new Set(
  `clear critical relevant key appropriate own different main various several specific good strong short full
  final recent current important significant possible major minor original detailed brief further particular
  similar wide broad general whole entire overall chosen given following additional necessary suitable`.split(
    /\s+/,
  ),
);
const VERB_CONTEXT = /^(?:to|you|must|should|will|can|may|and|not|then|also|we|they|i)$/;
/** Everyday verbs and particles a brief uses that the shape rules would take for nouns. */
const NOT_NOUNS = new Set(
  `goes go argue argues apply applies affect affects face facing count counts receive receives avoid avoids
  beyond later longer anywhere instead together away else towards toward whether like unlike per via
  take took taken get gets got make makes give gives need needs ask asks let lets help helps seem seems mean means
  become becomes remain remains happen happens begin begins lose loses excluding including except paste
  since until unless although though despite during return returns said`.split(/\s+/),
);

function lemma(word: string): string {
  const w = word.toLowerCase().replace(/['’]s?$/, '');
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ss|us|is|sis)$/.test(w)) return w;
  if (/(?:ches|shes|xes|sses)$/.test(w)) return w.slice(0, -2);
  if (/[^s]s$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

/** A tag from the word alone and the word before it, for when the model is not loaded. */
function guess(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
  first: boolean,
  heading: boolean,
): PhraseWord['pos'] {
  const w = token.lower;
  if (/^\d+$/.test(w)) return 'NUM';
  if ((STOP_WORDS.has(w) && !/^(?:first|second|third)$/.test(w)) || NOT_NOUNS.has(w)) return 'OTHER';
  if (/ly$/.test(w) && w.length > 4) return 'OTHER';
  const afterVerbWord = previous !== undefined && token.joined && VERB_CONTEXT.test(previous.lower);
  if ((first || afterVerbWord) && (INSTRUCTION_VERBS.has(w) || TASK_VERB_WORDS.has(w))) return 'OTHER';
  if (!first && !heading && /^\p{Lu}/u.test(token.text)) return 'PROPN';
  if (ADJECTIVE_ENDING.test(w) && !NOT_ADJECTIVE.test(w)) return 'ADJ';
  const prev = previous?.lower ?? '';
  // "Harbour Foods argues", "the dilemmas facing": a verb form right after a noun.
  const afterNoun = previous !== undefined && token.joined && !STOP_WORDS.has(prev) && !/ly$/.test(prev);
  // "working memory", "banking regulation": an -ing word right before a noun describes it.
  const beforeNoun =
    next !== undefined && next.joined && !STOP_WORDS.has(next.lower) && !/ly$/.test(next.lower);
  if (/ing$/.test(w) && beforeNoun && !/^(?:to|you|must|should|will|can|may)$/.test(prev)) return 'ADJ';
  if (/ing$/.test(w) && (afterVerbWord || afterNoun)) return 'OTHER';
  // "Harbour Foods argues that …": a verb form between a noun and what it governs.
  const governs =
    next !== undefined && /^(?:that|the|a|an|this|these|its|their|his|her|to|on|for|with)$/.test(next.lower);
  if (/[^s]s$/.test(w) && afterNoun && governs && INSTRUCTION_VERBS.has(w.slice(0, -1))) return 'OTHER';
  return 'NOUN';
}

function fromModel(tag: string | undefined): PhraseWord['pos'] {
  if (tag === 'NOUN' || tag === 'PROPN' || tag === 'ADJ' || tag === 'NUM') return tag;
  return 'OTHER';
}

/** Closes a run: it must end in a noun, and starts after any rating adjective or leading number. */
function finish(run: PhraseWord[]): PhraseWord[] | null {
  let end = run.length;
  while (end > 0 && run[end - 1]?.pos !== 'NOUN' && run[end - 1]?.pos !== 'PROPN') end -= 1;
  let start = 0;
  while (
    start < end &&
    (run[start]?.pos === 'NUM' ||
      GENERIC_ADJECTIVES.has(run[start]?.key ?? '') ||
      BRIEF_BOILERPLATE.has(run[start]?.key ?? '') ||
      // "present quantitative test results": an instruction verb the model read as an adjective.
      (run[start]?.pos === 'ADJ' && INSTRUCTION_VERBS.has(run[start]?.key ?? '')))
  )
    start += 1;
  const phrase = run.slice(start, end);
  return phrase.length > 0 ? phrase : null;
}

/**
 * The noun phrases of one sentence, in order. In a heading every word is capitalised, so there capitals do
 * not mark names.
 */
export function nounPhrases(sentence: string, tagger: Tagger | null, heading = false): PhraseWord[][] {
  const tokens = tokenize(sentence);
  const tags = tagger ? tagger(sentence, tokens) : null;
  const phrases: PhraseWord[][] = [];
  let run: PhraseWord[] = [];
  const close = () => {
    const phrase = finish(run);
    if (phrase) phrases.push(phrase);
    run = [];
  };
  tokens.forEach((token, i) => {
    const pos = tags
      ? fromModel(tags[i]?.pos)
      : guess(token, tokens[i - 1], tokens[i + 1], i === 0 || token.sentenceStart, heading);
    // Course codes ("ENGG1100") and single letters name nothing.
    const code = /\d/.test(token.text) && /\p{L}/u.test(token.text);
    const short = token.text.length < 2 && pos !== 'NUM';
    if (!token.joined || pos === 'OTHER' || code || short) close();
    if (pos !== 'OTHER' && !code && !short) {
      // The model lemmatises the first part of "person-centred" only; such words keep their own lemma.
      const modelLemma = pos !== 'PROPN' && !/[-'’]/.test(token.text) ? tags?.[i]?.lemma : undefined;
      const possessive = /['’]s$/.test(token.text);
      const text = token.text.replace(/['’]s$/, '');
      run.push({ text, key: modelLemma ?? lemma(text), pos });
      // "the company's external environment": the owner and the thing owned are two phrases.
      if (possessive) close();
    }
  });
  close();
  return phrases;
}
