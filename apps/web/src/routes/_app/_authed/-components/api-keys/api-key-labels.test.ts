import type { TApiKey } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { activeCount, keyDetails, lastUsedLabel } from './api-key-labels';

const KEY: TApiKey = {
  id: '3f2a9c1b-0000-4000-8000-000000000001',
  name: 'CI',
  prefix: 'vf_live_3f2a9c1b',
  createdAt: '2026-03-04T12:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

describe('API key labels', () => {
  it("says 'Never' for a key not used yet", () => {
    expect(lastUsedLabel(KEY)).toBe('Never');
    expect(keyDetails(KEY)).toBe('Created March 4, 2026 · Last used Never');
  });

  it('adds the revocation date and counts only active keys', () => {
    const revoked = {
      ...KEY,
      lastUsedAt: '2026-03-05T12:30:00.000Z',
      revokedAt: '2026-03-06T12:00:00.000Z',
    };
    expect(keyDetails(revoked)).toMatch(
      /^Created March 4, 2026 · Last used March 5, 2026 at .+ · Revoked March 6, 2026$/,
    );
    expect(activeCount([KEY, revoked, { ...KEY, id: 'b' }])).toBe(2);
  });
});
