import type { PartLength } from './brief.schema.ts';
import type { BriefSentence } from './brief-lines.ts';
import { READING } from './length-patterns.ts';
import { pageCandidates, window, wordCandidates } from './word-target.ts';

/*
 * Lengths set for parts of the work rather than the whole: a second piece handed in beside it, or a numbered part
 * or question. They are read with the same candidates as the whole's length (word-target.ts), keeping those that
 * size a part.
 */

/** A piece handed in beside the main work, or a numbered part or question of it, whose length is its own. */
const PIECE =
  /\b(?:part|element|component|question|section|task|step)\s+(?:[a-h]|\d{1,2}|[ivx]{1,4})\b|\b(?:commentary|reflection|reflective|log|journal|essay|annotations?|entry|entries|poster|memo|letter|proposal|review|appendix|strategy|aims|budget)\b/i;
/** An abstract or a summary is a section of the work, listed with its length by the section reader. */
const SECTION_OF_THE_WORK = /\b(?:abstract|(?:executive|lay|project)\s+summary|summary of|introduction)\b/i;

/** "The appendix does not count toward the 12 pages": what the whole's length leaves out. */
const LEFT_OUT =
  /\b(?:counts?|counted)\s+towards?\b|\bdo(?:es)?\s+not\s+count\b|\bnot\s+(?:be\s+)?(?:counted|included)\b|\bexcluded\b/i;

/**
 * Lengths the brief sets for parts of the work ("B. Reflective log: 750 words", "Answer Question 1 in 800 to 1,000
 * words"), one per sentence, leaving out the sentence the whole piece's length came from.
 */
export function extractPartLengths(
  sentences: readonly BriefSentence[],
  whole: readonly (string | undefined)[],
): PartLength[] {
  const out: PartLength[] = [];
  for (const sentence of sentences) {
    const { text } = sentence;
    if (whole.includes(text) || READING.test(text) || /\?\s*$/.test(text) || !PIECE.test(text)) continue;
    if (SECTION_OF_THE_WORK.test(text) || LEFT_OUT.test(text)) continue;
    const words = wordCandidates(sentence).map((c) => ({ ...c, unit: 'words' as const }));
    const pages = pageCandidates([sentence]).map((c) => ({ ...c, unit: 'pages' as const }));
    const part = [...words, ...pages].find((c) => c.part);
    if (part) out.push({ ...window(part.kind, part.a, part.b), unit: part.unit, source: text });
  }
  return out;
}
