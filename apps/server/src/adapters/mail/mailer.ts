export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for, e.g. `verify-email` or `reset-password`; kept in the outbox. */
  kind: string;
  meta?: Record<string, string>;
}

/** Delivers a message. The outbox records every message whichever transport is used. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage, from: string): Promise<void>;
  close(): Promise<void>;
}
