import type { GrammarFinding } from '../types.ts';
import type { Rule } from './context.ts';
import { fusedClauseStarts } from './fused-clauses.ts';

/**
 * Past this many words with no comma, semicolon, colon, dash or bracket, a sentence almost always fuses
 * clauses that need punctuation between them (a run-on sentence).
 */
export const RUN_ON_WORDS = 30;

/**
 * From this many words, a stretch without punctuation is reported when a second main clause visibly starts in
 * it ("… a stressful situation it requires time …"). A long academic sentence without commas rarely has one.
 */
export const FUSED_RUN_ON_WORDS = 20;

/** A long stretch of words with no punctuation at all: the writer should find where its clauses meet. */
export const runOnSentence: Rule = (rc) => {
  const { tokens } = rc;
  const findings: GrammarFinding[] = [];
  const fused = fusedClauseStarts(rc);
  let first = 0;
  for (let i = 1; i <= tokens.length; i += 1) {
    const token = tokens[i];
    if (token && token.joined) continue;
    // `joined` is false after any punctuation: a run of joined words is a stretch with no punctuation at all.
    const from = tokens[first];
    const to = tokens[i - 1];
    const junction = fused.find((k) => k > first && k < i);
    const words = i - first;
    const fusedStart = junction === undefined ? undefined : tokens[junction];
    if (from && to && (words >= RUN_ON_WORDS || (fusedStart && words >= FUSED_RUN_ON_WORDS))) {
      const where = fusedStart
        ? ` A new clause starts at "${rc.text.slice(fusedStart.start, tokens[(junction ?? 0) + 1]?.end ?? fusedStart.end)}".`
        : '';
      findings.push({
        start: from.start,
        end: to.end,
        category: 'punctuation',
        rule: 'run-on-sentence',
        errorType: 'R:PUNCT',
        message: `${words} words without punctuation: this reads as several sentences run together. Add commas or full stops where the clauses meet.${where}`,
        replacements: [],
      });
    }
    first = i;
  }
  return findings;
};
