import { harperFindings } from './harper.ts';
import { withoutMisreadings } from './harper-exceptions.ts';
import { lexiconFor } from './lexicon.ts';
import { withoutOverlaps } from './merge.ts';
import { ownGrammarFindings } from './rules/index.ts';
import { harperSpellingFilter, spellingFindings, suggestionBudget } from './spelling.ts';
import { styleFindings } from './style/index.ts';
import { tokenize } from './tokens.ts';
import type { GrammarCheckOptions, GrammarFinding } from './types.ts';

/** Between paragraphs in the batch sent to harper: a blank line, so no rule of harper's looks across it. */
const SEPARATOR = '\n\n';

/**
 * harper's time grows faster than the length of what it is given: a 120,000-character text takes about twice
 * as long in one call as in ten calls of 12,000 (measured on the bench's 20,000-word draft), while calls for
 * every single paragraph pay the crossing into WebAssembly each time. Batches of about this many characters
 * sit between the two.
 */
export const HARPER_BATCH_CHARS = 12_000;

/** Consecutive runs of paragraphs of about `limit` characters in all; a longer paragraph is a run alone. */
export function batchesOf(paragraphs: readonly string[], limit: number): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const paragraph of paragraphs) {
    if (current.length > 0 && size + paragraph.length > limit) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(paragraph);
    size += paragraph.length + SEPARATOR.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

async function harperByParagraph(paragraphs: readonly string[], options: GrammarCheckOptions) {
  const found: GrammarFinding[][] = [];
  for (const batch of batchesOf(paragraphs, HARPER_BATCH_CHARS))
    found.push(...(await harperBatch(batch, options)));
  return found;
}

/** harper's findings for several paragraphs from one call (crossing into WebAssembly once, not per paragraph). */
async function harperBatch(paragraphs: readonly string[], options: GrammarCheckOptions) {
  const starts: number[] = [];
  let offset = 0;
  for (const paragraph of paragraphs) {
    starts.push(offset);
    offset += paragraph.length + SEPARATOR.length;
  }
  const found = await harperFindings(paragraphs.join(SEPARATOR), options.dialect);
  const byParagraph: GrammarFinding[][] = paragraphs.map(() => []);
  for (const finding of found) {
    let k = starts.length - 1;
    while (k > 0 && (starts[k] ?? 0) > finding.start) k -= 1;
    const start = starts[k] ?? 0;
    const length = paragraphs[k]?.length ?? 0;
    // A span reaching into the separator or beyond its paragraph is dropped rather than clipped to a wrong word.
    if (finding.start < start || finding.end > start + length) continue;
    byParagraph[k]?.push({ ...finding, start: finding.start - start, end: finding.end - start });
  }
  return byParagraph;
}

export type ParagraphChecker = (
  paragraphs: readonly string[],
  options: GrammarCheckOptions,
) => Promise<GrammarFinding[][]>;

/** All findings for each paragraph, offsets relative to the paragraph, filtered by the options and non-overlapping. */
export async function checkParagraphs(
  paragraphs: readonly string[],
  options: GrammarCheckOptions,
): Promise<GrammarFinding[][]> {
  if (paragraphs.length === 0) return [];
  const personal = new Set((options.words ?? []).map((w) => w.toLowerCase()));
  const [harper, lexicon] = await Promise.all([
    harperByParagraph(paragraphs, options),
    lexiconFor(options.dialect),
  ]);
  const budget = suggestionBudget();
  return Promise.all(
    paragraphs.map(async (text, k) => {
      // Every part reads the same words: the paragraph is tokenised once, not once per part.
      const tokens = tokenize(text);
      const spellable = harperSpellingFilter(text, personal, tokens);
      const all = [
        ...withoutMisreadings(harper[k] ?? [], text).filter((f) => f.category !== 'spelling' || spellable(f)),
        ...(await ownGrammarFindings(text, options.dialect, tokens)),
        ...spellingFindings(text, lexicon, personal, budget, tokens),
        ...(options.style ? styleFindings(text, options, tokens) : []),
      ];
      return withoutOverlaps(
        all.filter((f) => options.style || f.category !== 'style'),
        text,
      );
    }),
  );
}
