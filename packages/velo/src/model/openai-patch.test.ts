import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { Stream as EsmStream } from 'openai/core/streaming';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const CjsStream = (require('openai/core/streaming') as { Stream: typeof EsmStream }).Stream;

/** Both builds of the installed SDK's SSE reader. */
function streamingBuilds(): string[] {
  const core = path.dirname(require.resolve('openai/core/streaming'));
  return ['streaming.js', 'streaming.mjs'].map((file) =>
    readFileSync(path.join(core, file), 'utf8'),
  );
}

/** Events with each delimiter the SDK accepts (\n\n, \r\r, \r\n\r\n), a comment and an event name. */
const EVENTS = [
  { data: { n: 1, text: 'plain' }, frame: (json: string) => `data: ${json}\n\n` },
  { data: { n: 2, text: 'CR' }, frame: (json: string) => `data: ${json}\r\r` },
  {
    data: { n: 3, text: 'CRLF ü €' },
    frame: (json: string) => `: keep-alive\r\ndata: ${json}\r\n\r\n`,
  },
  { data: { n: 4, text: 'named' }, frame: (json: string) => `event: delta\ndata: ${json}\n\n` },
  { data: { n: 5, text: 'x'.repeat(3000) }, frame: (json: string) => `data: ${json}\n\n` },
];
const WIRE = new TextEncoder().encode(
  EVENTS.map((e) => e.frame(JSON.stringify(e.data))).join('') + 'data: [DONE]\n\n',
);

/** The wire delivered in reads of the given sizes (the last size repeats). */
function responseIn(sizes: number[]): Response {
  let offset = 0;
  let read = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= WIRE.length) return controller.close();
      const size = sizes[Math.min(read++, sizes.length - 1)]!;
      controller.enqueue(WIRE.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Response(body);
}

async function readAll(stream: typeof EsmStream, sizes: number[]) {
  const items: unknown[] = [];
  const events = stream.fromSSEResponse(responseIn(sizes), new AbortController(), undefined, true);
  for await (const item of events) items.push(item);
  return items;
}

const EXPECTED = EVENTS.map((e, i) => ({ event: i === 3 ? 'delta' : null, data: e.data }));

describe('the openai SSE reader patch (decision 018)', () => {
  it('is applied to both of its builds', () => {
    for (const source of streamingBuilds()) {
      expect(source).toContain('VeloForge patch (docs/decisions/018)');
      expect(source).toContain('searchStartIndex');
    }
  });

  it.each([
    ['the whole body at once', [WIRE.length]],
    ['one byte at a time', [1]],
    ['reads of 2, 3, 5 and 7 bytes', [2, 3, 5, 7]],
    ['reads of 64 bytes', [64]],
    ['a delimiter split across reads', [WIRE.indexOf(10) + 1, 1, 4096]],
  ])('reads the same events from %s, in both builds', async (_name, sizes) => {
    expect(await readAll(EsmStream, sizes)).toEqual(EXPECTED);
    expect(await readAll(CjsStream, sizes)).toEqual(EXPECTED);
  });

  it('reads the same events from random reads', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647);
    for (let round = 0; round < 20; round++) {
      const sizes = Array.from({ length: 400 }, () => 1 + (random() % 97));
      expect(await readAll(EsmStream, sizes)).toEqual(EXPECTED);
    }
  });
});
