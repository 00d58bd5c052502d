import { ZGenerationRequest } from '@veloforge/shared';
import { checkPieces } from '@veloforge/velo';
import { buildStructure } from '@veloforge/velo/structure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createServerChecker } from '../infra/checker';
import { createTestServer, type TestServer } from '../testing';
import { SAMPLE_REQUEST, troubleshootLeavingTypeError } from '../testing/generation';

const TROUBLESHOOT = troubleshootLeavingTypeError();

const silentLog = { warn: () => undefined, info: () => undefined } as never;

describe('the Velo checker on worker threads (CHECKER_WORKERS)', () => {
  let inProcess: TestServer;
  let onWorkers: TestServer;

  beforeAll(async () => {
    [inProcess, onWorkers] = await Promise.all([
      createTestServer({ env: { CHECKER_WORKERS: '0' } }),
      createTestServer({ env: { CHECKER_WORKERS: '1' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([inProcess?.close(), onWorkers?.close()]);
  });

  async function troubleshootOn(server: TestServer, name: string) {
    const client = await server.signedIn(name);
    await server.grant(client, 5);
    const res = await client.post('/api/troubleshoot-code', TROUBLESHOOT);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ diagnostics: { code: string; line: number }[] }>();
  }

  it('answers with the same findings as the checker in the server thread', async () => {
    const [expected, actual] = await Promise.all([
      troubleshootOn(inProcess, 'inproc'),
      troubleshootOn(onWorkers, 'workers'),
    ]);
    expect(expected.diagnostics.map((d) => `${d.line} ${d.code}`)).toContain('3 ts2322');
    expect(actual.diagnostics).toEqual(expected.diagnostics);
  }, 60_000);

  it('creates a pool only for a positive worker count, and it checks like checkPieces', async () => {
    expect(createServerChecker({ workers: 0, timeoutMs: 5_000 }, silentLog)).toBeUndefined();
    const pool = createServerChecker({ workers: 1, timeoutMs: 30_000 }, silentLog)!;
    try {
      const structure = buildStructure(ZGenerationRequest.parse(SAMPLE_REQUEST));
      const pieces = { frontendCode: TROUBLESHOOT.frontendCode, backendCode: '', htmlCode: '' };
      const found = await pool.check(pieces, structure);
      expect(found).toEqual(checkPieces(pieces, structure));
      expect(found.length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
