import type { GrammarEdit } from '@penwright/shared';

/** Paragraphs are joined with a blank line, so a sentence never runs from one into the next. */
const SEPARATOR = '\n\n';

export interface BatchItem {
  key: number;
  text: string;
}

export interface Batch {
  text: string;
  items: readonly (BatchItem & { offset: number })[];
}

/**
 * Groups paragraphs into as few requests as fit `maxChars` each (one request per paragraph would run into the
 * rate limit on a long draft). A paragraph longer than `maxChars` on its own cannot be checked and is left out.
 */
export function batchParagraphs(items: readonly BatchItem[], maxChars: number): Batch[] {
  const batches: Batch[] = [];
  let current: { text: string; items: (BatchItem & { offset: number })[] } | null = null;
  for (const item of items) {
    if (item.text.length > maxChars) continue;
    const extra = current ? SEPARATOR.length + item.text.length : item.text.length;
    if (!current || current.text.length + extra > maxChars) {
      current = { text: '', items: [] };
      batches.push(current);
    }
    if (current.items.length > 0) current.text += SEPARATOR;
    current.items.push({ ...item, offset: current.text.length });
    current.text += item.text;
  }
  return batches;
}

/**
 * Hands each paragraph of a batch the edits that fall inside it, with offsets relative to the paragraph. An
 * edit across the separator belongs to no paragraph and is dropped.
 */
export function splitEdits(batch: Batch, edits: readonly GrammarEdit[]): Map<number, GrammarEdit[]> {
  const byKey = new Map<number, GrammarEdit[]>(batch.items.map((item) => [item.key, []]));
  for (const edit of edits) {
    const item = batch.items.find((i) => edit.start >= i.offset && edit.end <= i.offset + i.text.length);
    if (!item) continue;
    byKey.get(item.key)?.push({
      ...edit,
      start: edit.start - item.offset,
      end: edit.end - item.offset,
      sentence_start: Math.max(0, edit.sentence_start - item.offset),
    });
  }
  return byKey;
}
