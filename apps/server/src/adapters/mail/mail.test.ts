import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authCall, signUp } from '../../../test/identity.ts';
import { createSmtpTransport } from './smtp-transport.ts';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

describe('mail: delivery through a real SMTP server, recorded in the outbox', () => {
  const inbox: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          // Undo quoted-printable soft breaks and escapes; enough to read headers and links back.
          const raw = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
            text: raw,
          });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`) });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the password-reset link over SMTP and records it as sent', async () => {
    const user = await signUp(t.app);
    const res = await authCall(t.app, 'POST', '/request-password-reset', {
      email: user.email,
      redirectTo: '/auth/reset-password',
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => inbox.length).toBe(1);
    expect(inbox[0]).toMatchObject({ to: [user.email], subject: 'Reset your Penwright password' });
    expect(inbox[0]!.text).toMatch(/\/auth\/reset-password\?token=\S+/);
    const [row] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    expect(row).toMatchObject({ to: user.email, kind: 'reset-password', status: 'sent', error: null });
  });
});
