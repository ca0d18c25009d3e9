import type { ContactRequest } from '@penwright/shared';
import type { Mailer } from '../../adapters/mail/outbox.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/**
 * Keeps the message, then mails it to each address in ADMIN_EMAILS with the sender as Reply-To. The message is
 * stored first, so a mail server that is down loses nothing; a failed mail is not the sender's problem.
 */
export async function sendContactMessage(
  db: Database,
  mailer: Mailer,
  adminEmails: readonly string[],
  { name, email, message }: ContactRequest,
): Promise<string> {
  const id = newId();
  await db.insert(contactMessages).values({ id, name, email, message });
  await Promise.allSettled(
    adminEmails.map((to) =>
      mailer.send({
        to,
        kind: 'contact',
        subject: `Contact form: ${name}`,
        text: `${name} <${email}> wrote:\n\n${message}\n`,
        meta: { replyTo: email },
      }),
    ),
  );
  return id;
}
