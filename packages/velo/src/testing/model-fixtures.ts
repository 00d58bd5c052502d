import { ZGenerationRequest, type TGenerationRequestInput } from '@veloforge/shared';
import { afterAll, beforeAll } from 'vitest';

import { createModelClient, type ModelClient } from '../model/client';
import { buildStructure } from '../structure';
import { ModelError } from '../types';

import { startFakeOpenAI, type FakeOpenAI } from './fake-openai-server';

/** Shared set-up for the model operation tests: a fake server per test file and sample inputs. */

export interface FakeFixture {
  server(): FakeOpenAI;
  client(): ModelClient;
  /** The texts of the last request's messages with this role. */
  contents(role: string): string[];
  last(): FakeOpenAI['requests'][number];
}

/** Starts a fake server before the file's tests and closes it after them. */
export function useFakeOpenAI(): FakeFixture {
  let fake: FakeOpenAI | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake?.close();
  });
  const server = () => {
    if (!fake) throw new Error('The fake server starts in beforeAll');
    return fake;
  };
  const last = () => server().requests.at(-1)!;
  return {
    server,
    client: () =>
      createModelClient({
        apiKey: 'sk-test',
        model: 'gpt-test',
        baseURL: server().baseURL,
        timeoutMs: 5_000,
      }),
    last,
    contents: (role) =>
      (last().body.messages ?? []).filter((m) => m.role === role).map((m) => String(m.content)),
  };
}

export function sampleRequest(overrides: Partial<TGenerationRequestInput> = {}) {
  const parsed = ZGenerationRequest.parse({
    prompt: 'Show the posts in the repeater',
    outputType: 'velo',
    collections: [{ name: 'Blog-Posts', fields: [{ id: 'title', type: 'text' }] }],
    elementIds: ['statusText'],
    elementHierarchy: {
      elements: [
        { id: 'postsRepeater', type: 'repeater', children: ['title'] },
        { id: 'title', type: 'text', parentId: 'postsRepeater', description: 'the post title' },
      ],
    },
    ...overrides,
  });
  return { request: parsed, structure: buildStructure(parsed) };
}

/** Page code filling the repeater, with the title element's id as given. */
export const samplePage = (id: string) =>
  `$w.onReady(async () => {\n  $w('#postsRepeater').onItemReady(($item, item) => {\n    $item('#${id}').text = item.title;\n  });\n});\n`;

export const sampleBackend =
  "import { Permissions, webMethod } from 'wix-web-module';\n\nexport const getPosts = webMethod(Permissions.Anyone, async () => []);\n";

/** A four-piece JSON answer, empty strings for the pieces not given. */
export const piecesJson = (pieces: Record<string, string>) =>
  JSON.stringify({ frontendCode: '', backendCode: '', htmlCode: '', instructions: '', ...pieces });

/** The ModelError kind a promise rejects with ('resolved' or 'other' otherwise). */
export const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof ModelError ? e.kind : 'other'),
  );
