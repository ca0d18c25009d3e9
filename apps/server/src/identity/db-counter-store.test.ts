import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { databaseCounterStore } from './db-counter-store.ts';

describe('database counter store', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('counts within the window, starts again after it, and resets on demand', async () => {
    const store = databaseCounterStore(handle.db);
    expect(await store.increment('k', 60_000)).toBe(1);
    expect(await store.increment('k', 60_000)).toBe(2);
    expect(await store.get('k')).toBe(2);
    await store.reset('k');
    expect(await store.get('k')).toBe(0);
    expect(await store.increment('short', 1)).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await store.get('short')).toBe(0);
    expect(await store.increment('short', 60_000)).toBe(1);
  });

  it('gives two stores on the same database one shared count, as two server processes would', async () => {
    const a = databaseCounterStore(handle.db);
    const b = databaseCounterStore(handle.db);
    await Promise.all([
      a.increment('shared', 60_000),
      b.increment('shared', 60_000),
      a.increment('shared', 60_000),
    ]);
    expect(await b.get('shared')).toBe(3);
  });
});
