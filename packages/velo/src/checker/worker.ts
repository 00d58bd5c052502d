// Entry of a checker worker thread (see pool.ts): one warm checker answering the pool's requests
// one at a time. The server's build bundles this file as dist/checker-worker.mjs; from source it
// runs through tsx's loader.
import { parentPort } from 'node:worker_threads';

import { buildStructure } from '../structure';
import { createChecker } from './checker';
import type { CheckRequest, CheckResponse } from './pool';

if (!parentPort) throw new Error('checker/worker.ts runs only as a worker thread');
const port = parentPort;
const checker = createChecker();

// The first check starts the native compiler and parses the libraries and corvid-types: done before
// the pool sends real work, so no request waits for it or counts it against its time limit.
checker.check(
  {
    frontendCode: '$w.onReady(() => {});',
    backendCode: 'export const ping = () => 1;',
    htmlCode: '',
  },
  buildStructure({ collections: [], elementIds: [] }),
);

port.on('message', (request: CheckRequest) => {
  let response: CheckResponse;
  try {
    response = {
      id: request.id,
      diagnostics: checker.check(request.pieces, request.structure, request.options),
    };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(response);
});
port.postMessage({ ready: true, compilerPid: checker.compilerPid() } satisfies CheckResponse);
