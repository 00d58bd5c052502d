/**
 * Browser entry of the sandboxed preview frame, bundled to dist/runtime.js and inlined into the
 * frame's page by the server. The frame has an opaque origin (sandbox without allow-same-origin):
 * it takes exactly one run from its parent window, renders and runs it, and reports the console,
 * errors and recorded navigations back, tagged with the run's nonce.
 */
import { PREVIEW_LIMITS, PREVIEW_PROTOCOL } from '@veloforge/shared/preview-protocol';

import { mountPreview } from './dom/mount';
import { readRunMessage, type RunMessage } from './frame-run';

const PAGE_ROOT_ID = 'veloforge-page';

type Outgoing =
  | { kind: 'console'; level: 'log' | 'warn' | 'error'; message: string }
  | { kind: 'error'; message: string }
  | {
      kind: 'record';
      record: { kind: 'navigation'; url: string } | { kind: 'lightbox'; name: string };
    }
  | { kind: 'done' };

function clip(text: string): string {
  const max = PREVIEW_LIMITS.messageChars;
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function start(run: RunMessage, parentOrigin: string): void {
  let consoleLines = 0;
  const post = (message: Outgoing) =>
    window.parent.postMessage({ ...message, nonce: run.nonce }, parentOrigin);
  const report = (message: Outgoing) => {
    if (message.kind === 'console' && ++consoleLines > PREVIEW_LIMITS.consoleLines) return;
    post(message);
  };
  // Anything the runtime did not catch itself (it catches handler, timer and onReady errors).
  window.addEventListener('error', (event) =>
    report({ kind: 'error', message: clip(String(event.message || event.error)) }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    report({ kind: 'error', message: clip(`Uncaught (in promise) ${String(event.reason)}`) }),
  );
  const root = document.getElementById(PAGE_ROOT_ID) ?? document.body;
  void mountPreview({
    document,
    root,
    structure: run.structure,
    html: run.html,
    frontendCode: run.frontendCode,
    ...(run.backendCode !== undefined ? { backendCode: run.backendCode } : {}),
    ...(run.backendModulePath !== undefined ? { backendModulePath: run.backendModulePath } : {}),
    member: run.member,
    // The one role the preview's permission check and currentMember.getRoles() look for.
    ...(run.admin ? { memberRoles: ['Admin'] } : {}),
    clock: 'real',
    onLog: (record) =>
      report(
        record.kind === 'console'
          ? { kind: 'console', level: record.level, message: clip(record.message) }
          : { kind: 'error', message: clip(record.message) },
      ),
    onRecord: (record) =>
      report({
        kind: 'record',
        record:
          record.kind === 'navigation'
            ? { kind: 'navigation', url: clip(record.url) }
            : { kind: 'lightbox', name: clip(record.name) },
      }),
  }).then(() => post({ kind: 'done' }));
}

let started = false;
window.addEventListener('message', (event: MessageEvent) => {
  // Only the app that embeds this frame may start it, and only once: a new frame per run.
  if (started || event.source !== window.parent) return;
  const run = readRunMessage(event.data);
  if (!run) return;
  started = true;
  start(run, event.origin);
});
window.parent.postMessage({ kind: 'ready', protocol: PREVIEW_PROTOCOL }, '*');
