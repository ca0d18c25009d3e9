import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { MAILBOX_ENV } from './env.ts';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

function mailboxFile(): string | undefined {
  const file = process.env[MAILBOX_ENV];
  return file && existsSync(file) ? file : undefined;
}

/** Whether this run has a mailbox (the harness started the server itself). */
export function hasMailbox(): boolean {
  return mailboxFile() !== undefined;
}

/**
 * Skips the calling test when the run has no mailbox: the harness only has one when it started the server
 * itself (not with PENWRIGHT_E2E_BASE_URL pointing at a server of your own).
 */
export function requireMailbox(): void {
  test.skip(!mailboxFile(), 'needs the harness mailbox (unset PENWRIGHT_E2E_BASE_URL)');
}

function readMailbox(): ReceivedMail[] {
  const file = mailboxFile();
  if (!file) throw new Error(`${MAILBOX_ENV} is not set: this run has no mailbox`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/** Waits for a message to `to` whose subject matches, and returns the newest such message. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox()
          .filter((mail) => mail.to.includes(to) && subject.test(mail.subject))
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: timeoutMs },
    )
    .toBe(true);
  return found!;
}

/** The first link in a message's text body whose path starts with `pathPrefix`. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((url) =>
    new URL(url).pathname.startsWith(pathPrefix),
  );
  if (!link) throw new Error(`no ${pathPrefix} link in "${mail.subject}":\n${mail.text}`);
  return link;
}
