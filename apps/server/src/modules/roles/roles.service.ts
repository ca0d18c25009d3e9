import { eq } from 'drizzle-orm';
import type { Role } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { roleChanges, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthenticatedUser } from '../../plugins/bearer.ts';
import { writeAudit, type Tx } from '../admin/audit.ts';
import { authorizeRoleChange, authorizeRoleToggle, nextRoles } from './roles.policy.ts';

/**
 * Stores `uid`'s roles as `after` and records the change: always in role_changes, and in the audit log when
 * someone else made it. A role taken away must not live on in the tokens already issued: they stop working,
 * and the next one carries the roles as they are now.
 */
async function storeRoles(tx: Tx, actor: AuthenticatedUser, uid: string, before: Role[], after: Role[]) {
  const granted = after.filter((role) => !before.includes(role));
  const revoked = before.filter((role) => !after.includes(role));
  if (granted.length === 0 && revoked.length === 0) return;
  await tx
    .update(users)
    .set({
      roles: after,
      updatedAt: new Date(),
      ...(revoked.length > 0 ? { tokensValidAfter: new Date() } : {}),
    })
    .where(eq(users.id, uid));
  await tx.insert(roleChanges).values({ id: newId(), userId: uid, actorId: actor.id, before, after });
  if (uid === actor.id) return;
  const audit = (action: 'role.grant' | 'role.revoke', role: Role) =>
    writeAudit(tx, { actorId: actor.id, action, targetType: 'user', targetId: uid, details: { role } });
  for (const role of granted) await audit('role.grant', role);
  for (const role of revoked) await audit('role.revoke', role);
}

/** The user's roles, locked until the transaction ends, so two admins at once cannot undo each other's change. */
async function lockRoles(tx: Tx, uid: string): Promise<Role[]> {
  const [target] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, uid)).for('update');
  if (!target) throw notFound(`No user with uid "${uid}".`, 'auth/user-not-found');
  return target.roles;
}

/** Gives `uid` the roles `actor` asked for, as the policy allows (the sign-up step's create-role). */
export async function assignRoles(
  db: Database,
  actor: AuthenticatedUser,
  uid: string,
  roles: readonly Role[],
) {
  authorizeRoleChange(actor, uid, roles);
  return db.transaction(async (tx) => {
    const before = await lockRoles(tx, uid);
    const after = nextRoles(before, roles, uid !== actor.id);
    await storeRoles(tx, actor, uid, before, after);
    return after;
  });
}

/** Grants and revokes single roles from the admin dashboard; answers the user's roles after. */
export async function changeRoles(
  db: Database,
  actor: AuthenticatedUser,
  uid: string,
  change: { grant: readonly Role[]; revoke: readonly Role[] },
) {
  authorizeRoleToggle(actor, uid, change);
  return db.transaction(async (tx) => {
    const before = await lockRoles(tx, uid);
    const kept = before.filter((role) => !change.revoke.includes(role));
    const after = [...new Set<Role>(['user', ...kept, ...change.grant])];
    await storeRoles(tx, actor, uid, before, after);
    return after;
  });
}
