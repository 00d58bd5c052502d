import { describe, expect, it, vi } from 'vitest';

import { findFreePort } from '../../testing/server-process';

import { createMailer } from './index';

const message = { to: 'ada@example.com', subject: 'Hello', text: 'Hello.' };

describe('createMailer', () => {
  it('logs mail when no SMTP URL is set', async () => {
    const log = { info: vi.fn() };
    const mailer = createMailer({ smtpUrl: undefined, from: 'no-reply@veloforge.test', log });
    await mailer.send(message);
    mailer.close();
    expect(log.info).toHaveBeenCalledOnce();
  });

  it('sends over SMTP when an SMTP URL is set', async () => {
    const log = { info: vi.fn() };
    const smtpUrl = `smtp://127.0.0.1:${await findFreePort()}`;
    const mailer = createMailer({ smtpUrl, from: 'no-reply@veloforge.test', log });
    await expect(mailer.send(message)).rejects.toThrowError(/ECONNREFUSED/);
    mailer.close();
    expect(log.info).not.toHaveBeenCalled();
  });
});
