import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { MailMessage, MailTransport } from './mailer.ts';

export interface Mailer {
  /** Records the message in the outbox, then hands it to SMTP when configured, else to the server log. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(deps: {
  db: Database;
  log: FastifyBaseLogger;
  from: string;
  transport: MailTransport | null;
}): Mailer {
  const { db, log, from, transport } = deps;
  return {
    async send(message) {
      const id = newId();
      let status: 'logged' | 'sent' | 'failed' = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.send(message, from);
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
          log.error({ err, to: message.to, kind: message.kind }, 'mail delivery failed');
        }
      } else {
        log.info(
          { mail: { to: message.to, subject: message.subject, kind: message.kind, text: message.text } },
          'mail (outbox)',
        );
      }
      await db.insert(mailOutbox).values({
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        kind: message.kind,
        meta: message.meta ?? {},
        status,
        error,
      });
      if (status === 'failed') throw new Error(`Mail to ${message.to} could not be delivered: ${error}`);
    },
    close: async () => transport?.close(),
  };
}
