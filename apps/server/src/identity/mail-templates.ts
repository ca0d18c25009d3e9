import type { MailMessage } from '../adapters/mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkMail(
  kind: string,
  to: string,
  subject: string,
  lines: string[],
  action: string,
  link: string,
): MailMessage {
  const text = `${lines.join('\n\n')}\n\n${action}: ${link}\n`;
  const html =
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>` +
    `<p style="color:#555;font-size:13px">Or paste this address into your browser: ${escapeHtml(link)}</p>`;
  return { kind, to, subject, text, html, meta: { link } };
}

export function verifyEmailMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    'verify-email',
    to,
    'Confirm your email address for Penwright',
    [
      `Hello ${name || 'there'},`,
      'Please confirm that this address belongs to you so we can send you deadline reminders and account notices.',
    ],
    'Confirm email address',
    link,
  );
}

export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    'reset-password',
    to,
    'Reset your Penwright password',
    [
      `Hello ${name || 'there'},`,
      'Someone asked to reset the password of your Penwright account. The link below works once and expires in one hour.',
      'If it was not you, ignore this message; your password stays as it is.',
    ],
    'Choose a new password',
    link,
  );
}
