import { ZGenerationRequest, ZTroubleshootRequest } from '@veloforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createVeloEngine } from './engine';
import { startFakeOpenAI } from './testing/fake-openai-server';
import { ModelError } from './types';

/** The model path end to end: real openai SDK → fake server → checker → one repair round. */

type FakeServer = Awaited<ReturnType<typeof startFakeOpenAI>>;
let fake: FakeServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

const request = ZGenerationRequest.parse({
  prompt: 'Show the posts in the repeater',
  outputType: 'velo',
  collections: [{ name: 'Posts', fields: [{ id: 'title', type: 'text' }] }],
  elementIds: [],
  elementHierarchy: {
    elements: [
      { id: 'postsRepeater', type: 'repeater', children: ['postTitle'] },
      { id: 'postTitle', type: 'text', parentId: 'postsRepeater' },
    ],
  },
});

const page = (titleId: string) => `import wixData from 'wix-data';

$w.onReady(async () => {
  $w('#postsRepeater').onItemReady(($item, item) => {
    $item('#${titleId}').text = item.title;
  });
  try {
    const { items } = await wixData.query('Posts').limit(20).find();
    $w('#postsRepeater').data = items;
  } catch (error) {
    console.error('Could not load posts', error);
  }
});
`;

const answer = (frontendCode: string) =>
  JSON.stringify({ frontendCode, backendCode: '', htmlCode: '', instructions: '' });

function engine(timeoutMs = 5_000) {
  return createVeloEngine({
    model: { apiKey: 'sk-test', model: 'gpt-test', baseURL: fake.baseURL, timeoutMs },
  });
}

describe('model engine', () => {
  it('returns a clean answer as is, streamed to the caller', async () => {
    fake.script({ content: answer(page('postTitle')), chunkSize: 40 });
    const deltas: string[] = [];
    const result = await engine().generate(request, { onDelta: (d) => deltas.push(d) });
    expect(result.engine).toBe('model');
    expect(result.notice).toBeNull();
    expect(result.code).toBe(page('postTitle'));
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(deltas.length).toBeGreaterThan(1);
  });

  it('repairs a wrong #id in one round, sending the diagnostics back', async () => {
    const before = fake.requests.length;
    fake.script({ content: answer(page('titel')) }, { content: answer(page('postTitle')) });
    const result = await engine().generate(request);
    expect(fake.requests.length - before).toBe(2);
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain('titel');
    expect(result.frontendCode).toContain("$item('#postTitle')");
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('keeps the first answer with its diagnostics when the repair is worse', async () => {
    fake.script(
      { content: answer(page('titel')) },
      { content: answer(page('nope').replace('Posts', 'Nope')) },
    );
    const result = await engine().generate(request);
    expect(result.frontendCode).toContain('#titel');
    expect(result.diagnostics.map((d) => d.code)).toContain('unknown-element-id');
  });

  it.each([
    [{ status: 429, headers: { 'retry-after': '7' } }, 'rate_limited'],
    [{ status: 500 }, 'upstream'],
    [{ garbage: true }, 'unusable_output'],
    [{ hangMs: 2_000 }, 'timeout'],
  ] as const)('maps %j to a typed error the caller refunds on', async (fault, kind) => {
    fake.script(fault);
    const error = await engine(300)
      .generate(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).kind).toBe(kind);
  });

  it('troubleshoots with the model, returning only the changed pieces, checked', async () => {
    fake.script({
      content: JSON.stringify({
        frontendCode: page('postTitle'),
        explanation: 'Fixed the title id.',
      }),
    });
    const result = await engine().troubleshoot(
      ZTroubleshootRequest.parse({
        originalRequest: request,
        errorDetails: 'TypeError: $item(...).text is not a function',
        frontendCode: page('titel'),
      }),
    );
    expect(result.engine).toBe('model');
    expect(result.frontendCode).toBe(page('postTitle'));
    expect(result.backendCode).toBeUndefined();
    expect(result.explanation).toBe('Fixed the title id.');
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
