/**
 * Below this many characters to check, one thread does it all: splitting a paragraph's worth of work costs
 * more in messages than it saves.
 */
export const SPLIT_FROM_CHARS = 8_000;

/**
 * A long check goes to the worker threads in tasks of at most about this many characters (one of harper's
 * batches, see HARPER_BATCH_CHARS in the engine). Small enough that a thread slowed by other work hands the
 * rest to the other, and that someone else's short check waits for one such task, not for a whole draft.
 */
export const CHUNK_CHARS = 12_000;

/**
 * Paragraph indexes in `parts` consecutive groups of about equal length. Fewer groups when the text is short
 * (no group under about SPLIT_FROM_CHARS) or has fewer paragraphs.
 */
export function shareOut(paragraphs: readonly string[], parts: number): number[][] {
  const total = paragraphs.reduce((sum, p) => sum + p.length, 0);
  const groups = Math.max(1, Math.min(parts, paragraphs.length, Math.ceil(total / SPLIT_FROM_CHARS)));
  const share = total / groups;
  const out: number[][] = [[]];
  let filled = 0;
  paragraphs.forEach((paragraph, i) => {
    const current = out[out.length - 1] ?? [];
    if (current.length > 0 && out.length < groups && filled + paragraph.length / 2 > share * out.length)
      out.push([i]);
    else current.push(i);
    filled += paragraph.length;
  });
  return out;
}

/**
 * The paragraphs in consecutive chunks for `threads` threads: a multiple of `threads` chunks of about equal
 * length, each at most about CHUNK_CHARS, so every round of tasks keeps all threads busy until the end.
 */
export function chunkParagraphs(paragraphs: readonly string[], threads: number): number[][] {
  const total = paragraphs.reduce((sum, p) => sum + p.length, 0);
  const rounds = Math.max(1, Math.ceil(total / (threads * CHUNK_CHARS)));
  return shareOut(paragraphs, rounds * threads);
}

/**
 * Runs `work` on every item with at most `width` of them under way at once, and answers the results in the
 * items' order. The next item starts only when one finishes, so a long check never fills the pool's queue: a
 * task someone else asks for meanwhile is queued behind the few running ones, not behind the whole check.
 * After a failure no further item starts, and the failure is what the call rejects with.
 */
export async function inTurns<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as T);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, lane));
  return results;
}
