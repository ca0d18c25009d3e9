import type { Token } from '../tokens.ts';

/*
 * Part-of-speech tags for Penwright's own rules, from wink-nlp's small English model (Universal POS tags,
 * with lemmas). The Hunspell flags the other rules read cannot tell "the teacher teach" (noun, then verb) from
 * "the school work" (two nouns); a statistical tagger can, from the words around. The model is loaded on first
 * use and kept for the life of the thread; tagging is linear in the text (tens of milliseconds for 20,000
 * words once warm).
 */

/** A word's part of speech (Universal tag set: NOUN, VERB, AUX, ADJ, ADV, PRON, DET, ADP, SCONJ…) and lemma. */
export interface Tag {
  pos: string;
  lemma: string;
}

export type Tagger = (text: string, tokens: readonly Token[]) => readonly (Tag | undefined)[];

async function createTagger(): Promise<Tagger> {
  const { default: winkNLP } = await import('wink-nlp');
  const { default: model } = await import('wink-eng-lite-web-model');
  const nlp = winkNLP(model, ['sbd', 'pos']);
  const its = nlp.its;
  return (text, tokens) => {
    if (tokens.length === 0) return [];
    const words = nlp.readDoc(text).tokens();
    const values = words.out();
    const pos = words.out(its.pos) as string[];
    // The type definitions give `lemma` a signature `out` does not accept, although it is a token property.
    const lemmas = words.out(its.lemma as unknown as typeof its.pos) as string[];
    // wink splits "don't" into "do" + "n't" and may drop characters it does not keep as tokens, so its words
    // are found again in the text in order, and a Penwright token takes the tag of the word starting with it.
    const byStart = new Map<number, Tag>();
    let cursor = 0;
    values.forEach((value, i) => {
      const at = text.indexOf(value, cursor);
      if (at < 0) return;
      byStart.set(at, { pos: pos[i] ?? 'X', lemma: (lemmas[i] ?? value).toLowerCase() });
      cursor = at + value.length;
    });
    return tokens.map((token) => byStart.get(token.start));
  };
}

let tagger: Promise<Tagger> | undefined;

/** The tagger, loaded once per thread. */
export function loadTagger(): Promise<Tagger> {
  tagger ??= createTagger();
  return tagger;
}
