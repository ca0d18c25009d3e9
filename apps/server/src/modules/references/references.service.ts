import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  REFERENCE_LIBRARY_MAX,
  REFERENCE_PAGE_SIZE,
  type CslItem,
  type ListReferencesQuerySchema,
  type ReferenceInputSchema,
  type UpdateReferenceRequestSchema,
} from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { references, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { libraryFull, referenceNotFound } from './references.errors.ts';
import { presentReference } from './references.presenter.ts';

type ListQuery = z.output<typeof ListReferencesQuerySchema>;
type Input = z.output<typeof ReferenceInputSchema>;
type Update = z.output<typeof UpdateReferenceRequestSchema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const csl = references.csl;

/** The text a search looks through: title, container, names, publisher, DOI, date and tags. */
const haystack = sql`concat_ws(' ', ${csl}->>'title', ${csl}->>'container-title', (${csl}->'author')::text,
  (${csl}->'editor')::text, ${csl}->>'publisher', ${csl}->>'DOI', (${csl}->'issued')::text,
  array_to_string(${references.tags}, ' '))`;

const SORTS = {
  createdAt: sql`${references.createdAt}`,
  updatedAt: sql`${references.updatedAt}`,
  title: sql`lower(${csl}->>'title')`,
  author: sql`lower(coalesce(${csl}->'author'->0->>'family', ${csl}->'author'->0->>'literal',
    ${csl}->'editor'->0->>'family', ${csl}->>'title'))`,
  year: sql`(${csl}->'issued'->'date-parts'->0->>0)`,
} as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The library keeps its own ids: an item's own `id` is dropped (a citation key is kept as such). */
export function storedItem({ id: _id, ...item }: CslItem): CslItem {
  return item;
}

export const ownRows = (userId: string, id: string) =>
  and(eq(references.id, id), eq(references.userId, userId));

export async function listReferences(db: Database, userId: string, query: ListQuery) {
  const filters: SQL[] = [eq(references.userId, userId)];
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    filters.push(ilike(haystack, `%${escapeLike(word)}%`));
  }
  if (query.tag) {
    filters.push(
      sql`exists (select 1 from unnest(${references.tags}) t where lower(t) = lower(${query.tag}))`,
    );
  }
  if (query.type) filters.push(sql`${csl}->>'type' = ${query.type}`);
  const where = and(...filters);
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(references)
      .where(where)
      .orderBy(
        sql`${SORTS[query.sort]} ${direction} nulls last`,
        query.order === 'asc' ? asc(references.id) : desc(references.id),
      )
      .limit(REFERENCE_PAGE_SIZE)
      .offset((query.page - 1) * REFERENCE_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(references)
      .where(where),
  ]);
  return {
    data: rows.map(presentReference),
    totalCount: count?.n ?? 0,
    page: query.page,
    pageSize: REFERENCE_PAGE_SIZE,
  };
}

export async function getReference(db: Database, userId: string, id: string) {
  const [row] = await db.select().from(references).where(ownRows(userId, id));
  if (!row) throw referenceNotFound();
  return presentReference(row);
}

/**
 * Makes room for `adding` references: the user's row is locked so that two imports at once cannot both take
 * the last places.
 */
export async function assertRoom(tx: Tx, userId: string, adding: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(references)
    .where(eq(references.userId, userId));
  const have = count?.n ?? 0;
  if (have + adding > REFERENCE_LIBRARY_MAX) throw libraryFull(have, adding);
}

export async function createReference(db: Database, userId: string, input: Input) {
  const row = await db.transaction(async (tx) => {
    await assertRoom(tx, userId, 1);
    const [inserted] = await tx
      .insert(references)
      .values({ id: newId(), userId, csl: storedItem(input.csl), tags: input.tags })
      .returning();
    return inserted!;
  });
  return presentReference(row);
}

export async function updateReference(db: Database, userId: string, id: string, input: Update) {
  const [row] = await db
    .update(references)
    .set({
      ...(input.csl && { csl: storedItem(input.csl) }),
      ...(input.tags && { tags: input.tags }),
      updatedAt: sql`now()`,
    })
    .where(ownRows(userId, id))
    .returning();
  if (!row) throw referenceNotFound();
  return presentReference(row);
}

export async function deleteReference(db: Database, userId: string, id: string) {
  const deleted = await db.delete(references).where(ownRows(userId, id)).returning({ id: references.id });
  if (deleted.length === 0) throw referenceNotFound();
}

/**
 * Every tag in the library with how many references carry it, most used first. Tags that differ only in case
 * are one tag (as the filter treats them), shown in one spelling.
 */
export async function listTags(db: Database, userId: string) {
  const tagged = db
    .select({ tag: sql<string>`unnest(${references.tags})`.as('tag') })
    .from(references)
    .where(eq(references.userId, userId))
    .as('tagged');
  return db
    .select({ tag: sql<string>`min(${tagged.tag} collate "C")`, count: sql<number>`count(*)::int` })
    .from(tagged)
    .groupBy(sql`lower(${tagged.tag})`)
    .orderBy(sql`count(*) desc`, sql`lower(${tagged.tag}) collate "C"`);
}
