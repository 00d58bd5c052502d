import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy in front of the fake Stripe API that can hold back its answers: while holding,
 * a request matching `held` is not forwarded until release(), so a test can kill the server
 * with a provider call in flight. Everything else passes straight through.
 */
export type HoldProxy = {
  port: number;
  /** Starts holding matching requests. */
  hold: () => void;
  /** Stops holding; held requests whose client is still there are forwarded now. */
  release: () => void;
  /** Matching requests held since hold() (including ones whose client has gone). */
  held: () => number;
  close: () => Promise<void>;
};

export async function startHoldProxy(
  targetPort: number,
  held: (request: IncomingMessage) => boolean,
): Promise<HoldProxy> {
  let holding = false;
  let heldCount = 0;
  let waiting: Array<() => void> = [];

  const server = createServer((req, res) => {
    const pass = () => {
      if (res.destroyed) return;
      const upstream = forward(
        {
          host: '127.0.0.1',
          port: targetPort,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (holding && held(req)) {
      heldCount += 1;
      waiting.push(pass);
      return;
    }
    pass();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    hold: () => {
      holding = true;
      heldCount = 0;
    },
    release: () => {
      holding = false;
      const passes = waiting;
      waiting = [];
      for (const pass of passes) pass();
    },
    held: () => heldCount,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
