import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/**
 * ID tokens are verified without the database, so on their own they would work until they expire (15 minutes)
 * after a sign-out, a password reset, a role taken away or the account's deletion. Each user document holds a
 * cut-off instead: tokens issued before it are refused. The cut-off is re-read at most every
 * `REVOCATION_CHECK_MS` per user and process, so a revoked token stops working within that time everywhere.
 */
export const REVOCATION_CHECK_MS = 2_000;
const MAX_CACHED_USERS = 20_000;

/** Whether an admin has disabled `userId` (it may then neither sign in nor use a token). */
export async function isDisabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.disabledAt);
}

/** Tokens of `userId` issued until now stop working. */
export async function revokeTokens(db: Pick<Database, 'update'>, userId: string): Promise<void> {
  await db.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.id, userId));
}

export type TokenStanding = 'valid' | 'revoked' | 'account-gone';

interface Seen {
  readAt: number;
  exists: boolean;
  /** Seconds since the epoch, as a token's `iat`; 0 when nothing was revoked. */
  validAfter: number;
  /** Disabled by an admin: no token stands, however new. */
  disabled: boolean;
}

export function createTokenGate(db: Database, checkEveryMs = REVOCATION_CHECK_MS) {
  const seen = new Map<string, Seen>();

  async function read(userId: string): Promise<Seen> {
    const [row] = await db
      .select({ validAfter: users.tokensValidAfter, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId));
    if (seen.size >= MAX_CACHED_USERS) seen.clear();
    const entry = {
      readAt: Date.now(),
      exists: row !== undefined,
      validAfter: row?.validAfter ? Math.floor(row.validAfter.getTime() / 1000) : 0,
      disabled: Boolean(row?.disabledAt),
    };
    seen.set(userId, entry);
    return entry;
  }

  return {
    /** Whether a token of `userId` issued at `issuedAt` (seconds) still stands. */
    async standing(userId: string, issuedAt: number): Promise<TokenStanding> {
      const cached = seen.get(userId);
      const entry = cached && Date.now() - cached.readAt < checkEveryMs ? cached : await read(userId);
      if (!entry.exists) return 'account-gone';
      if (entry.disabled) return 'revoked';
      // A token from the very second of the cut-off is kept: it may be the new one from signing in again.
      return issuedAt < entry.validAfter ? 'revoked' : 'valid';
    },
    /** Drops what this process knows of `userId`, after revoking in this process. */
    forget(userId: string) {
      seen.delete(userId);
    },
  };
}
export type TokenGate = ReturnType<typeof createTokenGate>;
