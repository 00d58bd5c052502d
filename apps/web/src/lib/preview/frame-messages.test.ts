import { PREVIEW_PROTOCOL } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { acceptFrameMessage } from './frame-messages';

/** Stand-ins for window objects: the check compares identity only. */
const frame = {} as Window;
const otherFrame = {} as Window;
const NONCE = 'run-nonce-0123456789_abc';
const OTHER_NONCE = 'older-run-nonce-0123456789';

const ready = { kind: 'ready', protocol: PREVIEW_PROTOCOL };
const log = { kind: 'console', nonce: NONCE, level: 'log', message: 'hello' };

describe('acceptFrameMessage', () => {
  it("accepts 'ready' from the run's frame without a nonce", () => {
    expect(acceptFrameMessage({ source: frame, data: ready }, frame, NONCE)).toEqual(ready);
  });

  it("accepts the run's messages carrying its nonce", () => {
    expect(acceptFrameMessage({ source: frame, data: log }, frame, NONCE)).toEqual(log);
    const done = { kind: 'done', nonce: NONCE };
    expect(acceptFrameMessage({ source: frame, data: done }, frame, NONCE)).toEqual(done);
  });

  it('ignores messages from any other window', () => {
    expect(acceptFrameMessage({ source: otherFrame, data: log }, frame, NONCE)).toBeNull();
    expect(acceptFrameMessage({ source: null, data: ready }, frame, NONCE)).toBeNull();
  });

  it('ignores everything while the frame has no window', () => {
    expect(acceptFrameMessage({ source: null, data: ready }, null, NONCE)).toBeNull();
  });

  it("ignores another run's nonce and messages without one", () => {
    const stale = { ...log, nonce: OTHER_NONCE };
    expect(acceptFrameMessage({ source: frame, data: stale }, frame, NONCE)).toBeNull();
    const { nonce: _nonce, ...withoutNonce } = log;
    expect(acceptFrameMessage({ source: frame, data: withoutNonce }, frame, NONCE)).toBeNull();
  });

  it('ignores malformed data', () => {
    const malformed: unknown[] = [
      null,
      'ready',
      42,
      { kind: 'ready' },
      { kind: 'ready', protocol: 'veloforge-preview/0' },
      { kind: 'console', nonce: NONCE, level: 'debug', message: 'x' },
      { kind: 'error', nonce: NONCE },
      { kind: 'record', nonce: NONCE, record: { kind: 'download', url: '/x' } },
      { kind: 'run', nonce: NONCE },
      { ...log, message: 'x'.repeat(10_000) },
    ];
    for (const data of malformed) {
      expect(acceptFrameMessage({ source: frame, data }, frame, NONCE)).toBeNull();
    }
  });
});
