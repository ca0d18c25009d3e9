import { NUMBER_WORD } from './numbers.ts';

/*
 * The phrasings of a length: figures with "words" or "pages", labelled figures ("Word limit: 2,000"), and the
 * words around a figure that make it a cap, a floor, a guide, or the length of one part of the work.
 */

// Thousands may be grouped with commas or spaces ("2,500", "2 500").
const NUM = String.raw`(?<![\d.,])(\d{1,3}(?:[,\u00a0\u202f\u2009 ]\d{3})+(?!\d)|\d+(?:\.\d+)?\s?k\b|\d+)`;
const TO = String.raw`\s*(?:-|–|—|to|and)\s*`;
export const BY_WORDS = new RegExp(
  String.raw`(?:between\s+)?${NUM}(?:\s*(?:words?\s*)?${TO}${NUM})?[\s-]*words?\b`,
  'gi',
);
export const BY_LABEL = new RegExp(
  String.raw`\b(word[\s-]*(?:limit|count|length|target|range|allowance)s?)\b([^\d.!?]{0,40}?)${NUM}(?:${TO}${NUM})?`,
  'gi',
);
// Page counts are small, so briefs often spell them out ("TWO TO THREE PAGES").
// "A4 pages" names a paper size: a number glued to a letter is not a count.
const PAGE_NUM = String.raw`(?<![\d.,A-Za-z])(\d+(?:\.\d+)?(?![\d,])|${NUMBER_WORD})`;
export const BY_PAGES = new RegExp(
  String.raw`${PAGE_NUM}(?:${TO}${PAGE_NUM})?[\s-]*(?:full\s+|(?:single|double|1\.5)[\s-]*spaced\s+|typed\s+|standard\s+|normal\s+|A[345]\s+|letter[\s-]+size\s+)?pages?\b`,
  'gi',
);

export const MAX_BEFORE =
  /(?:no more than|\bor (?:more|longer) than|not (?:to )?exceed(?:ing)?|not (?:be )?(?:more|longer) than|not (?:go|run|be|stretch) (?:over|beyond)|no longer than|maximum(?:\s+(?:length|word count|limit|size))?(?: of| is)?|max\.?|up to|at most|limit(?:ed)? (?:of|to)|(?:page|length) limit\s*[:|]|(?<!\bnot (?:be )?)(?:fewer|less) than|under|within|capped at)\s*(?:a |an )?[:(]?\s*$/i;
export const MIN_BEFORE =
  /(?:at least|minimum(?:\s+(?:length|word count|size))?(?: of)?|min\.?|no (?:fewer|less|shorter) than|not (?:be )?(?:fewer|less|shorter) than|more than|over|in excess of)\s*[:(]?\s*$/i;
export const APPROX_BEFORE =
  /(?:\b(?:approx\.?|approximately|about|around|roughly|circa|c\.|some|in the region of)|~)\s*(?:of\s*)?[:(]?\s*$/i;
// After a labelled figure the unit may come first: "Word count: 2,500 words maximum".
const UNIT_FIRST = String.raw`^\W{0,3}(?:(?:words?|(?:full\s+)?pages?)\W{0,3})?`;
export const MAX_AFTER = new RegExp(
  `${UNIT_FIRST}(?:max(?:imum)?\\b|limit\\b|or (?:less|fewer)\\b|at (?:the )?most\\b)`,
  'i',
);
export const MIN_AFTER = new RegExp(`${UNIT_FIRST}(?:min(?:imum)?\\b|or more\\b|at least\\b)`, 'i');
export const APPROX_AFTER = new RegExp(
  `${UNIT_FIRST}(?:approx|give or take|or so\\b|±|\\+\\s*\\/\\s*[-−]|plus or minus)`,
  'i',
);
/** "4 pages or 1,800 words, whichever is shorter": every figure in the sentence is a ceiling. */
export const WHICHEVER = /\bwhichever is (?:shorter|less|fewer|lower|smaller)\b/i;

export const WHOLE_PIECE =
  /\b(?:total|overall|whole|entire|full|assignment|essay|paper|report|dissertation|thesis|submission|review|proposal|chapter|case study|coursework|length|limit)\b/i;
// "Each essay must not exceed 20 pages" sizes every piece the writer hands in, so it is a whole-piece length;
// "each question", "per section" size a part.
export const PART_OF_PIECE =
  /\b(?:abstract|summary|introduction|conclusion|(?:each|per)(?!\s+(?:essay|paper|report|assignment|submission)\b)|reflection|annotations?|paragraph|slides?|poster|appendix|appendices|title|cover|blog|plan(?!\s+to\b)|question \d|part [a-z\d]|task \d|(?:element|component|step) \d|section [a-z]\b(?! of))\b/i;

/** "Group reports may be up to 15 pages": the length of a variant of the work, not of the work. */
export const VARIANT = /^\s*(?:group|joint|pair)\s+\p{L}+s\s+(?:may|can|are)\b/iu;

export const WORK_AS_SUBJECT =
  /^\s*(?:your|the)\s+(?:[\p{L}-]+\s+)?(?:plan|proposal|report|essay|paper|portfolio|project)\s+(?:should|must|will|is to|needs to)\s+be\s+(?:between\s+|about\s+|around\s+)?$/iu;
export const READING = /\b(?:read|reading|pp\.|textbook|handbook|see)\b/i;
/** Double spacing is the academic default (APA, MLA); single-spaced pages hold about twice the words. */
export const WORDS_PER_PAGE = { double: 250, single: 500 } as const;
/** "Less than 1,500 words will NOT receive credit" sets a floor, not a cap; "more than … will be penalised" a cap. */
export const CONSEQUENCE =
  /\b(?:will|may|would|shall)\s+not\s+(?:receive|get|earn|be\s+(?:accepted|graded|marked|considered|read))|\bpenali[sz]|\blose\b|\bfail|\bdeduct|\bno credit\b|\breturned\b|\bnot acceptable\b/i;
export const BELOW = /(?:less|fewer|shorter)\s+than|under|below/i;
export const ABOVE = /(?:more|longer)\s+than|over|in excess of|exceed/i;
