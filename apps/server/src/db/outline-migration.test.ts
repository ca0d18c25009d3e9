import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { dataOf, writer } from '../modules/projects/projects.fixtures.ts';

const migration = readFileSync(
  new URL('./migrations/0006_outline_target_words.sql', import.meta.url),
  'utf8',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('outlines stored before the allowance was named targetWords', () => {
  it('keep every section’s word allowance, order and other keys', async () => {
    const w = await writer(t);
    const old = await w.createProject();
    const untouched = await w.createProject();
    const stored = [
      { id: 'intro', title: 'Introduction', level: 1, target_words: 250, notes: 'Set the scene' },
      { id: 'body', title: 'Argument', target_words: 0 },
      { id: 'end', title: 'Conclusion' },
    ];
    await t.database.db.execute(
      sql`update projects set outline = ${JSON.stringify(stored)}::jsonb where id = ${old.id}`,
    );
    await t.database.db.execute(sql.raw(migration));

    const read = async (id: string) => dataOf<Project>(await w.call('GET', `/v1/projects/${id}`));
    expect((await read(old.id)).outline).toEqual([
      { id: 'intro', title: 'Introduction', level: 1, targetWords: 250, notes: 'Set the scene' },
      { id: 'body', title: 'Argument', targetWords: 0 },
      { id: 'end', title: 'Conclusion' },
    ]);
    expect(await read(untouched.id)).toEqual(untouched);
  });
});
