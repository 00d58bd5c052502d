import { createTestDb, type TestDb } from '@veloforge/db/testing';
import { runningChildren, waitUntilStopped } from '@veloforge/velo/testing/processes';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { troubleshootLeavingTypeError } from '../testing/generation';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { jsonOf, registerUser } from './http';
import { auditLedger, expectLedgerConsistent, grantTokens } from './ledger';
import { prerequisites } from './prerequisites';
import { printSummary, statusCounts } from './report';

/**
 * The production bundle (`npm start`: dist/index.mjs) checks code on the worker threads it was
 * built with (dist/checker-worker.mjs, decision 015): concurrent troubleshoot calls, each with a
 * type error the troubleshooter leaves, come back with the checker's finding from a worker. Each
 * worker runs a native compiler as a child process of the server; a server killed mid-work must
 * not leave them running.
 */

const { describeProof } = await prerequisites('postgres');

const CALLS = 12;
const WORKERS = 2;
const TROUBLESHOOT = troubleshootLeavingTypeError();

describeProof('the production bundle checks on its worker threads', () => {
  let database: TestDb;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDb('postgres');
    server = await startServerProcess({
      bundle: true,
      databaseUrl: database.url ?? '',
      env: {
        NODE_ENV: 'production',
        ALLOW_TEST_CHECKOUT: 'true',
        LOG_LEVEL: 'info',
        CHECKER_WORKERS: String(WORKERS),
        GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
        GENERATION_MAX_RUNNING: '50',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.destroy();
  });

  it(`answers ${CALLS} concurrent troubleshoot calls with the worker's findings`, async () => {
    const user = await registerUser(server, 'checker');
    await grantTokens(database.db, user.id, CALLS);
    const answers = await Promise.all(
      Array.from({ length: CALLS }, () => user.post('/api/troubleshoot-code', TROUBLESHOOT)),
    );
    const findings = answers.map((answer) =>
      (jsonOf<{ diagnostics?: { line: number; code: string }[] }>(answer).diagnostics ?? []).map(
        (d) => `${d.line} ${d.code}`,
      ),
    );
    const log = server.output();
    printSummary('production bundle, checker on worker threads', {
      calls: CALLS,
      workers: WORKERS,
      statuses: statusCounts(answers),
      findings: findings[0],
      workersReady: log.includes('Velo checker workers ready'),
    });

    expect(statusCounts(answers)).toEqual({ 200: CALLS });
    for (const found of findings) expect(found).toEqual(['3 ts2322']);
    // The bundle started its own workers (the in-thread checker logs nothing) and lost none.
    expect(log).toContain('"msg":"Velo checker workers ready"');
    expect(log).toContain(`"workers":${WORKERS}`);
    expect(log).not.toContain('Velo checker worker replaced');
    const audit = await auditLedger(database.db, [user.id]);
    expectLedgerConsistent(audit);
    expect(await user.tokens()).toBe(0);
  });

  it('leaves none of its native compilers running when it is killed with SIGKILL', async () => {
    const compilers = runningChildren('tsc', server.pid);
    await server.kill();
    const stopped = await Promise.all(compilers.map((pid) => waitUntilStopped(pid)));
    printSummary('production bundle killed with SIGKILL', { compilers, stopped });
    expect(compilers).toHaveLength(WORKERS);
    expect(stopped).toEqual(compilers.map(() => true));
  });
});
