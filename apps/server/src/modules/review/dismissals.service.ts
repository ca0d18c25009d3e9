import { and, asc, eq } from 'drizzle-orm';
import type { DismissFindingRequest, ReviewDismissal } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { reviewDismissals } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { findOwnedProject } from '../projects/projects.service.ts';

type Row = typeof reviewDismissals.$inferSelect;

const present = (row: Row): ReviewDismissal => ({
  findingId: row.findingId,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** The ids of a project's dismissed findings, for leaving them out of its report. */
export async function dismissedIds(db: Database, projectId: string): Promise<Set<string>> {
  const rows = await db
    .select({ findingId: reviewDismissals.findingId })
    .from(reviewDismissals)
    .where(eq(reviewDismissals.projectId, projectId));
  return new Set(rows.map((r) => r.findingId));
}

export async function listDismissals(db: Database, ownerId: string, projectId: string) {
  await findOwnedProject(db, ownerId, projectId);
  const rows = await db
    .select()
    .from(reviewDismissals)
    .where(eq(reviewDismissals.projectId, projectId))
    .orderBy(asc(reviewDismissals.createdAt), asc(reviewDismissals.id));
  return rows.map(present);
}

/** Dismisses a finding; dismissing it again replaces the reason. */
export async function dismissFinding(
  db: Database,
  ownerId: string,
  projectId: string,
  { findingId, reason }: DismissFindingRequest,
) {
  await findOwnedProject(db, ownerId, projectId);
  const [row] = await db
    .insert(reviewDismissals)
    .values({ id: newId(), projectId, findingId, reason })
    .onConflictDoUpdate({
      target: [reviewDismissals.projectId, reviewDismissals.findingId],
      set: { reason, createdAt: new Date() },
    })
    .returning();
  return present(row!);
}

/** Brings a dismissed finding back into the report. */
export async function restoreFinding(db: Database, ownerId: string, projectId: string, findingId: string) {
  await findOwnedProject(db, ownerId, projectId);
  const deleted = await db
    .delete(reviewDismissals)
    .where(and(eq(reviewDismissals.projectId, projectId), eq(reviewDismissals.findingId, findingId)))
    .returning({ id: reviewDismissals.id });
  if (deleted.length === 0)
    throw notFound('This finding is not dismissed in this project.', 'review/not-dismissed');
}
