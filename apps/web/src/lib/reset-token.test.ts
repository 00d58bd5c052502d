import { describe, expect, it } from 'vitest';

import { normalizeResetToken } from './reset-token';

describe('normalizeResetToken', () => {
  it('gives null when the link has no token', () => {
    expect(normalizeResetToken(undefined)).toBeNull();
    expect(normalizeResetToken('   ')).toBeNull();
  });

  it('trims whitespace', () => {
    expect(normalizeResetToken('  abc123 ')).toBe('abc123');
  });

  it('cuts at a .html suffix', () => {
    expect(normalizeResetToken('abc123.html')).toBe('abc123');
    expect(normalizeResetToken('abc123.html?x=1')).toBe('abc123');
  });

  it('percent-decodes only when a percent sign is present', () => {
    expect(normalizeResetToken('abc%2B123')).toBe('abc+123');
    expect(normalizeResetToken('abc+123')).toBe('abc+123');
  });

  it('keeps a malformed escape as it is', () => {
    expect(normalizeResetToken('abc%E0')).toBe('abc%E0');
  });
});
