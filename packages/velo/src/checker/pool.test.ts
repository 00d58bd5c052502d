import { afterEach, describe, expect, it } from 'vitest';

import { checkPieces } from './index';
import { createCheckerPool, uncheckedDiagnostic, type CheckerPool } from './pool';
import { pieces, SITE, WEB_MODULE } from './testing/fixtures';
import { isRunning, runningChildren, waitUntilStopped } from './testing/processes';
import { FORM_PAGE, REPEATER_PAGE, SEARCH_PAGE, WEB_BACKEND, WEB_PAGE } from './testing/good-code';

const SCRIPTED_WORKER = new URL('./testing/scripted-worker.ts', import.meta.url);

const pools: CheckerPool[] = [];
function pool(options: Parameters<typeof createCheckerPool>[0]): CheckerPool {
  const created = createCheckerPool(options);
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const echo = (code: string) => pieces(code);

describe('checker pool with the real checker on worker threads', () => {
  it('answers exactly what the checker in this thread answers, for concurrent checks', async () => {
    const checker = pool({ workers: 2, timeoutMs: 30_000 });
    await checker.ready();
    const inputs = [
      pieces(REPEATER_PAGE),
      pieces(FORM_PAGE),
      pieces(SEARCH_PAGE),
      { ...pieces(WEB_PAGE), backendCode: WEB_BACKEND },
      pieces(`$w.onReady(() => {\n  $w('#titleText').lable = 'x';\n  $w('#nope').show();\n});`),
      pieces(`import wixData from 'wix-data';\nwixData.query('Prodcts').find();`),
    ];
    const options = [{}, {}, {}, { backendModule: WEB_MODULE }, {}, {}];
    const expected = inputs.map((input, i) => checkPieces(input, SITE, options[i]));
    // Some expected answers carry findings: the comparison is not between empty lists.
    expect(expected.flat().filter((d) => d.severity === 'error').length).toBeGreaterThan(2);
    const answers = await Promise.all(
      [...inputs, ...inputs].map((input, i) => checker.check(input, SITE, options[i % 6])),
    );
    expect(answers).toEqual([...expected, ...expected]);
  }, 60_000);
});

describe('checker pool failures', () => {
  it('queues checks beyond the workers and answers each its own', async () => {
    const checker = pool({ workers: 2, timeoutMs: 5_000, workerUrl: SCRIPTED_WORKER });
    const codes = Array.from({ length: 25 }, (_, i) => `code ${i}`);
    const answers = await Promise.all(codes.map((code) => checker.check(echo(code), SITE)));
    expect(answers.map((a) => a[0]?.message)).toEqual(codes);
  });

  it('stops a check past its time limit, reports it unchecked and keeps working', async () => {
    const lost: string[] = [];
    const checker = pool({
      workers: 1,
      timeoutMs: 300,
      workerUrl: SCRIPTED_WORKER,
      onWorkerLost: (reason) => lost.push(reason),
    });
    const hanging = checker.check(echo('hang'), SITE);
    const queued = checker.check(echo('after the hang'), SITE);
    const hung = await hanging;
    expect(hung).toEqual([
      expect.objectContaining({
        piece: 'frontend',
        severity: 'warning',
        code: 'check-incomplete',
        message: expect.stringContaining('it took longer than 0.3 s'),
      }),
    ]);
    expect(lost).toEqual(['it took longer than 0.3 s']);
    // The replacement worker answers what was queued behind the hung check.
    expect((await queued)[0]?.message).toBe('after the hang');
  });

  it('kills the native compiler of a worker stopped past the time limit', async () => {
    const withCompiler = new URL('?compiler', SCRIPTED_WORKER);
    const checker = pool({ workers: 1, timeoutMs: 300, workerUrl: withCompiler });
    await checker.ready();
    const compilerPid = runningChildren('sleep').at(-1);
    expect(compilerPid).toBeGreaterThan(0);
    expect(isRunning(compilerPid!)).toBe(true);
    expect((await checker.check(echo('hang'), SITE))[0]?.code).toBe('check-incomplete');
    expect(await waitUntilStopped(compilerPid!)).toBe(true);
  });

  it('a crashed worker or a throwing check reports unchecked; later checks still run', async () => {
    const checker = pool({ workers: 1, timeoutMs: 5_000, workerUrl: SCRIPTED_WORKER });
    const [crashed, thrown, fine] = await Promise.all([
      checker.check(echo('crash'), SITE),
      checker.check(echo('throw'), SITE),
      checker.check(echo('fine'), SITE),
    ]);
    expect(crashed[0]).toMatchObject({ code: 'check-incomplete', severity: 'warning' });
    expect(crashed[0]?.message).toContain('exit code 3');
    expect(thrown[0]?.message).toContain('Maximum call stack size exceeded');
    expect(fine[0]?.message).toBe('fine');
  });

  it('puts the warning on the first piece it was given', () => {
    const only = (field: 'backendCode' | 'htmlCode') => ({
      frontendCode: ' ',
      backendCode: '',
      htmlCode: '',
      [field]: 'x',
    });
    expect(uncheckedDiagnostic(only('backendCode'), 'a reason').piece).toBe('backend');
    expect(uncheckedDiagnostic(only('htmlCode'), 'a reason').piece).toBe('html');
  });

  it('gives up with an error when workers cannot start at all', async () => {
    const missing = new URL('./testing/no-such-worker.mjs', import.meta.url);
    const checker = pool({ workers: 1, timeoutMs: 5_000, workerUrl: missing });
    await expect(checker.check(echo('x'), SITE)).rejects.toThrow(
      /The checker workers cannot start/,
    );
    await expect(checker.check(echo('y'), SITE)).rejects.toThrow(
      /The checker workers cannot start/,
    );
  });

  it('rejects what is queued when closed, and later checks', async () => {
    const checker = createCheckerPool({ workers: 1, timeoutMs: 5_000, workerUrl: SCRIPTED_WORKER });
    // Asserted before closing: the rejection must find its handler already attached.
    const pending = expect(checker.check(echo('hang'), SITE)).rejects.toThrow(
      'The checker pool is closed',
    );
    await checker.close();
    await pending;
    await expect(checker.check(echo('x'), SITE)).rejects.toThrow('The checker pool is closed');
  });
});
