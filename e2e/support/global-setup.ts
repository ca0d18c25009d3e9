import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_EMAIL, BASE_URL_ENV, MAILBOX_ENV } from './env.ts';
import { startProdServer } from './prod-server.mjs';
import { startSmtpSink } from './smtp-sink.ts';

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
  let server;
  try {
    server = await startProdServer({
      echoOutput: true,
      // Scheduled work (deadline reminders) every second, so a spec sees a reminder soon after its cause.
      env: { SMTP_URL: smtp.url, ADMIN_EMAILS: ADMIN_EMAIL, JOBS_INTERVAL_MS: '1000' },
      // Loading the grammar engine on both threads takes seconds on a quiet machine and minutes on a busy one.
      timeoutMs: 240_000,
    });
  } catch (err) {
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    throw err;
  }
  process.env[BASE_URL_ENV] = server.baseUrl;
  process.env[MAILBOX_ENV] = mailboxFile;
  return async () => {
    // The server first: it may still be sending a message while it shuts down.
    await server.stop();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
