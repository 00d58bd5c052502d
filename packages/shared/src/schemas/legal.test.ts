import { describe, expect, it } from 'vitest';

import { LEGAL_TYPES } from '../constants';
import { DEFAULT_FAQS, LEGAL_DEFAULTS } from '../legal-defaults';
import { parseFaqContent } from './faq';
import {
  LEGAL_CONTENT_MAX_CHARS,
  LEGAL_MESSAGES,
  LEGAL_TYPE_LABELS,
  ZLegalType,
  ZLegalUpdateBody,
} from './legal';

function faqError(text: string): string {
  const result = parseFaqContent(text);
  if (result.success) throw new Error(`expected ${text} to be refused`);
  return result.message;
}

describe('parseFaqContent', () => {
  it('reads a JSON array of questions and answers, trimmed', () => {
    expect(parseFaqContent('[{"question":" Q? ","answer":"A.","extra":1}]')).toEqual({
      success: true,
      items: [{ question: 'Q?', answer: 'A.' }],
    });
  });

  it('names a JSON syntax error', () => {
    expect(faqError('[{"question": "Q?",}]')).toMatch(/^FAQ content is not valid JSON: /);
    expect(faqError('')).toMatch(/^FAQ content is not valid JSON/);
  });

  it('refuses anything but a non-empty array', () => {
    for (const text of ['{"question":"Q","answer":"A"}', '"text"', '42', 'null']) {
      expect(faqError(text), text).toBe(
        'FAQ content must be a JSON array of objects with a "question" and an "answer"',
      );
    }
    expect(faqError('[]')).toBe('FAQ content must contain at least one question');
  });

  it('says which item is wrong and how', () => {
    const ok = { question: 'Q1', answer: 'A1' };
    expect(faqError(JSON.stringify([ok, { question: 'Q2' }]))).toBe('Item 2 has no answer');
    expect(faqError(JSON.stringify([ok, { question: 'Q2', answer: '  ' }]))).toBe(
      'Item 2 has no answer',
    );
    expect(faqError(JSON.stringify([{ answer: 'A' }]))).toBe('Item 1 has no question');
    expect(faqError(JSON.stringify([{ question: 3, answer: 'A' }]))).toBe('Item 1 has no question');
    expect(faqError(JSON.stringify([ok, 'Q?']))).toBe(
      'Item 2 must be an object with a question and an answer',
    );
    expect(faqError(JSON.stringify([ok, [ok]]))).toBe(
      'Item 2 must be an object with a question and an answer',
    );
    expect(faqError(JSON.stringify([ok, { question: 'q1', answer: 'again' }]))).toBe(
      'Item 2 repeats the question of item 1',
    );
  });
});

describe('legal schemas', () => {
  it('accepts the six types and lists them when refusing another', () => {
    for (const type of LEGAL_TYPES) expect(ZLegalType.parse(type)).toBe(type);
    const refused = ZLegalType.safeParse('imprint');
    expect(refused.error?.issues[0]?.message).toBe(
      'Unknown legal content type. Valid types: terms-of-service, privacy-policy, token-usage, faq, cookie-policy, refund-policy',
    );
  });

  it('bounds the content and checks the effective date', () => {
    expect(ZLegalUpdateBody.parse({ content: 'x' })).toEqual({ content: 'x' });
    expect(ZLegalUpdateBody.parse({ content: 'x', effectiveDate: null }).effectiveDate).toBeNull();
    expect(
      ZLegalUpdateBody.parse({ content: 'x', effectiveDate: '2024-02-29' }).effectiveDate,
    ).toBe('2024-02-29');
    const long = ZLegalUpdateBody.safeParse({ content: 'x'.repeat(LEGAL_CONTENT_MAX_CHARS + 1) });
    expect(long.error?.issues[0]?.message).toBe(
      'Content is too long (the limit is 200,000 characters)',
    );
    expect(ZLegalUpdateBody.safeParse({ content: '  \n' }).error?.issues[0]?.message).toBe(
      LEGAL_MESSAGES.contentRequired,
    );
    for (const date of [
      '2023-02-29',
      '2024-13-01',
      '24-01-01',
      '2024-01-01T00:00:00Z',
      '0001-01-01',
    ]) {
      expect(
        ZLegalUpdateBody.safeParse({ content: 'x', effectiveDate: date }).error?.issues[0]?.message,
        date,
      ).toBe(LEGAL_MESSAGES.invalidEffectiveDate);
    }
  });
});

describe('built-in legal defaults', () => {
  it('has a labelled, non-empty plain-text default for each of the six types', () => {
    for (const type of LEGAL_TYPES) {
      expect(LEGAL_TYPE_LABELS[type], type).toBeTruthy();
      expect(LEGAL_DEFAULTS[type].trim().length, type).toBeGreaterThan(100);
      expect(LEGAL_DEFAULTS[type], type).not.toMatch(/[<>]/);
      expect(ZLegalUpdateBody.safeParse({ content: LEGAL_DEFAULTS[type] }).success, type).toBe(
        true,
      );
    }
  });

  it('keeps the five-question FAQ fallback as a valid FAQ document', () => {
    expect(DEFAULT_FAQS).toHaveLength(5);
    expect(parseFaqContent(LEGAL_DEFAULTS.faq)).toEqual({ success: true, items: DEFAULT_FAQS });
  });

  it('states the token rules of spec section 9', () => {
    for (const type of ['terms-of-service', 'token-usage', 'refund-policy'] as const) {
      const text = LEGAL_DEFAULTS[type].toLowerCase();
      expect(text, type).toMatch(/never expire|do not expire/);
      expect(text, type).toContain('non-transferable');
      expect(text, type).toMatch(/final and non-refundable/);
    }
    expect(LEGAL_DEFAULTS['token-usage'].split('\n\n')[0]).toBe('How Tokens Work');
  });
});
