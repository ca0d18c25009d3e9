import { lexiconFor } from '../lexicon.ts';
import { loadTagger } from '../pos/tagger.ts';
import { tokenize, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import type { EnglishDialect } from '@penwright/shared';
import { clauseAgreement } from './agreement-clauses.ts';
import { numberOfAgreement, subjectVerbAgreement } from './agreement.ts';
import { determinerNumber } from './articles.ts';
import { confusableWords } from './confusables.ts';
import type { Rule } from './context.ts';
import { prepositionChoice } from './collocations.ts';
import { connectorDoubling } from './connectors.ts';
import { contractionApostrophe } from './contractions.ts';
import { missingSubjectIt, sameWithoutTheRule, veryWithVerbRule } from './frames.ts';
import { prepositionBeforeClause } from './clause-links.ts';
import { verbFormAfterTo } from './infinitive.ts';
import { participleAfterHave } from './participles.ts';
import { soundAlikeWords } from './sound-alikes.ts';
import { wordForm } from './word-form.ts';
import { otherWithPlural, quantifierWithOf, uncountableNoun } from './nouns.ts';
import { pluralSubjectVerb, relativePronoun } from './agreement-verbs.ts';
import { articleAfterBeRule } from './article-after-be.ts';
import { missingArticle } from './article-frames.ts';
import { determinerAdjectiveNumber } from './determiner-adjective.ts';
import { sinceFor, verbComplement } from './verb-complements.ts';
import { commaAfterTransition } from './transitions.ts';
import { causativeWithTo, fixedPhrases, gerundAfterVerb } from './phrases.ts';
import { verbAfterPreposition } from './prepositions.ts';
import { runOnSentence } from './run-on.ts';
import { quantityPhraseNumber } from './quantity-phrase.ts';
import {
  inflectedAfterInfinitiveTo,
  infinitiveAfterVerb,
  modalAble,
  passiveIntransitive,
  relativeClauseAgreement,
  thereAreSingular,
} from './verb-frames.ts';
import { commaAfterIntroductoryClause, commaBeforeConjunction } from './clause-commas.ts';
import { pluralSubjectWithS, singularSubjectVerb } from './pos-agreement.ts';
import { baseVerbAfterBe, missingBe, oneOfPlural, verbAsModifier } from './pos-word-form.ts';
import { missingTo, modalWithTo, muchWithPlural } from './verb-patterns.ts';
import { bareVerbAfterBe, pastParticiple, verbFormAfterAuxiliary } from './verb-forms.ts';

/** Penwright's own grammar rules, for error classes harper misses or handles loosely. */
export const GRAMMAR_RULES: readonly Rule[] = [
  subjectVerbAgreement,
  numberOfAgreement,
  clauseAgreement,
  determinerNumber,
  verbFormAfterAuxiliary,
  pastParticiple,
  bareVerbAfterBe,
  confusableWords,
  contractionApostrophe,
  runOnSentence,
  missingTo,
  modalWithTo,
  muchWithPlural,
  gerundAfterVerb,
  causativeWithTo,
  fixedPhrases,
  connectorDoubling,
  verbAfterPreposition,
  prepositionChoice,
  uncountableNoun,
  quantifierWithOf,
  missingSubjectIt,
  veryWithVerbRule,
  sameWithoutTheRule,
  verbFormAfterTo,
  soundAlikeWords,
  prepositionBeforeClause,
  participleAfterHave,
  wordForm,
  pluralSubjectVerb,
  relativePronoun,
  otherWithPlural,
  missingArticle,
  determinerAdjectiveNumber,
  verbComplement,
  sinceFor,
  articleAfterBeRule,
  commaAfterTransition,
  singularSubjectVerb,
  pluralSubjectWithS,
  verbAsModifier,
  missingBe,
  oneOfPlural,
  baseVerbAfterBe,
  quantityPhraseNumber,
  modalAble,
  passiveIntransitive,
  infinitiveAfterVerb,
  thereAreSingular,
  relativeClauseAgreement,
  inflectedAfterInfinitiveTo,
  commaAfterIntroductoryClause,
  commaBeforeConjunction,
];

export async function ownGrammarFindings(
  text: string,
  dialect: EnglishDialect,
  tokens: readonly Token[] = tokenize(text),
): Promise<GrammarFinding[]> {
  const [lexicon, tagger] = await Promise.all([lexiconFor(dialect), loadTagger()]);
  const context = { text, tokens, lexicon, tags: tagger(text, tokens) };
  return GRAMMAR_RULES.flatMap((rule) => rule(context));
}
