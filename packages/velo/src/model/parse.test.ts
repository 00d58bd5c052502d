import { describe, expect, it } from 'vitest';

import { ModelError } from '../types';

import { parseAnswer, parseTextAnswer } from './parse';
import { pieceFromLabel } from './sections';

const page =
  "import wixData from 'wix-data';\n\n$w.onReady(async () => {\n  $w('#title').text = 'Hi';\n});\n";
const backend =
  "import { Permissions, webMethod } from 'wix-web-module';\n\nexport const getPosts = webMethod(Permissions.Anyone, async () => []);\n";
const html = '<!doctype html>\n<html><body><main id="app"></main></body></html>\n';
const json = JSON.stringify({
  frontendCode: page,
  backendCode: backend,
  htmlCode: '',
  instructions: '',
});

function unusable(text: string, options?: { explanation?: boolean }) {
  try {
    parseAnswer(text, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ModelError);
    return (error as ModelError).kind;
  }
  throw new Error('expected parseAnswer to throw');
}

describe('parseAnswer: JSON', () => {
  it('reads the JSON object, keeping values byte for byte', () => {
    expect(parseAnswer(json)).toEqual({
      frontendCode: page,
      backendCode: backend,
      htmlCode: '',
      instructions: '',
    });
  });

  it('reads JSON inside a ```json fence and after leading prose', () => {
    expect(parseAnswer('```json\n' + json + '\n```').frontendCode).toBe(page);
    expect(parseAnswer(`Here is your code:\n\n${json}\n\nEnjoy!`).backendCode).toBe(backend);
    expect(parseAnswer(`Sure.\n\n\`\`\`json\n${json}\n\`\`\``).frontendCode).toBe(page);
  });

  it('accepts key aliases and one level of nesting, and unwraps fenced values', () => {
    const nested = JSON.stringify({ result: { page_code: '```js\n' + page + '```', HTML: html } });
    expect(parseAnswer(nested)).toEqual({ frontendCode: page, htmlCode: html });
  });

  it('refuses JSON that breaks the schema, also where prose would be an explanation', () => {
    const broken = JSON.stringify({ frontendCode: 42, explanation: ['not', 'text'] });
    expect(unusable(broken)).toBe('unusable_output');
    expect(unusable(broken, { explanation: true })).toBe('unusable_output');
    expect(unusable('[1, 2, 3]', { explanation: true })).toBe('unusable_output');
    expect(unusable('null', { explanation: true })).toBe('unusable_output');
  });

  it('keeps the explanation key', () => {
    const fix = JSON.stringify({ explanation: 'Renamed the id.', frontendCode: page });
    expect(parseAnswer(fix, { explanation: true })).toEqual({
      explanation: 'Renamed the id.',
      frontendCode: page,
    });
  });
});

describe('parseAnswer: fenced sections', () => {
  it('reads labelled fences (headings, bold labels, file names)', () => {
    const text = [
      'Here is the implementation.',
      '',
      '### Page code',
      '```javascript',
      page.trimEnd(),
      '```',
      '',
      '**Backend (backend/posts.web.js):**',
      '```js',
      backend.trimEnd(),
      '```',
      '',
      '## HTML embed',
      '```html',
      html.trimEnd(),
      '```',
      '',
      '## Instructions',
      '```markdown',
      '1. Turn on Dev Mode.',
      '```',
    ].join('\n');
    expect(parseAnswer(text)).toEqual({
      frontendCode: page,
      backendCode: backend,
      htmlCode: html,
      instructions: '1. Turn on Dev Mode.\n',
    });
  });

  it('uses file-name comments and content when there are no labels', () => {
    const text = [
      '```js',
      '// backend/posts.web.js',
      backend.trimEnd(),
      '```',
      '```js',
      page.trimEnd(),
      '```',
    ].join('\n');
    const parsed = parseAnswer(text);
    expect(parsed.backendCode).toBe(`// backend/posts.web.js\n${backend}`);
    expect(parsed.frontendCode).toBe(page);
  });

  it('reads unfenced instructions under an Instructions heading', () => {
    const text = [
      '## Frontend',
      '```js',
      page.trimEnd(),
      '```',
      '',
      '## Setup instructions',
      '1. Add #title.',
      '2. Publish.',
    ].join('\n');
    expect(parseAnswer(text)).toEqual({
      frontendCode: page,
      instructions: '1. Add #title.\n2. Publish.\n',
    });
  });

  it('takes the prose as the explanation when asked to', () => {
    const text = [
      'The id was misspelled.',
      '',
      '### Frontend',
      '```js',
      page.trimEnd(),
      '```',
    ].join('\n');
    expect(parseAnswer(text, { explanation: true })).toEqual({
      explanation: 'The id was misspelled.',
      frontendCode: page,
    });
  });

  it('names the piece a label mentions first', () => {
    expect(pieceFromLabel('Frontend page code that calls the backend')).toBe('frontendCode');
    expect(pieceFromLabel('Backend web module used by the page')).toBe('backendCode');
    expect(pieceFromLabel('### HTML embed')).toBe('htmlCode');
    expect(pieceFromLabel('Here you go')).toBeNull();
  });
});

describe('parseAnswer: unusable answers', () => {
  it.each([
    ['empty text', ''],
    ['prose only', 'I cannot help with that.'],
    ['JSON without pieces', '{"answer": 42}'],
    ['JSON with only empty pieces', JSON.stringify({ frontendCode: '', backendCode: '' })],
    ['a broken JSON object', '{"frontendCode": "$w.onReady('],
  ])('rejects %s as unusable_output', (_name, text) => {
    expect(unusable(text)).toBe('unusable_output');
  });
});

describe('parseTextAnswer', () => {
  it('unwraps a fence around the whole answer and rejects an empty one', () => {
    expect(parseTextAnswer('```markdown\n1. Do this.\n```')).toBe('1. Do this.');
    expect(parseTextAnswer('  1. Do this.\n')).toBe('1. Do this.');
    expect(() => parseTextAnswer('   ')).toThrow(ModelError);
  });
});
