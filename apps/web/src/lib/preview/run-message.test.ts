import { ZPreviewRunMessage } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { buildRunMessage, createNonce, runtimeStructureOf } from './run-message';

const PIECES = {
  frontendCode: "$w.onReady(() => { $w('#title').text = 'Hi'; });",
  backendCode: '',
  htmlCode: '<h1 id="title"></h1>',
};

describe('createNonce', () => {
  it('makes base64url nonces the protocol accepts, different every time', () => {
    const nonces = Array.from({ length: 50 }, () => createNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('runtimeStructureOf', () => {
  it('maps the site structure to the runtime shape, with only its fields', () => {
    const structure = runtimeStructureOf({
      prompt: 'List products',
      collections: [{ name: 'Products', fields: [{ id: 'title', type: 'text' }, { id: 'price' }] }],
      elementIds: ['#submitButton'],
      elementHierarchy: {
        elements: [
          { id: 'productsRepeater', type: 'repeater', children: ['#itemTitle'] },
          { id: 'itemTitle', type: 'text', description: 'The product name' },
        ],
      },
    });
    expect(structure).toEqual({
      elements: [
        {
          id: 'productsRepeater',
          type: 'repeater',
          veloType: 'Repeater',
          parentId: null,
          children: ['itemTitle'],
        },
        {
          id: 'itemTitle',
          type: 'text',
          veloType: 'Text',
          parentId: 'productsRepeater',
          children: [],
        },
        { id: 'submitButton', type: 'button', veloType: 'Button', parentId: null, children: [] },
      ],
      collections: [
        {
          name: 'Products',
          fields: [
            { key: 'title', type: 'text' },
            { key: 'price', type: 'text' },
          ],
        },
      ],
    });
  });

  it('drops what the form leaves blank, as the server would', () => {
    const structure = runtimeStructureOf({
      prompt: '',
      collections: [
        { name: '  ', fields: [{ id: 'a' }] },
        {
          name: ' Posts ',
          fields: [
            { id: ' ', type: 'text' },
            { id: ' body ', type: 'rich-text' },
          ],
        },
      ],
      elementIds: ['', '  '],
      elementHierarchy: {
        elements: [
          { id: ' ', type: 'text' },
          { id: 'box', parentId: '' },
        ],
      },
    });
    expect(structure.collections).toEqual([
      { name: 'Posts', fields: [{ key: 'body', type: 'rich-text' }] },
    ]);
    expect(structure.elements).toEqual([
      { id: 'box', type: 'text', veloType: 'Text', parentId: null, children: [] },
    ]);
  });

  it('gives an empty structure for a request without one', () => {
    expect(runtimeStructureOf({ prompt: 'x' })).toEqual({ elements: [], collections: [] });
  });
});

describe('buildRunMessage', () => {
  const request = { prompt: 'x', elementIds: ['title'] };

  it('builds a valid run message with the pieces', () => {
    const nonce = createNonce();
    const message = buildRunMessage({ request, pieces: PIECES, audience: 'member', nonce });
    expect(ZPreviewRunMessage.parse(message)).toEqual(message);
    expect(message).toMatchObject({
      kind: 'run',
      nonce,
      html: PIECES.htmlCode,
      frontendCode: PIECES.frontendCode,
    });
    expect(message.structure.elements.map((element) => element.id)).toEqual(['title']);
  });

  it.each([
    ['visitor', { member: false, admin: false }],
    ['member', { member: true, admin: false }],
    // An admin is a signed-in member with the Admin role.
    ['admin', { member: true, admin: true }],
  ] as const)('runs for a %s', (audience, flags) => {
    const message = buildRunMessage({ request, pieces: PIECES, audience, nonce: createNonce() });
    expect(ZPreviewRunMessage.parse(message)).toMatchObject(flags);
  });

  it('sends the backend code only when there is some, and never a module path', () => {
    const nonce = createNonce();
    const blank = buildRunMessage({
      request,
      pieces: { ...PIECES, backendCode: ' \n ' },
      audience: 'visitor',
      nonce,
    });
    expect(blank).not.toHaveProperty('backendCode');
    const backendCode = 'export function hello() { return 1; }';
    const withBackend = buildRunMessage({
      request,
      pieces: { ...PIECES, backendCode },
      audience: 'visitor',
      nonce,
    });
    expect(withBackend.backendCode).toBe(backendCode);
    expect(withBackend).not.toHaveProperty('backendModulePath');
  });
});
