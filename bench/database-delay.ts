// One client's generate latency with PostgreSQL one network hop away: the server reaches it
// through a proxy that holds every chunk DELAY_MS in each direction (a managed database in
// another zone), against the same calls with PostgreSQL on this machine. Every round trip a
// generation makes to the database adds about 2 × DELAY_MS, so the difference reads what they
// cost (decision 013: 15 of them before session 19 of issue 10, 9 since).
import net from 'node:net';

import { DATABASE_ADDRESS } from './env';
import {
  generateOnce,
  startGenerationFixture,
  stopGenerationFixture,
  type Sample,
} from './generation';
import type { BenchOptions } from './options';
import type { BenchResult } from './report';
import { percentile } from './stats';

const DELAY_MS = 1;
/**
 * Calls before timing: this server is new, and its checker takes dozens of checks to reach
 * optimised code (the direct server has run thousands by the time it is timed).
 */
const WARM_UP_CALLS = 100;

type Proxy = { port: number; close: () => Promise<void> };

/** A TCP proxy to `target` that forwards each chunk `delayMs` after it arrived, in order. */
async function startDelayProxy(
  target: { host: string; port: number },
  delayMs: number,
): Promise<Proxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      socket.on('error', () => socket.destroy());
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    const forward = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => setTimeout(() => to.write(chunk), delayMs));
      from.on('close', () => setTimeout(() => to.destroy(), delayMs));
    };
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const added = (samples: Sample[]) => samples.map((s) => s.latencyMs - s.modelMs);

/**
 * `direct`: the same one-client calls against the server on PostgreSQL here, measured in this
 * run. Null on PGlite (no network between the server and its database).
 */
export async function benchDatabaseDelay(
  options: BenchOptions,
  direct: Sample[],
): Promise<BenchResult | null> {
  if (options.database !== 'postgres' || !DATABASE_ADDRESS) return null;
  const proxy = await startDelayProxy(DATABASE_ADDRESS, DELAY_MS);
  try {
    const fixture = await startGenerationFixture(options, { users: 1, databasePort: proxy.port });
    try {
      const user = fixture.users[0]!;
      for (let i = 0; i < WARM_UP_CALLS; i++) await generateOnce(fixture, user);
      const samples: Sample[] = [];
      for (let i = 0; i < direct.length; i++) samples.push(await generateOnce(fixture, user));
      const value = percentile(added(samples), 50);
      console.log(
        `  generate server, one client, PostgreSQL ${DELAY_MS} ms away each way: ` +
          `server-added p50 ${value.toFixed(1)} ms`,
      );
      return {
        id: 'generate.added.remote-database.p50',
        name: `generate-code server-added p50, one client, database ${DELAY_MS} ms away`,
        value,
        unit: 'ms',
        baseline: {
          name: 'the same, database on this machine',
          value: percentile(added(direct), 50),
        },
        goal: null,
        note:
          `${samples.length} calls one after another, PostgreSQL behind a proxy delaying each ` +
          `direction ${DELAY_MS} ms: what the database round trips cost across a network`,
      };
    } finally {
      await stopGenerationFixture(fixture);
    }
  } finally {
    await proxy.close();
  }
}
