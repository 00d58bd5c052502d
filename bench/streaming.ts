// From the fake model writing its first token to the first byte of the `delta` event carrying it
// at a client of POST /api/generate-code/stream (the `started` event before it does not count),
// against the first text frame reaching a client of the fake model directly. Goal: <= 100 ms.
import { jsonHeaders } from './accounts';
import { modelRequestBody, type GenerationFixture } from './generation';
import type { BenchOptions } from './options';
import type { BenchResult } from './report';
import { requestFor } from './site';
import { latencyResults, percentile } from './stats';

/** Reads `response` to the end; the time the first chunk containing `marker` arrived. */
async function arrivalOf(response: Response, marker: RegExp): Promise<number | null> {
  const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  const decoder = new TextDecoder();
  let text = '';
  let arrivedAt: number | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return arrivedAt;
    text += decoder.decode(value, { stream: true });
    if (arrivedAt === null && marker.test(text)) arrivedAt = performance.now();
  }
}

async function firstTokenDelay(
  fixture: GenerationFixture,
  via: 'server' | 'model',
): Promise<number> {
  const n = fixture.nextCall();
  fixture.model.queueAnswer();
  const url = fixture.app.url;
  const response =
    via === 'server'
      ? await fetch(`${url}/api/generate-code/stream`, {
          method: 'POST',
          headers: jsonHeaders(url, fixture.users[0]!.cookie),
          body: JSON.stringify(requestFor(n)),
        })
      : await fetch(`${fixture.model.baseURL}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
          body: JSON.stringify(modelRequestBody(n)),
        });
  if (response.status !== 200)
    throw new Error(`${via}: ${response.status} ${await response.text()}`);
  const arrivedAt = await arrivalOf(
    response,
    via === 'server' ? /event: delta\n/ : /"delta":\{"content":"[^"]/,
  );
  const writtenAt = fixture.model.callsFor(n)[0]?.firstTextAt ?? null;
  if (arrivedAt === null || writtenAt === null) throw new Error(`${via}: no model text arrived`);
  return arrivedAt - writtenAt;
}

export async function benchStreaming(
  fixture: GenerationFixture,
  options: BenchOptions,
): Promise<BenchResult[]> {
  const runs = options.quick ? 8 : 30;
  const server: number[] = [];
  const model: number[] = [];
  await firstTokenDelay(fixture, 'server');
  for (let i = 0; i < runs; i++) {
    model.push(await firstTokenDelay(fixture, 'model'));
    server.push(await firstTokenDelay(fixture, 'server'));
  }
  const summary = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(2)} ms, p99 ${percentile(values, 99).toFixed(2)} ms`;
  console.log(
    `  streaming: first token via the server ${summary(server)}; directly ${summary(model)}`,
  );
  const note = `${runs} streamed generations, one client; ${options.database}`;
  const baselineName = 'fake model directly';
  return latencyResults({
    id: 'streaming.first-token',
    name: 'first model token to client,',
    values: server,
    baseline: { name: baselineName, values: model },
    goals: { p50: 100, p99: 100 },
    note,
  });
}
