import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../../test/database.ts';
import { openDatabase, writeGenerationOf, type DatabaseHandle } from './client.ts';

/*
 * The write generation that lets the current-user document be kept between writes (users.service.ts): reads
 * leave it, writes by this process move it at once, and on PostgreSQL a change made by another process moves
 * it when the database announces it.
 */
describe(`write generation (${testEngine})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  const generation = () => writeGenerationOf(handle.db)?.() ?? Number.NaN;

  async function listening(): Promise<number> {
    for (let i = 0; i < 100 && generation() < 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    return generation();
  }

  it('stays on reads and moves on a write and on a transaction', async () => {
    const before = await listening();
    expect(before).toBeGreaterThanOrEqual(0);
    await handle.db.execute(sql`SELECT 1`);
    expect(generation()).toBe(before);
    await handle.db.execute(sql`UPDATE plans SET name = name WHERE false`);
    const afterWrite = generation();
    expect(afterWrite).toBeGreaterThan(before);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
    });
    expect(generation()).toBeGreaterThan(afterWrite);
  });

  it('moves when another process changes what a user document shows (PostgreSQL), or needs no such news (PGlite)', async () => {
    if (testEngine === 'pglite') {
      // One process only: the engine refuses to be shared, so counting this process's writes is the whole story.
      expect(typeof writeGenerationOf(handle.db)).toBe('function');
      return;
    }
    const result = (await handle.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]?.name ?? '';
    const other = new URL(process.env.TEST_DATABASE_URL ?? '');
    other.pathname = `/${name}`;
    const second = await openDatabase({ url: other.toString(), pgliteDir: '' });
    try {
      const before = await listening();
      await second.db.execute(sql`UPDATE plans SET name = name WHERE false`);
      let now = generation();
      for (let i = 0; i < 40 && now === before; i += 1) {
        await new Promise((r) => setTimeout(r, 25));
        now = generation();
      }
      expect(now).toBeGreaterThan(before);
    } finally {
      await second.close();
    }
  });
});
