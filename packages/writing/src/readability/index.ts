export {
  LONG_SENTENCE_WORDS,
  readabilityStats,
  sentencesOf,
  type ReadabilityStats,
  type SentenceLength,
} from './readability.ts';
