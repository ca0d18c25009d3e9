import { eq } from 'drizzle-orm';
import type { Role } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { roleChanges, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthenticatedUser } from '../../plugins/bearer.ts';
import { authorizeRoleChange, nextRoles } from './roles.policy.ts';

/**
 * Gives `uid` the roles `actor` asked for, as the policy allows, and records the change. The row is locked
 * while it changes, so two admins at once cannot undo each other's grant. Answers the user's roles after.
 */
export async function assignRoles(
  db: Database,
  actor: AuthenticatedUser,
  uid: string,
  roles: readonly Role[],
) {
  authorizeRoleChange(actor, uid, roles);
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, uid))
      .for('update');
    if (!target) throw notFound(`No user with uid "${uid}".`, 'auth/user-not-found');
    const after = nextRoles(target.roles, roles, uid !== actor.id);
    // A role taken away must not live on in the tokens already issued: they stop working, and the next one
    // carries the roles as they are now.
    const lost = target.roles.some((role) => !after.includes(role));
    await tx
      .update(users)
      .set({ roles: after, updatedAt: new Date(), ...(lost ? { tokensValidAfter: new Date() } : {}) })
      .where(eq(users.id, uid));
    await tx
      .insert(roleChanges)
      .values({ id: newId(), userId: uid, actorId: actor.id, before: target.roles, after });
    return after;
  });
}
