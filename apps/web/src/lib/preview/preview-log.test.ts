import type { TPreviewFrameMessage } from '@veloforge/shared';
import { PREVIEW_LIMITS, PREVIEW_PROTOCOL } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import type { PreviewLog } from './preview-log';
import { DROPPED_OUTPUT_LINE, INITIAL_PREVIEW_LOG, previewLogReducer } from './preview-log';

const nonce = 'run-nonce-0123456789_abc';

function receive(...messages: TPreviewFrameMessage[]): PreviewLog {
  return messages.reduce(
    (log, message) => previewLogReducer(log, { type: 'message', message }),
    INITIAL_PREVIEW_LOG,
  );
}

const ready: TPreviewFrameMessage = { kind: 'ready', protocol: PREVIEW_PROTOCOL };
const done: TPreviewFrameMessage = { kind: 'done', nonce };
const log = (message: string): TPreviewFrameMessage => ({
  kind: 'console',
  nonce,
  level: 'log',
  message,
});
const error = (message: string): TPreviewFrameMessage => ({ kind: 'error', nonce, message });

describe('previewLogReducer', () => {
  it('goes from starting to running to ready', () => {
    expect(INITIAL_PREVIEW_LOG.status).toBe('starting');
    expect(receive(ready).status).toBe('running');
    expect(receive(ready, done).status).toBe('ready');
  });

  it('counts any run message as running, and stays ready after done', () => {
    expect(receive(log('early')).status).toBe('running');
    const later = receive(ready, done, log('clicked'), ready);
    expect(later.status).toBe('ready');
    expect(later.lines).toEqual([{ level: 'log', text: 'clicked' }]);
  });

  it('keeps console lines in order with their levels', () => {
    const shown = receive(
      ready,
      log('one'),
      { kind: 'console', nonce, level: 'warn', message: 'two' },
      { kind: 'console', nonce, level: 'error', message: 'three' },
    );
    expect(shown.lines).toEqual([
      { level: 'log', text: 'one' },
      { level: 'warn', text: 'two' },
      { level: 'error', text: 'three' },
    ]);
    // console.error is output, not an uncaught error.
    expect(shown.firstError).toBeNull();
  });

  it('keeps the first runtime error and logs every error', () => {
    const shown = receive(ready, error('first'), error('second'));
    expect(shown.firstError).toBe('first');
    expect(shown.lines).toEqual([
      { level: 'error', text: 'first' },
      { level: 'error', text: 'second' },
    ]);
  });

  it('turns navigation and lightbox records into info lines', () => {
    const shown = receive(
      { kind: 'record', nonce, record: { kind: 'navigation', url: '/cart' } },
      { kind: 'record', nonce, record: { kind: 'lightbox', name: 'Signup' } },
    );
    expect(shown.lines).toEqual([
      {
        level: 'info',
        text: 'wix-location.to("/cart") — navigation is not followed in the preview',
      },
      { level: 'info', text: 'openLightbox("Signup") — lightboxes do not open in the preview' },
    ]);
  });

  it('caps the console with one final dropped-output line', () => {
    const limit = PREVIEW_LIMITS.consoleLines;
    const many = Array.from({ length: limit + 20 }, (_, index) => log(`line ${index}`));
    const shown = receive(ready, ...many);
    expect(shown.lines).toHaveLength(limit + 1);
    expect(shown.lines[limit - 1]).toEqual({ level: 'log', text: `line ${limit - 1}` });
    expect(shown.lines.at(-1)).toEqual(DROPPED_OUTPUT_LINE);
    expect(shown.dropped).toBe(true);
  });

  it('still reports the first error after the console is full', () => {
    const full = Array.from({ length: PREVIEW_LIMITS.consoleLines + 1 }, () => log('spam'));
    const shown = receive(...full, error('boom'), done);
    expect(shown.firstError).toBe('boom');
    expect(shown.lines.at(-1)).toEqual(DROPPED_OUTPUT_LINE);
    expect(shown.status).toBe('ready');
  });

  it('starts over on reset', () => {
    const shown = receive(ready, error('boom'), done);
    expect(previewLogReducer(shown, { type: 'reset' })).toEqual(INITIAL_PREVIEW_LOG);
  });
});
