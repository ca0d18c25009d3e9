import { eq } from 'drizzle-orm';
import { DEFAULT_DIALECT, type GrammarPreferences } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { writingPreferences } from '../../db/schema/index.ts';

/** The writer's settings; American English until they choose otherwise. */
export async function getPreferences(db: Database, userId: string): Promise<GrammarPreferences> {
  const [row] = await db
    .select({ dialect: writingPreferences.dialect })
    .from(writingPreferences)
    .where(eq(writingPreferences.userId, userId));
  return { dialect: row?.dialect ?? DEFAULT_DIALECT };
}

export async function savePreferences(db: Database, userId: string, preferences: GrammarPreferences) {
  await db
    .insert(writingPreferences)
    .values({ userId, dialect: preferences.dialect })
    .onConflictDoUpdate({
      target: writingPreferences.userId,
      set: { dialect: preferences.dialect, updatedAt: new Date() },
    });
  return preferences;
}
