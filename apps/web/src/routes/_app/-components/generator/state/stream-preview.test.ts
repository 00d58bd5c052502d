import { describe, expect, it } from 'vitest';

import { partialStringMembers, streamPreview } from './stream-preview';

describe('streamPreview', () => {
  it('shows plain text as it is', () => {
    expect(streamPreview("$w.onReady(() => {\n  $w('#a')")).toEqual({
      piece: null,
      text: "$w.onReady(() => {\n  $w('#a')",
    });
  });

  it('decodes the piece a JSON answer is writing, escapes included', () => {
    const raw = '{"frontendCode": "$w.onReady(() => {\\n  $w(\\"#title\\").text = \\"\\u00e9';
    expect(streamPreview(raw)).toEqual({
      piece: 'frontendCode',
      text: '$w.onReady(() => {\n  $w("#title").text = "é',
    });
  });

  it('moves on to the next piece, skipping empty ones', () => {
    const raw = '{"frontendCode":"page","backendCode":"","htmlCode":"<div';
    expect(streamPreview(raw)).toEqual({ piece: 'htmlCode', text: '<div' });
    expect(streamPreview('{"frontendCode":"page","backendCode":"')).toEqual({
      piece: 'frontendCode',
      text: 'page',
    });
  });

  it('waits for an escape that is cut in half, and shows nothing before any value', () => {
    expect(streamPreview('{"frontendCode":"a\\')).toEqual({ piece: 'frontendCode', text: 'a' });
    expect(streamPreview('{"frontendCode":"a\\u00')).toEqual({ piece: 'frontendCode', text: 'a' });
    expect(streamPreview('{"fronte')).toEqual({ piece: null, text: '' });
  });
});

describe('partialStringMembers', () => {
  it('reads string members and skips other values', () => {
    expect(partialStringMembers('{ "a": "x", "n": 3, "b": null, "c": "y" }')).toEqual([
      { key: 'a', value: 'x' },
      { key: 'c', value: 'y' },
    ]);
  });
});
