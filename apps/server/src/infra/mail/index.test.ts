import { createServer } from 'node:net';

import { describe, expect, it, vi } from 'vitest';

import { createMailer } from './index';

/** A local port with nothing listening on it, so an SMTP connection is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

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
    const smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
    const mailer = createMailer({ smtpUrl, from: 'no-reply@veloforge.test', log });
    await expect(mailer.send(message)).rejects.toThrowError(/ECONNREFUSED/);
    mailer.close();
    expect(log.info).not.toHaveBeenCalled();
  });
});
