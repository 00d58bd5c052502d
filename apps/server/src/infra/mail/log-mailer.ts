import type { Mailer } from '@veloforge/api';

/** The slice of the server's (pino) logger the log mailer writes to. */
export type MailLog = { info(obj: object, msg?: string): void };

/**
 * For development and tests, when no SMTP server is configured: each message goes to the log,
 * where a developer (or an e2e test reading the server output) finds the link in `text`.
 */
export function createLogMailer(log: MailLog): Mailer {
  return {
    async send({ to, subject, text }) {
      log.info(
        { mail: { to, subject, text } },
        'email (log mailer: set SMTP_URL to send real mail)',
      );
    },
  };
}
