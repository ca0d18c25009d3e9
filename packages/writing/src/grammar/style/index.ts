import { tokenize, type Token } from '../tokens.ts';
import type { GrammarCheckOptions, GrammarFinding } from '../types.ts';
import { hedging, stackedHedges } from './hedging.ts';
import { informalWords } from './informal.ts';
import { longSentences, passiveVoice } from './passive.ts';
import { contractions, firstPerson } from './register.ts';
import type { StyleRule } from './style-rule.ts';
import { wordiness } from './wordiness.ts';

/** Academic register: reported only when the writer asks for style findings. */
export const STYLE_RULES: readonly StyleRule[] = [
  contractions,
  informalWords,
  firstPerson,
  hedging,
  stackedHedges,
  wordiness,
  passiveVoice,
  longSentences,
];

const PASSIVE_TYPE = 'STYLE:PASSIVE';

/**
 * Only one finding is shown where two overlap, so a passive made of a phrasal verb ("was put off") or of a
 * contraction ("weren't given") would hide the other finding. The passive one then keeps only its words that
 * the other does not cover ("was", "given").
 */
function passiveAroundOthers(findings: GrammarFinding[], text: string): GrammarFinding[] {
  // Passives sort after other findings that start at the same word, so those are the ones just before them.
  const sorted = [...findings].sort(
    (a, b) =>
      a.start - b.start || Number(a.errorType === PASSIVE_TYPE) - Number(b.errorType === PASSIVE_TYPE),
  );
  return sorted.flatMap((finding, i) => {
    if (finding.errorType !== PASSIVE_TYPE) return [finding];
    let { start, end } = finding;
    for (let j = i - 1; j >= 0 && sorted[j]?.start === finding.start; j -= 1) {
      start = Math.max(start, sorted[j]?.end ?? start);
    }
    for (let j = i + 1; j < sorted.length; j += 1) {
      const next = sorted[j];
      if (!next || next.start >= finding.end) break;
      if (next.errorType !== PASSIVE_TYPE) end = Math.min(end, next.start);
    }
    const words = text.slice(start, end);
    const lead = words.length - words.trimStart().length;
    const trimmed = { start: start + lead, end: start + words.trimEnd().length };
    return trimmed.end > trimmed.start ? [{ ...finding, ...trimmed }] : [];
  });
}

export function styleFindings(
  text: string,
  options: GrammarCheckOptions,
  tokens: readonly Token[] = tokenize(text),
): GrammarFinding[] {
  return passiveAroundOthers(
    STYLE_RULES.flatMap((rule) => rule(tokens, options)),
    text,
  );
}
