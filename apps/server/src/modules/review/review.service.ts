import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GRAMMAR_MAX_CHARS, type GrammarEdit, type ReviewReport } from '@penwright/shared';
import {
  assembleReport,
  briefForbidsFirstPerson,
  ownText,
  reviewText,
  type DraftReviewParts,
  type ReviewText,
} from '@penwright/writing';
import type { GrammarProvider } from '../../adapters/grammar/index.ts';
import type { GrammarLog } from '../../adapters/grammar/provider.ts';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { runInWorker } from '../../workers/pool.ts';
import { listWords } from '../grammar/dictionary.service.ts';
import { finishEdits } from '../grammar/grammar.service.ts';
import { ignoredDigests } from '../grammar/ignores.service.ts';
import { getPreferences } from '../grammar/preferences.service.ts';
import { notifyReviewReady } from '../notifications/project-notifications.ts';
import { findOwnedProject } from '../projects/projects.service.ts';
import { dismissedIds } from './dismissals.service.ts';

/** The heavy part of a report, kept per draft version and settings: a repeated GET only re-applies dismissals. */
interface Computed {
  review: ReviewText;
  parts: DraftReviewParts;
  edits: GrammarEdit[];
  /** Whether the writer has been told this version's review is ready (once it is in review). */
  notified?: boolean;
}

const CACHE_SIZE = 64;
const cache = new Map<string, Computed>();

function remember(key: string, value: Computed) {
  cache.delete(key);
  cache.set(key, value);
  // Oldest first in a Map: drop from the front.
  for (const old of cache.keys()) {
    if (cache.size <= CACHE_SIZE) break;
    cache.delete(old);
  }
}

const digest = (...parts: unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

/**
 * Paragraph-aligned pieces under the grammar endpoint's limit, each with its offset: an outside provider takes
 * at most GRAMMAR_MAX_CHARS at once, and the built-in engine caches per paragraph either way.
 */
export function grammarChunks(text: string): { text: string; offset: number }[] {
  const chunks: { text: string; offset: number }[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + GRAMMAR_MAX_CHARS);
    if (end < text.length) {
      const gap = text.lastIndexOf('\n\n', end);
      if (gap > start) end = gap;
    }
    chunks.push({ text: text.slice(start, end), offset: start });
    start = end;
  }
  return chunks;
}

interface GrammarContext {
  dialect: Awaited<ReturnType<typeof getPreferences>>['dialect'];
  words: string[];
  ignored: Set<string>;
  forbidFirstPerson: boolean;
}

async function grammarEdits(
  provider: GrammarProvider,
  text: string,
  context: GrammarContext,
  projectId: string,
  log: GrammarLog,
): Promise<GrammarEdit[]> {
  const answers = await Promise.all(
    grammarChunks(text).map(async (chunk) => {
      if (!chunk.text.trim()) return [];
      try {
        const edits = await provider.check({
          text: chunk.text,
          dialect: context.dialect,
          words: context.words,
          style: true,
          forbidFirstPerson: context.forbidFirstPerson,
          sessionId: `review-${projectId}`,
        });
        return finishEdits(chunk.text, edits, { ...context, style: true }).map((e) => ({
          ...e,
          start: e.start + chunk.offset,
          end: e.end + chunk.offset,
          sentence_start: e.sentence_start + chunk.offset,
        }));
      } catch (err) {
        if (err instanceof HttpError) throw err; // busy or timed out: the writer may try again
        log.error({ err }, 'grammar check for the review failed');
        return [];
      }
    }),
  );
  return answers.flat();
}

/** The review report of the project's saved draft (DESIGN §6, step 4). */
export async function reviewProject(
  db: Database,
  provider: GrammarProvider,
  ownerId: string,
  projectId: string,
  log: GrammarLog,
): Promise<ReviewReport> {
  const project = await findOwnedProject(db, ownerId, projectId);
  const [post] = await db
    .select({ id: posts.id, content: posts.content, version: posts.version, style: posts.citationFormat })
    .from(posts)
    .where(eq(posts.projectId, projectId))
    .orderBy(posts.createdAt)
    .limit(1);
  const [preferences, words, ignored, dismissed] = await Promise.all([
    getPreferences(db, ownerId),
    listWords(db, ownerId),
    ignoredDigests(db, projectId),
    dismissedIds(db, projectId),
  ]);
  const html = post?.content ?? '';
  const version = post?.version ?? 0;
  const style = post?.style ?? project.citationStyle;
  const context: GrammarContext = {
    dialect: preferences.dialect,
    words,
    ignored,
    forbidFirstPerson: briefForbidsFirstPerson(project.brief),
  };
  const key = digest(
    projectId,
    post?.id,
    version,
    style,
    project.updatedAt.toISOString(),
    context.dialect,
    words,
    [...ignored].sort(),
  );
  let computed = cache.get(key);
  if (!computed) {
    const review = reviewText(html);
    const reviewed = {
      requirements: project.requirements,
      outline: project.outline,
      academicLevel: project.academicLevel,
    };
    const [parts, edits] = await Promise.all([
      runInWorker('review', { review, project: reviewed, style }),
      grammarEdits(provider, ownText(review), context, projectId, log),
    ]);
    computed = { review, parts, edits };
    remember(key, computed);
  } else remember(key, computed);
  const report = assembleReport(computed.review, computed.parts, computed.edits, { version, dismissed });
  // Finishing a review is the first report of a version the project is in review with; a report computed
  // while drafting does not count until the project moves to review.
  if (project.status === 'review' && !computed.notified) {
    await notifyReviewReady(db, ownerId, project, version, report);
    computed.notified = true;
  }
  return report;
}
