import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { grammarIgnoreKey, type AddGrammarIgnoreRequest } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { grammarIgnores } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { ownedDocument } from './grammar.policy.ts';
import { presentIgnore } from './grammar.presenter.ts';

/** The stored form of `grammarIgnoreKey`: a digest, since the key's NUL separator cannot be stored as text. */
export const ignoreDigest = (rule: string, text: string) =>
  createHash('sha256').update(grammarIgnoreKey(rule, text)).digest('base64url');

export async function listIgnores(db: Database, userId: string, documentId: string) {
  await ownedDocument(db, userId, documentId);
  const rows = await db
    .select()
    .from(grammarIgnores)
    .where(and(eq(grammarIgnores.projectId, documentId), eq(grammarIgnores.userId, userId)))
    .orderBy(asc(grammarIgnores.createdAt), asc(grammarIgnores.id));
  return rows.map(presentIgnore);
}

/** The digests of one project's ignores, for filtering a check's edits. */
export async function ignoredDigests(db: Database, projectId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: grammarIgnores.key })
    .from(grammarIgnores)
    .where(eq(grammarIgnores.projectId, projectId));
  return new Set(rows.map((r) => r.key));
}

/** Ignores a rule on these words in one project; ignoring the same thing again returns the first one. */
export async function addIgnore(db: Database, userId: string, request: AddGrammarIgnoreRequest) {
  await ownedDocument(db, userId, request.documentId);
  const key = ignoreDigest(request.rule, request.text);
  const [created] = await db
    .insert(grammarIgnores)
    .values({
      id: newId(),
      userId,
      projectId: request.documentId,
      rule: request.rule,
      text: request.text,
      key,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { ignore: presentIgnore(created), created: true };
  const [existing] = await db
    .select()
    .from(grammarIgnores)
    .where(and(eq(grammarIgnores.projectId, request.documentId), eq(grammarIgnores.key, key)));
  if (!existing) throw new Error('grammar ignore vanished between insert and read');
  return { ignore: presentIgnore(existing), created: false };
}

export async function removeIgnore(db: Database, userId: string, id: string) {
  const removed = await db
    .delete(grammarIgnores)
    .where(and(eq(grammarIgnores.id, id), eq(grammarIgnores.userId, userId)))
    .returning({ id: grammarIgnores.id });
  if (removed.length === 0)
    throw notFound('No ignored finding with this id exists for your account.', 'grammar/ignore-not-found');
}
