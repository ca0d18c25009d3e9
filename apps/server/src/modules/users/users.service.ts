import { eq, sql } from 'drizzle-orm';
import type { ConsentChoice, ConsentPreferences, ConsentRecords, UpdateUserRequest } from '@penwright/shared';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { writeGenerationOf, type Database } from '../../db/client.ts';
import { authAccount, authUser, cookieConsents, plans, subscriptions, users } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { verifyPassword } from '../../identity/password.ts';
import { presentCurrentUser, presentSubscription } from './users.presenter.ts';

export async function findUserDocument(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('No user document exists for this account.', 'users/not-found');
  return row;
}

function currentUserQuery(db: Database) {
  return db
    .select({ doc: users, emailVerified: authUser.emailVerified, subscription: subscriptions, plan: plans })
    .from(users)
    .innerJoin(authUser, eq(authUser.id, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('current_user');
}

/**
 * The query behind every page load is built once per database: building Drizzle's SQL took about a tenth of the
 * server's time under load, and PostgreSQL then plans the named statement once per connection.
 */
const preparedCurrentUser = new WeakMap<Database, ReturnType<typeof currentUserQuery>>();

type CurrentUser = ReturnType<typeof presentCurrentUser>;

/*
 * The document read for a user is kept until the database's write generation moves (any write by this process,
 * and on PostgreSQL any change another process announces; see db/client.ts) or a second passes, whichever is
 * first: a page load that asks for it several times, or many tabs polling, then costs one read. The second
 * bounds anything computed from the clock.
 */
const CURRENT_USER_TTL_MS = 1_000;
const MAX_CACHED_USERS = 10_000;
const cachedCurrentUsers = new WeakMap<
  Database,
  Map<string, { generation: number; at: number; doc: CurrentUser }>
>();

async function readCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  let query = preparedCurrentUser.get(db);
  if (!query) {
    query = currentUserQuery(db);
    preparedCurrentUser.set(db, query);
  }
  const [row] = await query.execute({ userId });
  if (!row) throw notFound('No user document exists for this account.', 'users/not-found');
  const subscription = row.subscription && row.plan ? presentSubscription(row.subscription, row.plan) : null;
  return presentCurrentUser(row.doc, row.emailVerified, subscription);
}

/** The user document, its verification flag and its subscription, read in one round trip. */
export async function getCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const generationOf = writeGenerationOf(db);
  if (!generationOf) return readCurrentUser(db, userId);
  let cache = cachedCurrentUsers.get(db);
  if (!cache) {
    cache = new Map();
    cachedCurrentUsers.set(db, cache);
  }
  const generation = generationOf();
  if (generation < 0) return readCurrentUser(db, userId);
  const hit = cache.get(userId);
  if (hit && hit.generation === generation && Date.now() - hit.at < CURRENT_USER_TTL_MS) return hit.doc;
  const doc = await readCurrentUser(db, userId);
  if (cache.size >= MAX_CACHED_USERS) cache.clear();
  // Kept under the generation seen before the read: a write during the read makes it stale at once.
  cache.set(userId, { generation, at: Date.now(), doc });
  return doc;
}

export async function updateUserDocument(db: Database, userId: string, changes: UpdateUserRequest) {
  await findUserDocument(db, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.phone_number !== undefined && { phoneNumber: changes.phone_number }),
        ...(changes.accepted_conditions !== undefined && { acceptedConditions: changes.accepted_conditions }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    if (changes.name !== undefined) {
      await tx
        .update(authUser)
        .set({ name: changes.name, updatedAt: new Date() })
        .where(eq(authUser.id, userId));
    }
  });
  return getCurrentUser(db, userId);
}

/**
 * Deletes the account and, through foreign keys, everything it owns; then its profile photo, which is a public
 * file and no row's to delete. The password must be confirmed.
 */
export async function deleteAccount(db: Database, storage: FileStorage, userId: string, password: string) {
  const [account] = await db
    .select({ hash: authAccount.password })
    .from(authAccount)
    .where(eq(authAccount.userId, userId));
  if (!account?.hash || !(await verifyPassword({ hash: account.hash, password }))) {
    throw unauthorized('The password is not correct.', 'auth/wrong-password');
  }
  const { photoUrl } = await findUserDocument(db, userId);
  await db.delete(authUser).where(eq(authUser.id, userId));
  if (photoUrl) await storage.remove(photoUrl);
}

export async function getConsents(db: Database, userId: string): Promise<ConsentRecords> {
  const rows = await db.select().from(cookieConsents).where(eq(cookieConsents.userId, userId));
  const find = (kind: 'choice' | 'preferences') => rows.find((r) => r.kind === kind)?.document ?? null;
  return {
    choice: find('choice') as ConsentChoice | null,
    preferences: find('preferences') as ConsentPreferences | null,
  };
}

export async function saveConsents(db: Database, userId: string, records: Partial<ConsentRecords>) {
  await findUserDocument(db, userId);
  for (const kind of ['choice', 'preferences'] as const) {
    const document = records[kind];
    if (!document) continue;
    await db
      .insert(cookieConsents)
      .values({ userId, kind, document })
      .onConflictDoUpdate({
        target: [cookieConsents.userId, cookieConsents.kind],
        set: { document, updatedAt: new Date() },
      });
  }
  return getConsents(db, userId);
}
