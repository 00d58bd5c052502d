import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { PREVIEW_FRAME_PATH, PREVIEW_SANDBOX } from '@veloforge/shared';
import type { FastifyInstance } from 'fastify';

/** The frame page's background before the generated page paints (the HTML piece brings its own). */
const FRAME_STYLE =
  'html,body{margin:0;background:#fff;color:#1f2933;font-family:system-ui,sans-serif}';

export const PREVIEW_RUNTIME_MISSING =
  'The preview runtime is not built. Run `pnpm build` and restart the server.';

interface FramePage {
  html: string;
  csp: string;
  etag: string;
}

/**
 * The page the preview iframe loads: the runtime inlined (allowed by its hash, the only script the
 * CSP permits besides the page code the runtime evaluates), no network at all, and a CSP sandbox
 * so even opened on its own it has an opaque origin (security-checklist X1-X3).
 */
export function buildFramePage(runtime: string): FramePage {
  const hash = createHash('sha256').update(runtime).digest('base64');
  const csp = [
    `sandbox ${PREVIEW_SANDBOX}`,
    "default-src 'none'",
    // 'unsafe-eval': the runtime evaluates the page code it receives (new Function).
    `script-src 'sha256-${hash}' 'unsafe-eval'`,
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'media-src data: blob:',
    'font-src data:',
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>VeloForge preview</title><style>${FRAME_STYLE}</style></head>`,
    `<body><main id="veloforge-page"></main><script>${runtime}</script></body>`,
    '</html>',
  ].join('\n');
  return { html, csp, etag: `"${hash}"` };
}

function loadRuntime(): string | null {
  try {
    const file = createRequire(import.meta.url).resolve('@veloforge/preview/runtime.js');
    return readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n');
  } catch {
    return null;
  }
}

export function registerPreviewFrame(app: FastifyInstance, runtime = loadRuntime()) {
  const page = runtime === null ? null : buildFramePage(runtime);
  if (!page) app.log.warn('preview runtime not built: the Preview tab cannot run code');

  app.get(PREVIEW_FRAME_PATH, async (request, reply) => {
    if (!page) return reply.status(503).send({ message: PREVIEW_RUNTIME_MISSING });
    reply
      .header('content-security-policy', page.csp)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-cache')
      .header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  });
}
