import { describe, expect, it } from 'vitest';

import { loggableUrl } from './request-log';
import { startServerProcess } from './testing';

describe('request logs', () => {
  it('replace the token of a reset link and keep the rest of the URL', () => {
    expect(loggableUrl('/reset-password?token=s3cr3t')).toBe('/reset-password?token=[redacted]');
    expect(loggableUrl('/reset-password?a=1&TOKEN=s3cr3t&b=2')).toBe(
      '/reset-password?a=1&TOKEN=[redacted]&b=2',
    );
    expect(loggableUrl('/api/my-sessions?cursor=abc')).toBe('/api/my-sessions?cursor=abc');
  });

  it(
    'of a running server never hold the token of an opened reset link',
    { timeout: 60_000 },
    async () => {
      const server = await startServerProcess({ database: 'pglite', env: { LOG_LEVEL: 'info' } });
      try {
        const token = 'SecretResetToken1234567890';
        const res = await fetch(`${server.url}/reset-password?token=${token}`);
        expect(res.status).toBe(200);
        await res.text();
        const log = server.output();
        expect(log).toContain('"url":"/reset-password?token=[redacted]"');
        expect(log).not.toContain(token);
      } finally {
        await server.stop();
      }
    },
  );
});
