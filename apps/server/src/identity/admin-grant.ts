import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { roleChanges, users } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';

/** Whether an address is one of ADMIN_EMAILS (addresses compare without regard to case). */
export const isAdminEmail = (email: string, adminEmails: readonly string[]) =>
  adminEmails.includes(email.toLowerCase());

/**
 * Makes the owner of an ADMIN_EMAILS address a super admin, once that address is verified: before, anyone who
 * signed up first with it would have become one. Recorded like any other role change; the account is its own
 * actor. Does nothing for other addresses, unverified ones, or when the role is already held.
 */
export async function grantAdminOnVerifiedEmail(
  db: Database,
  user: { id: string; email: string; emailVerified: boolean },
  adminEmails: readonly string[],
): Promise<void> {
  if (!user.emailVerified || !isAdminEmail(user.email, adminEmails)) return;
  await db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!doc || doc.roles.includes('super_admin')) return;
    const after = [...doc.roles, 'super_admin' as const];
    await tx.update(users).set({ roles: after, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx
      .insert(roleChanges)
      .values({ id: newId(), userId: user.id, actorId: user.id, before: doc.roles, after });
  });
}
