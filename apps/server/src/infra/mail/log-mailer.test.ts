import { describe, expect, it, vi } from 'vitest';

import { createLogMailer } from './log-mailer';

describe('log mailer', () => {
  it('logs the recipient, subject and text at info level, where the link can be read', async () => {
    const log = { info: vi.fn() };
    const mailer = createLogMailer(log);
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open http://localhost:3000/reset-password?token=abc123 to choose a new password.',
      html: '<p>not logged: the text carries the same link</p>',
    });

    expect(log.info).toHaveBeenCalledExactlyOnceWith(
      {
        mail: {
          to: 'ada@example.com',
          subject: 'Reset your password',
          text: 'Open http://localhost:3000/reset-password?token=abc123 to choose a new password.',
        },
      },
      'email (log mailer: set SMTP_URL to send real mail)',
    );
  });
});
