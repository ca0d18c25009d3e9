import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dictionaryWords } from '../../db/schema/index.ts';
import { assertDictionaryHasRoom } from './grammar.policy.ts';

const sameWord = (userId: string, word: string) =>
  and(eq(dictionaryWords.userId, userId), sql`lower(${dictionaryWords.word}) = lower(${word})`);

/** The writer's dictionary, alphabetical whatever the case. */
export async function listWords(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ word: dictionaryWords.word })
    .from(dictionaryWords)
    .where(eq(dictionaryWords.userId, userId))
    .orderBy(asc(sql`lower(${dictionaryWords.word})`), asc(dictionaryWords.word));
  return rows.map((r) => r.word);
}

/**
 * Adds a word unless it is there already in any case. Adding it again is not an error (`false`), even when
 * the dictionary is full, so a client may retry safely.
 */
export async function addWord(db: Database, userId: string, word: string): Promise<boolean> {
  const [existing] = await db
    .select({ word: dictionaryWords.word })
    .from(dictionaryWords)
    .where(sameWord(userId, word));
  if (existing) return false;
  const [size] = await db
    .select({ n: count() })
    .from(dictionaryWords)
    .where(eq(dictionaryWords.userId, userId));
  assertDictionaryHasRoom(size?.n ?? 0);
  // Two tabs adding the same word at once: the unique index keeps one and the other is a repeat.
  const inserted = await db
    .insert(dictionaryWords)
    .values({ userId, word })
    .onConflictDoNothing()
    .returning({ word: dictionaryWords.word });
  return inserted.length > 0;
}

export async function removeWord(db: Database, userId: string, word: string) {
  await db.delete(dictionaryWords).where(sameWord(userId, word));
}
