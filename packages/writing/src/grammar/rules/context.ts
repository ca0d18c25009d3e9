import type { Lexicon } from '../lexicon.ts';
import type { Tag } from '../pos/tagger.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';

/** What every rule receives: the words of one paragraph and the dialect's dictionary. */
export interface RuleContext {
  text: string;
  tokens: readonly Token[];
  lexicon: Lexicon;
  /** Part-of-speech tag of each token (same index), or undefined where the tagger saw no word there. */
  tags: readonly (Tag | undefined)[];
}

export type Rule = (context: RuleContext) => GrammarFinding[];

/** The word `offset` places after `index`, only when every word between touches the next (one clause). */
export function joinedAt(tokens: readonly Token[], index: number, offset: number): Token | undefined {
  for (let k = 1; k <= offset; k += 1) if (!tokens[index + k]?.joined) return undefined;
  return tokens[index + offset];
}

/** Words that end a noun phrase: a noun in front of them is the head, not a modifier ("a sports car"). */
const NOUN_PHRASE_ENDERS = wordSet(
  'of in on at for with from to about into by who which whose where when than and or but ' +
    'is are was were be been have has had can could will would should must may might do does did',
);

/** The noun at `index` ends its phrase: punctuation, the end, or a preposition, conjunction or verb follows. */
export function endsNounPhrase(tokens: readonly Token[], index: number): boolean {
  const next = joinedAt(tokens, index, 1);
  return next === undefined || NOUN_PHRASE_ENDERS.has(next.lower);
}

const CLAUSE_ADVERBS = wordSet('there here too now today yesterday again also last next every that');
/** Subject pronouns open a clause of their own, so a noun before one ends its phrase ("many subject we study"). */
const CLAUSE_SUBJECTS = wordSet('i we they he she you');
/** Past forms that are not also nouns or adjectives, so a noun before them is a subject. */
const PAST_VERBS = wordSet(
  'came went took gave saw knew began wrote spoke ate drove chose grew threw became ran did forgot broke made said ' +
    'thought brought bought taught caught felt kept left lost met paid sent spent told understood',
);

/**
 * The counted noun at `index` ends its phrase: what `endsNounPhrase` accepts, or an adverb, "that", a subject
 * pronoun or a verb in the past ("many student came", "a lot of student there", "several book we read").
 */
export function endsCountedPhrase(rc: RuleContext, index: number): boolean {
  if (endsNounPhrase(rc.tokens, index)) return true;
  const next = rc.tokens[index + 1];
  if (!next) return true;
  if (CLAUSE_ADVERBS.has(next.lower) || CLAUSE_SUBJECTS.has(next.lower)) return true;
  return PAST_VERBS.has(next.lower) || /[^e]ed$/.test(next.lower);
}
