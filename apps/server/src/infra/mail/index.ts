import type { Mailer } from '@veloforge/api';

import { createLogMailer, type MailLog } from './log-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { MailLog } from './log-mailer';

export type MailerOptions = {
  /** SMTP_URL; without it mail is only logged. */
  smtpUrl?: string | undefined;
  from: string;
  log: MailLog;
};

/** Mailer plus the clean-up the server calls on shutdown. */
export type ClosableMailer = Mailer & { close(): void };

/** Real mail when an SMTP server is configured, the log otherwise. */
export function createMailer({ smtpUrl, from, log }: MailerOptions): ClosableMailer {
  if (smtpUrl) return createSmtpMailer({ url: smtpUrl, from });
  // Nothing is pooled when mail only goes to the log.
  return { ...createLogMailer(log), close: () => {} };
}
