import { describe, expect, it } from 'vitest';

import { formatEffectiveDate, localDateOf } from './effective-date';
import { isHtmlContent, splitParagraphs, toLegalBlocks } from './legal-text';

describe('isHtmlContent', () => {
  it('treats any angle bracket as HTML and everything else as text', () => {
    expect(isHtmlContent('<p>Hi</p>')).toBe(true);
    expect(isHtmlContent('Tokens > money')).toBe(true);
    expect(isHtmlContent('1. Tokens\n\nThey never expire.')).toBe(false);
  });
});

describe('toLegalBlocks', () => {
  it('splits on blank lines, including CRLF and whitespace-only lines, dropping empty ones', () => {
    expect(splitParagraphs('First\r\n\r\nSecond\n   \nThird\n\n\n\n')).toEqual([
      'First',
      'Second',
      'Third',
    ]);
  });

  it('makes paragraphs that start with a number and a dot headings', () => {
    expect(toLegalBlocks('Intro text.\n\n1. Tokens\n\nThey never expire.\n\n12. Changes')).toEqual([
      { kind: 'paragraph', text: 'Intro text.' },
      { kind: 'heading', text: '1. Tokens' },
      { kind: 'paragraph', text: 'They never expire.' },
      { kind: 'heading', text: '12. Changes' },
    ]);
  });

  it('keeps numbers that are not a numbered heading as text', () => {
    expect(toLegalBlocks('3.5 tokens\n\n2024 was a year\n\n1.Tight')).toEqual([
      { kind: 'paragraph', text: '3.5 tokens' },
      { kind: 'paragraph', text: '2024 was a year' },
      { kind: 'paragraph', text: '1.Tight' },
    ]);
  });

  it('splits a numbered paragraph that runs on into a heading and its text', () => {
    expect(toLegalBlocks('2. Accounts\nKeep your password secret.\nOne per person.')).toEqual([
      { kind: 'heading', text: '2. Accounts' },
      { kind: 'paragraph', text: 'Keep your password secret.\nOne per person.' },
    ]);
  });

  it('gives nothing for blank content', () => {
    expect(toLegalBlocks(' \n\n ')).toEqual([]);
  });
});

describe('formatEffectiveDate', () => {
  it('writes the calendar day as a long date, whatever the time zone', () => {
    expect(formatEffectiveDate('2026-01-15')).toBe('January 15, 2026');
    expect(formatEffectiveDate('2024-02-29')).toBe('February 29, 2024');
    expect(formatEffectiveDate('soon')).toBe('soon');
  });
});

describe('localDateOf', () => {
  it('writes the local calendar day as a date input value', () => {
    expect(localDateOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
