import { findingOver, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import type { Rule } from './context.ts';

const INFO: RuleInfo = { rule: 'connector-doubling', category: 'grammar', errorType: 'U:CONJ' };

/*
 * "Although it rained, but we went out": in English a subordinating conjunction already links the clauses,
 * so a second connector after the comma doubles it (a calque from languages that pair them). Only a
 * sentence that opens with the subordinator is checked, and only the word right after its first comma: in
 * "We stayed although it rained, but they left" the "but" joins a third clause and is correct.
 */
const PAIRS = new Map<string, ReadonlySet<string>>([
  ['although', wordSet('but yet')],
  ['though', wordSet('but')],
  ['because', wordSet('so')],
  ['since', wordSet('so')],
]);
/** Two-word openers that behave like "although". */
const OPENERS_OF_TWO = new Map([
  ['even though', 'although'],
  ['even if', 'although'],
]);

export const connectorDoubling: Rule = ({ text, tokens }) => {
  const findings: GrammarFinding[] = [];
  tokens.forEach((opener, i) => {
    if (!opener.sentenceStart) return;
    const pair = `${opener.lower} ${tokens[i + 1]?.lower ?? ''}`;
    const key = OPENERS_OF_TWO.get(pair) ?? opener.lower;
    const seconds = PAIRS.get(key);
    if (!seconds) return;
    for (let k = i + 1; k < tokens.length; k += 1) {
      const token = tokens[k];
      const previous = tokens[k - 1];
      if (!token || !previous || token.sentenceStart) return;
      if (token.joined) continue;
      // The first break inside the sentence: a comma ends the subordinate clause.
      if (text.slice(previous.end, token.start).trim() !== ',') return;
      if (seconds.has(token.lower)) {
        const first = key === opener.lower ? opener.text : `${opener.text} ${tokens[i + 1]?.text ?? ''}`;
        const found = findingOver(
          INFO,
          token,
          token,
          `"${first}" already links the two clauses; delete "${token.text}".`,
          [''],
        );
        // The space after the word goes with it, so deleting leaves one space.
        if (text[token.end] === ' ') found.end += 1;
        findings.push(found);
      }
      return;
    }
  });
  return findings;
};
