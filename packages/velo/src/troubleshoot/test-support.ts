import { ZTroubleshootRequest, type OutputType } from '@veloforge/shared';
import { expect } from 'vitest';

import { troubleshootPieces } from '../conventions';
import { buildStructure } from '../structure';
import type { TroubleshootResult, TTroubleshootRequest } from '../types';
import { troubleshootOffline, type CheckFn } from './index';

/** Page code with lines joined, so tests read like the code they fix. */
export const lines = (...code: string[]): string => `${code.join('\n')}\n`;

/** A small declared site the troubleshooter tests share. */
export const SITE = {
  prompt: 'List products with a search box and a contact form',
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'price', type: 'number' },
        { id: 'photo', type: 'image' },
      ],
    },
    {
      name: 'Messages',
      fields: [
        { id: 'email', type: 'text' },
        { id: 'message', type: 'text' },
      ],
    },
  ],
  elementIds: ['title', 'searchInput', 'submitButton', 'statusText', 'emailInput'],
  elementHierarchy: {
    elements: [
      { id: 'productRepeater', type: 'repeater', children: ['itemTitle', 'itemPrice'] },
      { id: 'itemTitle', type: 'text' },
      { id: 'itemPrice', type: 'text' },
      { id: 'headline', type: 'text' },
    ],
  },
};

export interface RequestParts {
  errorDetails: string;
  frontendCode?: string;
  backendCode?: string;
  htmlCode?: string;
  originalCode?: string;
  outputType?: OutputType;
}

/** A correct web module and embed: pieces the tests' fixes must leave alone and not return. */
export const GOOD_BACKEND = lines(
  "import { Permissions, webMethod } from 'wix-web-module';",
  "import wixData from 'wix-data';",
  '',
  'export const listProducts = webMethod(Permissions.Anyone, async () => {',
  "  const { items } = await wixData.query('Products').ascending('title').limit(100).find();",
  '  return items;',
  '});',
);
export const GOOD_HTML = '<div id="box"><p>Hello</p></div>\n';

/**
 * Page-code-only parts get the good backend and HTML pieces too (output type 'full'), so every
 * test also shows that untouched pieces are not returned.
 */
export function troubleshootRequest(parts: RequestParts): TTroubleshootRequest {
  const pageOnly =
    parts.outputType === undefined &&
    parts.backendCode === undefined &&
    parts.htmlCode === undefined &&
    parts.originalCode === undefined;
  const full = pageOnly
    ? { backendCode: GOOD_BACKEND, htmlCode: GOOD_HTML, outputType: 'full' }
    : {};
  const { outputType = 'velo', ...rest } = { ...full, ...parts } as RequestParts;
  return ZTroubleshootRequest.parse({ originalRequest: { ...SITE, outputType }, ...rest });
}

const PIECE_KEYS = ['frontendCode', 'backendCode', 'htmlCode'] as const;

/** The code pieces a result returns. */
export function changedPieces(result: TroubleshootResult): string[] {
  return PIECE_KEYS.filter((key) => key in result);
}

/** Runs the troubleshooter and checks that every piece it returns did change. */
export function troubleshoot(parts: RequestParts, check?: CheckFn): TroubleshootResult {
  const request = troubleshootRequest(parts);
  const structure = buildStructure(request.originalRequest);
  const findings = check ? check(troubleshootPieces(request), structure) : [];
  const { changes, fixed } = troubleshootOffline(request, structure, findings);
  const result: TroubleshootResult = {
    ...changes,
    diagnostics: check ? check(fixed, structure) : [],
  };
  for (const key of changedPieces(result) as (typeof PIECE_KEYS)[number][]) {
    const before = request[key] ?? request.originalCode;
    expect(result[key], `${key} is returned unchanged`).not.toBe(before);
  }
  return result;
}
