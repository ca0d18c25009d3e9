import { GENERAL_ERROR_TYPES, type GrammarEdit } from '@penwright/shared';
import type { GrammarFinding } from './types.ts';

/** The sentence around `offset`: from after the previous sentence end (or line break) to the next. */
function sentenceAround(
  text: string,
  start: number,
  end: number,
): { sentence: string; sentenceStart: number } {
  let from = start;
  while (from > 0 && !/[.!?\n]/.test(text[from - 1] ?? '')) from -= 1;
  while (from < start && /\s/.test(text[from] ?? '')) from += 1;
  let to = end;
  while (to < text.length && !/[.!?\n]/.test(text[to] ?? '')) to += 1;
  if (to < text.length && text[to] !== '\n') to += 1;
  return { sentence: text.slice(from, to), sentenceStart: from };
}

function editId(finding: GrammarFinding, text: string): string {
  // Same rule on the same words at the same place: the same id, so a client can keep its state across checks.
  let hash = 2166136261;
  for (const ch of `${finding.rule}|${finding.start}|${text.slice(finding.start, finding.end)}`) {
    hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Findings in Sapling's edits shape, offsets into `text`. */
export function findingsToEdits(text: string, findings: readonly GrammarFinding[]): GrammarEdit[] {
  return findings.map((finding) => {
    const { sentence, sentenceStart } = sentenceAround(text, finding.start, finding.end);
    return {
      id: editId(finding, text),
      start: finding.start,
      end: finding.end,
      replacement: finding.replacements[0] ?? '',
      sentence,
      sentence_start: sentenceStart,
      error_type: finding.errorType,
      general_error_type: GENERAL_ERROR_TYPES[finding.category],
      category: finding.category,
      rule: finding.rule,
      message: finding.message,
      replacements: finding.replacements,
    };
  });
}
