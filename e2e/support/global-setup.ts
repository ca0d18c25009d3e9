import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_EMAIL, BASE_URL_ENV, MAILBOX_ENV } from './env.ts';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startProdServer } from './prod-server.mjs';
import { startSmtpSink } from './smtp-sink.ts';

/**
 * Where E2E_DATABASE_URL names a PostgreSQL server, the run's server stores its data in a database of its own
 * there (made now, dropped afterwards) instead of PGlite: `npm test` runs the XSS suite this way as well.
 */
const POSTGRES_ENV = 'E2E_DATABASE_URL';

async function query(connectionString: string | undefined, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.end();
  }
}

const onMaintenanceDatabase = (sql: string) => query(process.env[POSTGRES_ENV], sql);

/**
 * A fresh database on the PostgreSQL server, its address, a check that the server made its tables there, and
 * how to drop it; null to stay on PGlite.
 */
async function throwawayDatabase(): Promise<{
  url: string;
  assertInUse: () => Promise<void>;
  drop: () => Promise<void>;
} | null> {
  const server = process.env[POSTGRES_ENV];
  if (!server) return null;
  const name = `penwright_e2e_${randomBytes(4).toString('hex')}`;
  await onMaintenanceDatabase(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    assertInUse: async () => {
      const [row] = (await query(url.toString(), "SELECT to_regclass('public.users') AS users")) as Array<{
        users: string | null;
      }>;
      if (!row?.users) throw new Error(`The server did not set up its tables in ${name}`);
    },
    drop: async () => {
      await onMaintenanceDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Starts a local SMTP sink and the already-built production server (fresh database, mail sent to the sink)
 * for the whole run, and returns their teardown. Setting PENWRIGHT_E2E_BASE_URL yourself skips this and
 * targets that server instead; specs that read mail then skip.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[BASE_URL_ENV]) return undefined;
  const mailDir = mkdtempSync(join(tmpdir(), 'penwright-mail-'));
  const mailboxFile = join(mailDir, 'mailbox.jsonl');
  const smtp = await startSmtpSink(mailboxFile);
  const database = await throwawayDatabase();
  let server;
  try {
    server = await startProdServer({
      echoOutput: true,
      // Scheduled work (deadline reminders) every second, so a spec sees a reminder soon after its cause.
      env: {
        SMTP_URL: smtp.url,
        ADMIN_EMAILS: ADMIN_EMAIL,
        JOBS_INTERVAL_MS: '1000',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      // Loading the grammar engine on both threads takes seconds on a quiet machine and minutes on a busy one.
      timeoutMs: 240_000,
    });
  } catch (err) {
    await smtp.close();
    await database?.drop();
    rmSync(mailDir, { recursive: true, force: true });
    throw err;
  }
  await database?.assertInUse();
  process.env[BASE_URL_ENV] = server.baseUrl;
  process.env[MAILBOX_ENV] = mailboxFile;
  return async () => {
    // The server first: it may still be sending a message while it shuts down.
    await server.stop();
    await smtp.close();
    await database?.drop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
