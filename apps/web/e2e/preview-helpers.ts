/** The live preview suite's helpers: a prepared generator draft and the preview frame. */
import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { DRAFT_STORAGE_KEY } from '../src/lib/generator-draft';
import { expectToast } from './page-helpers';

type Element = { id: string; type: string; parent?: string };

/** The store page: a searchable product repeater and a form adding products to it. */
const STORE_ELEMENTS: Element[] = [
  { id: 'productsRepeater', type: 'repeater' },
  { id: 'titleText', type: 'text', parent: 'productsRepeater' },
  { id: 'priceText', type: 'text', parent: 'productsRepeater' },
  { id: 'productImage', type: 'image', parent: 'productsRepeater' },
  { id: 'productForm', type: 'form' },
  { id: 'titleInput', type: 'input', parent: 'productForm' },
  { id: 'priceInput', type: 'input', parent: 'productForm' },
  { id: 'addButton', type: 'button', parent: 'productForm' },
];

export const STORE_PROMPT =
  'Show the products in the repeater with title, price and image, with a search box that filters by title. The form adds a product with its title and price.';

/** The generator form as its local draft stores it (apps/web/src/lib/generator-draft.ts). */
export function storeDraft(overrides: Record<string, unknown> = {}) {
  const key = (id: string) => `k-${id}`;
  return {
    collections: [
      {
        key: 'c-products',
        name: 'Products',
        fields: [
          { key: 'f-title', id: 'title', type: 'text' },
          { key: 'f-price', id: 'price', type: 'number' },
          { key: 'f-image', id: 'image', type: 'image' },
        ],
      },
    ],
    elementIds: [{ key: 'e-search', id: 'searchInput', type: 'input', customType: '' }],
    elements: STORE_ELEMENTS.map((element) => ({
      key: key(element.id),
      id: element.id,
      type: element.type,
      customType: '',
      description: '',
      parentKey: element.parent ? key(element.parent) : '',
      childKeys: STORE_ELEMENTS.filter((child) => child.parent === element.id).map((child) =>
        key(child.id),
      ),
    })),
    referenceCodeType: 'frontend',
    referenceCodeUsage: 'template',
    frontendReferenceCode: '',
    backendReferenceCode: '',
    htmlReferenceCode: '',
    prompt: STORE_PROMPT,
    outputType: 'velo',
    includeInstructions: false,
    preferences: { webModuleStyle: 'web', moduleNames: 'frontend', comments: true },
    ...overrides,
  };
}

/**
 * Puts a draft into the generator (as if typed earlier) and reloads the page to load it. It is
 * written before the page's scripts run: the page being left flushes its own pending draft on
 * pagehide, which would overwrite one written from outside.
 */
export async function loadDraft(page: Page, draft: { prompt: string }): Promise<void> {
  await page.addInitScript(
    ([storageKey, value]) => {
      if (sessionStorage.getItem('e2e:draft-seeded')) return;
      sessionStorage.setItem('e2e:draft-seeded', '1');
      localStorage.setItem(storageKey, value);
    },
    [DRAFT_STORAGE_KEY, JSON.stringify(draft)] as const,
  );
  await page.reload();
  const prompt = page.getByLabel('Describe What You Need');
  await expect.poll(() => prompt.inputValue()).toBe(draft.prompt);
}

/** Generates with the template engine and opens the Preview tab. */
export async function generateAndPreview(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Generate Code/ }).click();
  await expectToast(page, 'Code Generated Successfully');
  await page.getByRole('tab', { name: 'Preview' }).click();
}

export function previewFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Live preview"]');
}
