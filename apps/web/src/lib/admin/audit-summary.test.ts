import { describe, expect, it } from 'vitest';

import { auditActionLabel, auditChanges, isAdminAction } from './audit-summary';

describe('auditActionLabel', () => {
  it('names the known actions and shows others as written', () => {
    expect(auditActionLabel('admin.settings.update')).toBe('Settings updated');
    expect(auditActionLabel('admin.tokens.grant')).toBe('Tokens granted');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });

  it('tells admin changes from account events', () => {
    expect(isAdminAction('admin.tokens.grant')).toBe(true);
    expect(isAdminAction('legal.update')).toBe(true);
    expect(isAdminAction('auth.login')).toBe(false);
  });
});

describe('auditChanges', () => {
  it('summarises a settings change, the price in dollars', () => {
    expect(
      auditChanges({
        before: { tokenPackagePrice: 500, tokenPackageAmount: 150 },
        after: { tokenPackagePrice: 750, tokenPackageAmount: 1500 },
      }),
    ).toEqual(['Price: $5.00 → $7.50', 'Tokens per package: 150 → 1,500']);
  });

  it('summarises a grant by its amount and the balance before and after', () => {
    expect(
      auditChanges({ userId: 'u1', amount: 10, before: { tokens: 200 }, after: { tokens: 210 } }),
    ).toEqual(['+10 tokens', 'Balance: 200 → 210']);
  });

  it('pairs flat before/after keys, leaving whole texts and hashes out', () => {
    expect(
      auditChanges({
        created: false,
        contentChanged: true,
        beforeLength: 120,
        afterLength: 340,
        beforeSha256: 'aa',
        afterSha256: 'bb',
        beforeContent: 'old',
        afterContent: 'new',
        beforeEffectiveDate: null,
        afterEffectiveDate: '2026-01-01',
      }),
    ).toEqual(['Length: 120 → 340', 'Effective date: — → 2026-01-01', 'Content changed']);
  });

  it('lists other facts as label and value', () => {
    expect(auditChanges({ ip: '127.0.0.1', role: 'user' })).toEqual([
      'IP: 127.0.0.1',
      'Role: user',
    ]);
    expect(auditChanges({})).toEqual([]);
  });
});
