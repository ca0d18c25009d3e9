import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './mailer.ts';

/** Sends through any SMTP server given as a URL: smtp://user:pass@host:587 or smtps://… for implicit TLS. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message: MailMessage, from: string) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: async () => transporter.close(),
  };
}
