import type { Mailer } from '@veloforge/api';
import { createTransport } from 'nodemailer';

export type SmtpMailerOptions = {
  /** e.g. smtps://user:pass@smtp.example.com, or smtp://host:587 (STARTTLS when offered). */
  url: string;
  /** The From header, e.g. `VeloForge <no-reply@example.com>`. */
  from: string;
};

export type SmtpMailer = Mailer & {
  /** Releases pooled connections (`?pool=true` in the URL); harmless otherwise. */
  close(): void;
};

/**
 * Sends through an SMTP server. `send` resolves once the server accepted the message and rejects
 * with the SMTP error otherwise: the caller logs it, and must not show it to the user.
 */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): SmtpMailer {
  const transport = createTransport(url);
  return {
    async send({ to, subject, text, html }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      // nodemailer only rejects when every recipient is refused; a refusal is a failure here.
      if (info.rejected.length > 0) {
        throw new Error(`SMTP server refused ${info.rejected.length} recipient(s)`);
      }
    },
    close() {
      transport.close();
    },
  };
}
