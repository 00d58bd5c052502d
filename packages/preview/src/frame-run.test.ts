import { PREVIEW_PROTOCOL, ZPreviewRunMessage } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { readRunMessage } from './frame-run';

const VALID = {
  kind: 'run',
  protocol: PREVIEW_PROTOCOL,
  nonce: 'abcdefghijklmnop_-123',
  structure: {
    elements: [
      { id: 'list', veloType: 'Repeater', parentId: null, children: ['title'], type: 'repeater' },
      { id: 'title', veloType: 'Text', parentId: 'list', children: [] },
      { id: 'widget', veloType: null, parentId: null, children: [] },
    ],
    collections: [{ name: 'Items', fields: [{ key: 'title', type: 'text' }] }],
  },
  html: '',
  frontendCode: '$w.onReady(() => {});',
  backendCode: 'export const x = 1;',
  member: false,
  admin: false,
};

/** Variants of the run message, each either well-formed or broken in one place. */
const CASES: Record<string, unknown> = {
  valid: VALID,
  'without backend code': { ...VALID, backendCode: undefined },
  'with a module path': { ...VALID, backendModulePath: 'backend/items.web.js' },
  'another protocol': { ...VALID, protocol: 'veloforge-preview/0' },
  'another kind': { ...VALID, kind: 'ready' },
  'a short nonce': { ...VALID, nonce: 'short' },
  'a nonce with spaces': { ...VALID, nonce: 'abcdefghij klmnopq' },
  'code as a number': { ...VALID, frontendCode: 42 },
  'member as a string': { ...VALID, member: 'yes' },
  'an admin': { ...VALID, member: true, admin: true },
  'admin as a string': { ...VALID, member: true, admin: 'yes' },
  'without admin': { ...VALID, admin: undefined },
  'an admin who is not a member': { ...VALID, member: false, admin: true },
  'no structure': { ...VALID, structure: undefined },
  'elements not a list': { ...VALID, structure: { ...VALID.structure, elements: {} } },
  'an element without id': {
    ...VALID,
    structure: {
      ...VALID.structure,
      elements: [{ veloType: 'Text', parentId: null, children: [] }],
    },
  },
  'children of numbers': {
    ...VALID,
    structure: {
      ...VALID.structure,
      elements: [{ id: 'a', veloType: 'Box', parentId: null, children: [1] }],
    },
  },
  'a field without type': {
    ...VALID,
    structure: { ...VALID.structure, collections: [{ name: 'Items', fields: [{ key: 'a' }] }] },
  },
  null: null,
  'a string': 'run',
  'an array': [VALID],
};

describe('the frame reading its run', () => {
  it('accepts a well-formed run', () => {
    expect(readRunMessage(VALID)?.frontendCode).toBe(VALID.frontendCode);
  });

  it.each(Object.entries(CASES))('agrees with the app schema on %s', (_name, data) => {
    const app = ZPreviewRunMessage.safeParse(data).success;
    expect(readRunMessage(data) !== null).toBe(app);
  });
});
