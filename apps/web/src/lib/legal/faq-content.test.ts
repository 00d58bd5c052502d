import { TRPCClientError } from '@trpc/client';
import { DEFAULT_FAQS, LEGAL_DEFAULTS, LEGAL_DEFAULTS_DATE } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { faqItemsOf } from './faq-content';
import { legalDocumentState, type LegalDocumentState } from './legal-document-state';
import { tokenUsageContentOf } from './token-usage-content';

function ready(content: string, effectiveDate: string | null = null): LegalDocumentState {
  return { status: 'ready', document: { content, effectiveDate } };
}

function failure(httpStatus: number) {
  return TRPCClientError.from({
    error: { message: 'x', code: -32000, data: { httpStatus } },
  } as never);
}

describe('legalDocumentState', () => {
  it('tells a 404 (nothing published) from a failed call', () => {
    const base = { isPending: false, data: undefined };
    expect(legalDocumentState({ ...base, error: failure(404) })).toEqual({ status: 'missing' });
    expect(legalDocumentState({ ...base, error: failure(500) })).toEqual({ status: 'failed' });
    expect(legalDocumentState({ ...base, error: new TypeError('Failed to fetch') })).toEqual({
      status: 'failed',
    });
    expect(legalDocumentState({ isPending: true, error: null, data: undefined })).toEqual({
      status: 'loading',
    });
    const content = { content: 'Text', effectiveDate: null };
    expect(
      legalDocumentState({ isPending: false, error: null, data: { success: true, content } }),
    ).toEqual({ status: 'ready', document: content });
  });
});

describe('faqItemsOf', () => {
  it('lists the published questions', () => {
    const items = [{ question: 'Is it fast?', answer: 'Yes.' }];
    expect(faqItemsOf(ready(JSON.stringify(items)))).toEqual(items);
  });

  it('falls back to the five defaults when nothing is published or the call failed', () => {
    expect(faqItemsOf({ status: 'missing' })).toBe(DEFAULT_FAQS);
    expect(faqItemsOf({ status: 'failed' })).toBe(DEFAULT_FAQS);
    expect(DEFAULT_FAQS).toHaveLength(5);
  });

  it('falls back to the defaults when the content is not a JSON array of questions', () => {
    for (const content of [
      'not json',
      '{"question":"Q","answer":"A"}',
      '[]',
      '[{"question":"Q"}]',
    ]) {
      expect(faqItemsOf(ready(content)), content).toBe(DEFAULT_FAQS);
    }
  });
});

describe('tokenUsageContentOf', () => {
  it('uses the first paragraph as the heading and the rest as paragraphs', () => {
    expect(tokenUsageContentOf(ready('Tokens 101\n\nOne.\n\nTwo.', '2026-03-01'))).toEqual({
      heading: 'Tokens 101',
      paragraphs: ['One.', 'Two.'],
      lastUpdated: '2026-03-01',
    });
  });

  it('shows the built-in text when nothing is published or the call failed', () => {
    for (const status of ['missing', 'failed'] as const) {
      const content = tokenUsageContentOf({ status });
      expect(content.heading).toBe(LEGAL_DEFAULTS['token-usage'].split('\n\n')[0]);
      expect(content.paragraphs.length).toBeGreaterThan(1);
      expect(content.lastUpdated).toBe(LEGAL_DEFAULTS_DATE);
    }
  });
});
