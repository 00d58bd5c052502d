import { describe, expect, it } from 'vitest';

import { sameOriginPath } from './redirect-target';

const ORIGIN = 'http://127.0.0.1:4000';

describe('sameOriginPath', () => {
  it('keeps a relative redirect with its query', () => {
    expect(sameOriginPath('/purchase-success?session_id=cs_1', ORIGIN)).toBe(
      '/purchase-success?session_id=cs_1',
    );
  });

  it('accepts an absolute URL on this origin', () => {
    expect(sameOriginPath(`${ORIGIN}/purchase-cancel`, ORIGIN)).toBe('/purchase-cancel');
  });

  it.each(['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)'])(
    'refuses %s',
    (url) => {
      expect(sameOriginPath(url, ORIGIN)).toBeNull();
    },
  );
});
