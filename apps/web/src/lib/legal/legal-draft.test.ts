import { LEGAL_DEFAULTS } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { draftErrors, initialDraft } from './legal-draft';

describe('initialDraft', () => {
  it('starts from the published document', () => {
    const state = {
      status: 'ready',
      document: { content: 'Published', effectiveDate: '2026-01-15' },
    } as const;
    expect(initialDraft('faq', state)).toEqual({
      content: 'Published',
      effectiveDate: '2026-01-15',
    });
  });

  it('starts from the built-in default, dated today, while nothing is published', () => {
    expect(initialDraft('privacy-policy', { status: 'missing' }, '2026-11-26')).toEqual({
      content: LEGAL_DEFAULTS['privacy-policy'],
      effectiveDate: '2026-11-26',
    });
  });
});

describe('draftErrors', () => {
  it('accepts every built-in default as it is', () => {
    for (const type of ['terms-of-service', 'faq', 'token-usage'] as const) {
      expect(draftErrors(type, { content: LEGAL_DEFAULTS[type], effectiveDate: '' })).toEqual({});
    }
  });

  it('names the FAQ problem before saving', () => {
    const content = JSON.stringify([{ question: 'Q1', answer: 'A1' }, { question: 'Q2' }]);
    expect(draftErrors('faq', { content, effectiveDate: '' })).toEqual({
      content: 'Item 2 has no answer',
    });
    expect(draftErrors('faq', { content: '[{', effectiveDate: '' }).content).toMatch(
      /^FAQ content is not valid JSON/,
    );
    // Other types are free text.
    expect(draftErrors('terms-of-service', { content: '[{', effectiveDate: '' })).toEqual({});
  });

  it('refuses empty content and an impossible date', () => {
    expect(draftErrors('terms-of-service', { content: ' ', effectiveDate: '2026-02-30' })).toEqual({
      content: 'Content is required',
      effectiveDate: 'Effective date must be a date written as YYYY-MM-DD',
    });
  });
});
