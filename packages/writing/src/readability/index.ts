export {
  LONG_SENTENCE_WORDS,
  readabilityStats,
  type ReadabilityStats,
  type SentenceLength,
} from './readability.ts';
