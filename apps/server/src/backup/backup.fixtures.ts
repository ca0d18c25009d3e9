import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { testConfig, type TestApp } from '../../test/app.ts';
import { bearer } from '../../test/identity.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import { writer } from '../modules/projects/projects.fixtures.ts';

/** Every table the schema declares, so a table added later is compared without editing the test. */
export const schemaTables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

export const tableName = (table: PgTable) => {
  const { schema: owner, name } = getTableConfig(table);
  return `${owner ?? 'public'}.${name}`;
};

/** Every row of every table, each table's rows in a stable order. */
export async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of schemaTables) {
    const rows = await db.select().from(table);
    out[tableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

function photoUpload(photo: Buffer, token: string) {
  const boundary = '----penwrightbackup';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    method: 'POST' as const,
    url: '/v1/users/me/photo',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/**
 * A data folder as a running server leaves it: a PGlite database with two writers, their projects, saved
 * drafts and notifications, a profile photo in the uploads and a generated auth secret.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const pgliteDir = join(dataDir, 'db');
  const database = await openDatabase({ url: null, pgliteDir });
  const config = testConfig({ dataDir, uploadsDir: join(dataDir, 'uploads'), pgliteDir });
  const app = await buildApp({ config, database, mailTransport: null, logger: false });
  await app.ready();
  const t: TestApp = { app, database, close: () => Promise.resolve() };
  try {
    for (const title of ['Essay on tides', 'Dissertation: "quotes", ünïcode & NUL-free']) {
      const w = await writer(t);
      const project = await w.createProject({ title });
      const saved = await w.save(project, '<p>First <strong>draft</strong> ✓</p>', 0);
      if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
      await database.db.insert(schema.notifications).values({
        id: newId(),
        userId: w.user.id,
        type: 'project',
        title: `${title} is ready`,
        link: `/projects/${project.id}`,
      });
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
        .jpeg()
        .toBuffer();
      const uploaded = await app.inject(photoUpload(photo, w.user.token));
      if (uploaded.statusCode !== 200) throw new Error(`photo failed: ${uploaded.body}`);
    }
    writeFileSync(join(dataDir, 'auth-secret'), 'generated-secret-for-the-backup-test', { mode: 0o600 });
  } finally {
    await app.close();
    await database.close();
  }
}
