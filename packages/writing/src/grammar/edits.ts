import { GENERAL_ERROR_TYPES, type GrammarEdit } from '@penwright/shared';
import type { GrammarFinding } from './types.ts';

const isSentenceEnd = (code: number) => code === 46 || code === 33 || code === 63 || code === 10; // . ! ? \n

/** Every place a sentence may start: 0 and each position just after ".", "!", "?" or a line break, in order. */
export function sentenceStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (isSentenceEnd(text.charCodeAt(i))) starts.push(i + 1);
  return starts;
}

/** The index of the last item of the ascending `values` that is at most `limit` (0 when none is). */
function lastAtMost(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((values[mid] ?? 0) <= limit) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The sentence around [start, end): from after the previous sentence end (or line break), spaces skipped, to
 * the next end, which it keeps unless it is a line break. `starts` is {@link sentenceStarts} of `text`, worked
 * out once for all the findings of a check rather than by walking the text for each.
 */
export function sentenceAround(
  text: string,
  starts: readonly number[],
  start: number,
  end: number,
): { sentence: string; sentenceStart: number } {
  let from = starts[lastAtMost(starts, start)] ?? 0;
  while (from < start && /\s/.test(text[from] ?? '')) from += 1;
  const next = lastAtMost(starts, end) + 1;
  // The first sentence end at or after `end`, if any: the character before the next start.
  let to = next < starts.length ? (starts[next] ?? text.length) - 1 : text.length;
  if (to < end) to = text.length;
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
  const starts = sentenceStarts(text);
  return findings.map((finding) => {
    const { sentence, sentenceStart } = sentenceAround(text, starts, finding.start, finding.end);
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
