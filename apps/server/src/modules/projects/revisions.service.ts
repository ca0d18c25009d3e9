import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { REVISION_PAGE_SIZE } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { postRevisions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findOwnedPost, writeVersion } from './posts.service.ts';
import { presentRevision, presentRevisionSummary } from './projects.presenter.ts';

export async function listRevisions(
  db: Database,
  ownerId: string,
  projectId: string,
  postId: string,
  page: number,
) {
  await findOwnedPost(db, ownerId, projectId, postId);
  const { content: _content, ...summary } = getTableColumns(postRevisions);
  const [rows, [count]] = await Promise.all([
    db
      .select(summary)
      .from(postRevisions)
      .where(eq(postRevisions.postId, postId))
      .orderBy(desc(postRevisions.version))
      .limit(REVISION_PAGE_SIZE)
      .offset((page - 1) * REVISION_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(postRevisions)
      .where(eq(postRevisions.postId, postId)),
  ]);
  return {
    data: rows.map(presentRevisionSummary),
    totalCount: count?.n ?? 0,
    page,
    pageSize: REVISION_PAGE_SIZE,
  };
}

export interface RevisionRef {
  projectId: string;
  postId: string;
  revisionId: string;
}

async function findRevision(db: Database, ownerId: string, { projectId, postId, revisionId }: RevisionRef) {
  await findOwnedPost(db, ownerId, projectId, postId);
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)));
  if (!row) throw notFound('No revision with this id exists for this document.', 'posts/revision-not-found');
  return row;
}

export async function getRevision(db: Database, ownerId: string, ref: RevisionRef) {
  return presentRevision(await findRevision(db, ownerId, ref));
}

/** Makes an earlier revision the current content again, as a new version (so the restore can be undone). */
export async function restoreRevision(
  db: Database,
  ownerId: string,
  ref: RevisionRef,
  baseVersion: number | null,
) {
  const revision = await findRevision(db, ownerId, ref);
  return writeVersion(db, {
    projectId: ref.projectId,
    postId: ref.postId,
    baseVersion,
    html: revision.content,
    wordCount: revision.wordCount,
    reason: 'restore',
  });
}
