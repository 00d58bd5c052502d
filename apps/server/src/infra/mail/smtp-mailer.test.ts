import type { AddressInfo } from 'node:net';

import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';

import { createSmtpMailer, type SmtpMailer } from './smtp-mailer';

type Received = { rcptTo: string[]; raw: string };

/** A real SMTP server on a free local port (no TLS, no auth) that keeps what it receives. */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const rcptTo = session.envelope.rcptTo.map((recipient) => recipient.address);
        received.push({ rcptTo, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/**
 * The message's header block unfolded, and its body with quoted-printable undone: nodemailer
 * switches to it for lines over 76 characters, such as a reset link with a long token.
 */
function parseMessage(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const body = rest
    .join('\r\n\r\n')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, body };
}

const FROM = 'VeloForge <no-reply@veloforge.test>';
const RESET_LINK =
  'https://veloforge.example.com/reset-password?token=q3Z9xV1b7N0cR4tY8uI2oP6aS5dF3gH1jK9lZ7xC0vB';

describe('SMTP mailer', () => {
  const cleanUps: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  async function setUp(options?: Partial<SMTPServerOptions>) {
    const smtp = await startSmtpServer(options);
    cleanUps.push(smtp.close);
    const mailer: SmtpMailer = createSmtpMailer({ url: smtp.url, from: FROM });
    cleanUps.push(() => mailer.close());
    return { smtp, mailer };
  }

  it('delivers the message to the SMTP server', async () => {
    const { smtp, mailer } = await setUp();
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your VeloForge password',
      text: `Open this link to choose a new password:\n${RESET_LINK}\n`,
    });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.rcptTo).toEqual(['ada@example.com']);
    const { headers, body } = parseMessage(message?.raw ?? '');
    expect(headers).toMatch(/^From: VeloForge <no-reply@veloforge\.test>$/m);
    expect(headers).toMatch(/^To: ada@example\.com$/m);
    expect(headers).toMatch(/^Subject: Reset your VeloForge password$/m);
    expect(headers).toMatch(/^Content-Transfer-Encoding: quoted-printable$/m);
    expect(body).toContain(RESET_LINK);
  });

  it('sends the HTML part too when there is one', async () => {
    const { smtp, mailer } = await setUp();
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Welcome',
      text: 'Welcome to VeloForge.',
      html: '<p>Welcome to <b>VeloForge</b>.</p>',
    });

    const { headers, body } = parseMessage(smtp.received[0]?.raw ?? '');
    expect(headers).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(body).toContain('Welcome to VeloForge.');
    expect(body).toContain('<p>Welcome to <b>VeloForge</b>.</p>');
  });

  it('rejects when the server refuses the recipient', async () => {
    const { smtp, mailer } = await setUp({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      },
    });

    await expect(
      mailer.send({ to: 'nobody@example.com', subject: 'Hello', text: 'Hello.' }),
    ).rejects.toThrowError(/No such user here/);
    expect(smtp.received).toEqual([]);
  });
});
