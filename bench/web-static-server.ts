// A plain static file server for the web baselines: no compression and no cache headers, like
// the app server's static files, so a baseline pays the same transfer costs as the app.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import type { Started } from './processes';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves `rootDir`; paths without an extension get index.html (a single-page app's fallback). */
export async function serveStatic(rootDir: string): Promise<Started> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const relative = path.extname(pathname) ? pathname : '/index.html';
    const file = path.join(rootDir, path.normalize(relative));
    if (!file.startsWith(rootDir + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type }).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
