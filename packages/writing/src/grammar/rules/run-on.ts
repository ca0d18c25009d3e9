import type { GrammarFinding } from '../types.ts';
import type { Rule } from './context.ts';

/**
 * Past this many words with no comma, semicolon, colon, dash or bracket, a sentence almost always fuses
 * clauses that need punctuation between them (a run-on sentence).
 */
export const RUN_ON_WORDS = 30;

/** A long stretch of words with no punctuation at all: the writer should find where its clauses meet. */
export const runOnSentence: Rule = ({ tokens }) => {
  const findings: GrammarFinding[] = [];
  let first = 0;
  for (let i = 1; i <= tokens.length; i += 1) {
    const token = tokens[i];
    if (token && token.joined) continue;
    // `joined` is false after any punctuation: a run of joined words is a stretch with no punctuation at all.
    const from = tokens[first];
    const to = tokens[i - 1];
    if (from && to && i - first >= RUN_ON_WORDS) {
      findings.push({
        start: from.start,
        end: to.end,
        category: 'punctuation',
        rule: 'run-on-sentence',
        errorType: 'R:PUNCT',
        message: `${i - first} words without punctuation: this reads as several sentences run together. Add commas or full stops where the clauses meet.`,
        replacements: [],
      });
    }
    first = i;
  }
  return findings;
};
