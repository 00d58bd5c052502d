// A checker worker for the pool's tests that behaves as the frontend code says: 'hang' never
// answers, 'crash' ends the thread, 'throw' answers an error, anything else one diagnostic that
// names the code. It speaks the same messages as ../worker.ts. Loaded as scripted-worker.ts?compiler
// it starts a process that stands for a busy native compiler (it never ends by itself) and reports
// its process id as the compiler's.
import { spawn } from 'node:child_process';
import { parentPort } from 'node:worker_threads';

import type { CheckRequest, CheckResponse } from '../pool';

const port = parentPort!;
port.on('message', (request: CheckRequest) => {
  const code = request.pieces.frontendCode;
  if (code === 'hang') for (;;);
  if (code === 'crash') process.exit(3);
  const response: CheckResponse =
    code === 'throw'
      ? { id: request.id, error: 'Maximum call stack size exceeded' }
      : {
          id: request.id,
          diagnostics: [
            {
              piece: 'frontend',
              line: 1,
              column: 1,
              severity: 'info',
              code: 'echo',
              message: code,
            },
          ],
        };
  port.postMessage(response);
});
const compiler = new URL(import.meta.url).searchParams.has('compiler')
  ? spawn('sleep', ['60'], { stdio: 'ignore' })
  : undefined;
port.postMessage({ ready: true, compilerPid: compiler?.pid } satisfies CheckResponse);
