import { describe, expect, it } from 'vitest';

import {
  DEFAULT_TOKEN_PACKAGE_AMOUNT,
  DEFAULT_TOKEN_PACKAGE_PRICE_CENTS,
  LEGAL_TYPES,
  MESSAGES,
  PAGE_TITLE,
  ZPublicSettings,
  ZPublicUser,
} from './index';

describe('shared constants (spec sections 2, 3, 9)', () => {
  it('defaults the package to 150 tokens for 500 cents', () => {
    expect(DEFAULT_TOKEN_PACKAGE_PRICE_CENTS).toBe(500);
    expect(DEFAULT_TOKEN_PACKAGE_AMOUNT).toBe(150);
  });

  it('names the platform code generator in the page title', () => {
    expect(PAGE_TITLE).toBe('VeloForge — Wix Velo Code Generator');
  });

  it('lists the six legal content types', () => {
    expect(LEGAL_TYPES).toEqual([
      'terms-of-service',
      'privacy-policy',
      'token-usage',
      'faq',
      'cookie-policy',
      'refund-policy',
    ]);
  });

  it('keeps the not-found copy verbatim', () => {
    expect(MESSAGES.notFoundTitle).toBe('404 Page Not Found');
    expect(MESSAGES.notFoundHint).toBe('Did you forget to add the page to the router?');
  });
});

describe('shared schemas', () => {
  it('accepts the public user and settings payloads and rejects wrong shapes', () => {
    const user = {
      id: 'u1',
      username: 'velodev',
      email: 'velodev@example.com',
      role: 'user',
      tokens: 3,
      createdAt: '2026-11-25T00:00:00.000Z',
    };
    expect(ZPublicUser.parse(user)).toEqual(user);
    expect(ZPublicUser.safeParse({ ...user, role: 'owner' }).success).toBe(false);
    expect(
      ZPublicSettings.safeParse({ tokenPackagePrice: 4.5, tokenPackageAmount: 150 }).success,
    ).toBe(false);
  });
});
