import { and, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import {
  PROJECT_PAGE_SIZE,
  type CreateProjectRequest,
  type ListProjectsQuery,
  type ProjectStatus,
  type UpdateProjectRequest,
} from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { plans, posts, projects, subscriptions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { notifyProjectCompleted } from '../notifications/project-notifications.ts';
import { assertCanAddActiveProject, assertTransition, isActiveStatus } from './projects.policy.ts';
import { presentProject } from './projects.presenter.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A project with its first post's id and word count, which the lists and the editor need. The subqueries
 * name their columns themselves: Drizzle leaves columns unqualified in a single-table select.
 */
const firstPost = (column: 'id' | 'word_count') =>
  sql.raw(
    `(select fp.${column} from posts fp where fp.project_id = projects.id order by fp.created_at, fp.id limit 1)`,
  );
const projectWithPost = {
  project: projects,
  postId: sql<string | null>`${firstPost('id')}`,
  wordCount: sql<number | null>`${firstPost('word_count')}`,
};

const SORT_COLUMNS = {
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  dueDate: projects.dueDate,
} as const;

const projectNotFound = () =>
  notFound('No project with this id exists for your account.', 'projects/not-found');

/** The caller's project; another person's project answers exactly like one that does not exist. */
export async function findOwnedProject(db: Database | Tx, ownerId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw projectNotFound();
  return row;
}

export async function getProject(db: Database, ownerId: string, id: string) {
  const [row] = await db
    .select(projectWithPost)
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)));
  if (!row) throw projectNotFound();
  return presentProject(row);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProjects(db: Database, ownerId: string, query: ListProjectsQuery) {
  const filters: SQL[] = [eq(projects.ownerId, ownerId)];
  if (query.status) filters.push(eq(projects.status, query.status));
  if (query.search) filters.push(ilike(projects.title, `%${escapeLike(query.search)}%`));
  const where = and(...filters);
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [count]] = await Promise.all([
    db
      .select(projectWithPost)
      .from(projects)
      .where(where)
      // Projects without a due date go last whichever way the list is sorted.
      .orderBy(
        sql`${column} ${direction} nulls last`,
        query.order === 'asc' ? asc(projects.id) : desc(projects.id),
      )
      .limit(PROJECT_PAGE_SIZE)
      .offset((query.page - 1) * PROJECT_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(where),
  ]);
  return {
    data: rows.map(presentProject),
    totalCount: count?.n ?? 0,
    page: query.page,
    pageSize: PROJECT_PAGE_SIZE,
  };
}

/**
 * Checks the owner's plan allows one more active project. The subscription row is locked, so two requests
 * at once cannot both take the last place.
 */
async function checkAllowance(tx: Tx, ownerId: string) {
  const [row] = await tx
    .select({ subscriptionStatus: subscriptions.status, planName: plans.name, limits: plans.limits })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, ownerId))
    .for('update', { of: subscriptions });
  const [active] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), ne(projects.status, 'completed')));
  assertCanAddActiveProject(row ?? null, active?.n ?? 0);
}

export async function createProject(db: Database, ownerId: string, input: CreateProjectRequest) {
  const id = newId();
  await db.transaction(async (tx) => {
    await checkAllowance(tx, ownerId);
    await tx.insert(projects).values({
      id,
      ownerId,
      title: input.title,
      type: input.type,
      brief: input.brief ?? '',
      academicLevel: input.academicLevel,
      targetWords: input.targetWords ?? null,
      citationStyle: input.citationStyle,
      dueDate: input.dueDate ?? null,
    });
    await tx.insert(posts).values({ id: newId(), projectId: id, citationFormat: input.citationStyle });
  });
  return getProject(db, ownerId, id);
}

export async function updateProject(
  db: Database,
  ownerId: string,
  id: string,
  changes: UpdateProjectRequest,
) {
  const updated = await db
    .update(projects)
    .set({
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.type !== undefined && { type: changes.type }),
      ...(changes.brief !== undefined && { brief: changes.brief }),
      ...(changes.academicLevel !== undefined && { academicLevel: changes.academicLevel }),
      ...(changes.targetWords !== undefined && { targetWords: changes.targetWords }),
      ...(changes.citationStyle !== undefined && { citationStyle: changes.citationStyle }),
      ...(changes.dueDate !== undefined && { dueDate: changes.dueDate }),
      ...(changes.requirements !== undefined && { requirements: changes.requirements }),
      ...(changes.outline !== undefined && { outline: changes.outline }),
      updatedAt: new Date(),
    })
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
    .returning({ id: projects.id });
  if (updated.length === 0) throw projectNotFound();
  // The draft is formatted in the project's style: its citations and bibliography follow it, and so does the
  // post's citation format (what the checker and the exports read).
  if (changes.citationStyle !== undefined) {
    await db.update(posts).set({ citationFormat: changes.citationStyle }).where(eq(posts.projectId, id));
  }
  return getProject(db, ownerId, id);
}

export async function deleteProject(db: Database, ownerId: string, id: string) {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
    .returning({ id: projects.id });
  if (deleted.length === 0) throw projectNotFound();
}

/** Moves a project along its workflow; reopening a completed project needs a free place on the plan. */
export async function transitionProject(db: Database, ownerId: string, id: string, to: ProjectStatus) {
  await db.transaction(async (tx) => {
    const project = await findOwnedProject(tx, ownerId, id, true);
    assertTransition(project.status, to);
    if (!isActiveStatus(project.status) && isActiveStatus(to)) await checkAllowance(tx, ownerId);
    const now = new Date();
    await tx
      .update(projects)
      .set({ status: to, updatedAt: now, completedAt: to === 'completed' ? now : null })
      .where(eq(projects.id, id));
    if (to === 'completed') await notifyProjectCompleted(tx, ownerId, project);
  });
  return getProject(db, ownerId, id);
}
