import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminUser } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { authSession, plans, subscriptions, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/bearer.ts';
import { presentUser } from '../users/users.presenter.ts';
import { authorizeDisable } from './admin.policy.ts';
import { writeAudit } from './audit.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface UserSearch {
  skip: number;
  take: number;
  /** Part of a name or an address, matched without regard to case. */
  search?: string | undefined;
}

/** A page of users, newest first, each with the plan they are on, and the number that match in all. */
export async function listUsers(db: Database, { skip, take, search }: UserSearch) {
  const where = search
    ? or(ilike(users.email, `%${escapeLike(search)}%`), ilike(users.name, `%${escapeLike(search)}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, planId: plans.id, planName: plans.name, status: subscriptions.status })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .leftJoin(plans, eq(plans.id, subscriptions.planId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const data: AdminUser[] = rows.map(({ user, planId, planName, status }) => ({
    ...presentUser(user),
    plan: planId && planName && status ? { id: planId, name: planName, status } : null,
    disabled_at: user.disabledAt?.toISOString() ?? null,
  }));
  return { data, totalCount: total?.n ?? 0 };
}

/**
 * Disables or enables `uid`. Disabling ends every session and every ID token the account holds, so it is
 * signed out everywhere within seconds; signing in again answers `auth/user-disabled` until it is enabled.
 * Changing nothing (disabling a disabled account) records nothing. Answers whether the account is disabled.
 */
export async function setUserDisabled(
  db: Database,
  actor: AuthenticatedUser,
  uid: string,
  disabled: boolean,
) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ roles: users.roles, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, uid))
      .for('update');
    if (!target) throw notFound(`No user with uid "${uid}".`, 'auth/user-not-found');
    authorizeDisable(actor, uid, target.roles);
    if ((target.disabledAt !== null) === disabled) return target.disabledAt;
    const now = new Date();
    const disabledAt = disabled ? now : null;
    await tx
      .update(users)
      .set({ disabledAt, updatedAt: now, ...(disabled ? { tokensValidAfter: now } : {}) })
      .where(eq(users.id, uid));
    if (disabled) await tx.delete(authSession).where(eq(authSession.userId, uid));
    await writeAudit(tx, {
      actorId: actor.id,
      action: disabled ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: uid,
    });
    return disabledAt;
  });
}
