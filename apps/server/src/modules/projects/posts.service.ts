import { and, asc, eq, sql } from 'drizzle-orm';
import {
  POST_CONTENT_MAX_BYTES,
  type CitationStyle,
  type RevisionReason,
  type SavePostRequest,
} from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { postRevisions, posts, projects } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { runInWorker } from '../../workers/pool.ts';
import { cleanPostContent } from '../../workers/post-content.ts';
import { findOwnedProject } from './projects.service.ts';
import { presentPost } from './projects.presenter.ts';

const postNotFound = () => notFound('No document with this id exists in this project.', 'posts/not-found');

export const contentTooLarge = () =>
  new HttpError(
    413,
    'posts/content-too-large',
    `The document is too large to save: at most ${POST_CONTENT_MAX_BYTES / 1024 / 1024} MB of HTML is allowed.`,
  );

/** The post, provided its project belongs to the caller; otherwise 404 as if neither existed. */
export async function findOwnedPost(db: Database, ownerId: string, projectId: string, postId: string) {
  await findOwnedProject(db, ownerId, projectId);
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.projectId, projectId)));
  if (!row) throw postNotFound();
  return row;
}

export async function listPosts(db: Database, ownerId: string, projectId: string) {
  await findOwnedProject(db, ownerId, projectId);
  const rows = await db
    .select()
    .from(posts)
    .where(eq(posts.projectId, projectId))
    .orderBy(asc(posts.createdAt), asc(posts.id));
  return rows.map(presentPost);
}

export async function getPost(db: Database, ownerId: string, projectId: string, postId: string) {
  return presentPost(await findOwnedPost(db, ownerId, projectId, postId));
}

interface NewVersion {
  projectId: string;
  postId: string;
  /** The version the writer started from; null writes on top of whatever is current. */
  baseVersion: number | null;
  html: string;
  wordCount: number;
  citationFormat?: CitationStyle;
  reason: RevisionReason;
}

/**
 * Stores a new version and its revision in one transaction. The version check sits in the UPDATE's WHERE
 * clause, so of two saves from the same base exactly one matches; the other gets 409 with the server copy.
 * The project row is locked first, in the same order as deleting a project, so the two cannot deadlock.
 */
export async function writeVersion(db: Database, next: NewVersion) {
  const now = new Date();
  const written = await db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, next.projectId)).for('update');
    const match = [eq(posts.id, next.postId), eq(posts.projectId, next.projectId)];
    if (next.baseVersion !== null) match.push(eq(posts.version, next.baseVersion));
    const [row] = await tx
      .update(posts)
      .set({
        content: next.html,
        wordCount: next.wordCount,
        version: sql`${posts.version} + 1`,
        ...(next.citationFormat && { citationFormat: next.citationFormat }),
        updatedAt: now,
      })
      .where(and(...match))
      .returning();
    if (!row) return null;
    await tx.insert(postRevisions).values({
      id: newId(),
      postId: row.id,
      version: row.version,
      content: row.content,
      wordCount: row.wordCount,
      reason: next.reason,
      createdAt: now,
    });
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, next.projectId));
    return row;
  });
  if (written) return presentPost(written);
  const [current] = await db.select().from(posts).where(eq(posts.id, next.postId));
  if (!current) throw postNotFound();
  throw new HttpError(
    409,
    'posts/version-conflict',
    `This document was saved elsewhere since version ${next.baseVersion} (it is now at version ${current.version}). ` +
      'Compare the two copies and save again from the latest version.',
    { server: presentPost(current) },
  );
}

/**
 * Drafts up to this size are cleaned on the request thread (a few milliseconds); longer ones on a worker thread.
 * Saves must not queue behind the grammar engine's start-up, which holds both worker threads for seconds after
 * a restart, while a writer's autosave waits.
 */
const CLEAN_IN_PLACE_BYTES = 64 * 1024;

function cleanContent(content: string) {
  if (Buffer.byteLength(content, 'utf8') <= CLEAN_IN_PLACE_BYTES) return cleanPostContent(content);
  return runInWorker('sanitize', content);
}

export async function savePost(
  db: Database,
  ownerId: string,
  projectId: string,
  postId: string,
  body: SavePostRequest,
) {
  if (Buffer.byteLength(body.content, 'utf8') > POST_CONTENT_MAX_BYTES) throw contentTooLarge();
  await findOwnedPost(db, ownerId, projectId, postId);
  const { html, wordCount } = await cleanContent(body.content);
  return writeVersion(db, {
    projectId,
    postId,
    baseVersion: body.version,
    html,
    wordCount,
    citationFormat: body.citationFormat,
    reason: body.reason,
  });
}
