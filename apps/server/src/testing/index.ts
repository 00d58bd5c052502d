import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { randomUUID } from 'node:crypto';

import { credit, type CheckoutProvider, type MailMessage, type Mailer } from '@veloforge/api';
import { useTestPasswordHashCost } from '@veloforge/api/testing';
import { createTestDb, testDatabaseKinds } from '@veloforge/db/testing';
import type { FastifyInstance } from 'fastify';

import { parseEnv, type ServerConfig } from '../env';
import { buildServer } from '../server';
import { createTestClient, type TestClient } from './test-client';

export type DatabaseKind = 'pglite' | 'postgres';

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** Database kinds every HTTP suite runs on: PGlite always, PostgreSQL when configured. */
export const serverTestKinds = testDatabaseKinds;

export type TestServerOptions = {
  kind?: DatabaseKind;
  env?: Record<string, string>;
  checkout?: CheckoutProvider;
  /** A code model at this OpenAI-compatible base URL (the fake server's); else the template engine. */
  model?: { baseURL: string; timeoutMs?: number };
};

/** OPENAI_* variables for a model at `baseURL` (the timeout at its 1 s minimum by default). */
function modelEnv(model: TestServerOptions['model']): Record<string, string> {
  if (!model) return {};
  return {
    OPENAI_API_KEY: 'sk-test',
    OPENAI_MODEL: 'gpt-test',
    OPENAI_BASE_URL: model.baseURL,
    OPENAI_TIMEOUT_MS: String(model.timeoutMs ?? 1_000),
  };
}

/**
 * A server on its own fresh database (PGlite in memory, or a new PostgreSQL database), for
 * tests through `app.inject()` or, after `listen()`, through a real port.
 */
export async function createTestServer(options: TestServerOptions = {}) {
  // The suites register users through the API by the hundred (~350 password hashes).
  useTestPasswordHashCost();
  const testDb = await createTestDb(options.kind ?? 'pglite');
  const config: ServerConfig = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'veloforge-test-')),
    ...modelEnv(options.model),
    ...options.env,
  });
  // Every email the server sends, in order: tests read reset links from here.
  const outbox: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      outbox.push(message);
    },
  };
  const app: FastifyInstance = await buildServer({
    config,
    db: testDb.db,
    mailer,
    ...(options.checkout ? { checkout: options.checkout } : {}),
  });
  let baseUrl: string | undefined;

  return {
    app,
    db: testDb.db,
    config,
    kind: testDb.kind,
    outbox,
    /** A cookie-keeping client that sends the app's Origin, like the browser does. */
    client: (options?: { ip?: string }) => createTestClient(app, config.appUrl, options),
    /** A client signed in as a freshly registered `username` (email `<username>@example.com`). */
    async signedIn(username: string, options?: { ip?: string }) {
      const client = createTestClient(app, config.appUrl, options);
      const res = await client.post('/api/register', {
        username,
        email: `${username}@example.com`,
        password: 'secret123',
      });
      if (res.statusCode !== 200)
        throw new Error(`register ${username}: ${res.statusCode} ${res.body}`);
      return client;
    },
    /** Gives the client's user `amount` tokens through the ledger, as an admin grant would. */
    async grant(client: TestClient, amount: number): Promise<void> {
      await credit(testDb.db, {
        userId: await client.userId(),
        amount,
        reason: 'admin_grant',
        idempotencyKey: `test-grant:${randomUUID()}`,
      });
    },
    /** Listens on a free loopback port and returns its base URL. */
    async listen(): Promise<string> {
      baseUrl ??= await app.listen({ port: 0, host: '127.0.0.1' });
      return baseUrl;
    },
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}

export { findFreePort, startServerProcess, stopProcess, waitUntilReady } from './server-process';
export type { ServerProcess, ServerProcessOptions } from './server-process';
export { createTestClient } from './test-client';
export type { TestClient } from './test-client';
