/** The generator page's e2e helpers: its sections, pickers, tokens and the site used. */
import type { Locator, Page } from 'playwright-core';

import type { RunningServer } from './harness';
import { saveScreenshot } from './harness';
import { settle } from './page-helpers';

/**
 * A full-page screenshot taken from the top: captured mid-scroll, the sticky header, result
 * panel and form footer would be drawn where the scroll left them, not where a reader sees them.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await saveScreenshot(page, name);
}

/** What the window shows right now, for states whose point is the visible part. */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `${import.meta.dirname}/screenshots/${name}.png` });
}

/** Only the pickers of the visible page (Mantine renders dropdowns in a portal). */
export async function pickOption(page: Page, input: Locator, option: string): Promise<void> {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

export function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

export function collection(page: Page, number: number): Locator {
  return page.getByRole('group', { name: `Collection ${number}`, exact: true });
}

/** The n-th (0-based) element of the hierarchy accordion. */
export function hierarchyItem(page: Page, index: number): Locator {
  return section(page, 'Element Hierarchy').locator('.mantine-Accordion-item').nth(index);
}

export function generateButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Generate Code|Generating\.\.\.)/ });
}

export function fixButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Fix Code|Processing\.\.\.)/ });
}

export function codeRegion(page: Page, piece: 'Frontend' | 'Backend' | 'HTML' | 'Instructions') {
  return page.getByRole('region', { name: `${piece} code`, exact: true });
}

export async function balanceOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('token-balance').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

export async function waitForBalance(page: Page, expected: number): Promise<void> {
  await page
    .getByTestId('token-balance')
    .filter({ hasText: `${expected.toLocaleString('en-US')} tokens` })
    .waitFor();
}

/**
 * Lets the streaming call through to the server but holds its answer until `release()` is
 * called, so a test can look at the page while the call is in progress.
 */
export async function holdStream(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return () => {
    release();
  };
}

type TrpcAnswer<T> = { result?: { data?: T }; error?: { message?: string } };

async function trpcCall<T>(
  page: Page,
  server: RunningServer,
  path: string,
  method: 'GET' | 'POST',
  input?: unknown,
): Promise<T> {
  const url =
    method === 'GET' && input !== undefined
      ? `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`
      : `/trpc/${path}`;
  const response = await page.request.fetch(url, {
    method,
    headers: { Origin: server.url, 'Content-Type': 'application/json' },
    ...(method === 'POST' ? { data: JSON.stringify(input ?? {}) } : {}),
  });
  const body = (await response.json()) as TrpcAnswer<T>;
  if (!response.ok() || !body.result?.data) {
    throw new Error(`${path}: ${response.status()} ${body.error?.message ?? ''}`);
  }
  return body.result.data;
}

/**
 * Buys one package for the page's signed-in user through the built-in test checkout, with the
 * page's own cookies (what the purchase popup does, without the popup: the payment suite covers
 * that), then reloads so the balance shows it.
 */
export async function buyTokens(page: Page, server: RunningServer): Promise<void> {
  const checkout = await trpcCall<{ sessionId: string }>(page, server, 'tokens.checkout', 'POST');
  await trpcCall(page, server, 'tokens.payTestCheckout', 'POST', {
    sessionId: checkout.sessionId,
  });
  await trpcCall(page, server, 'tokens.verifyPurchase', 'GET', { sessionId: checkout.sessionId });
  await page.reload();
  await page.getByTestId('token-balance').waitFor();
}

/** The signed-in user's saved generation preferences, as the server has them. */
export async function savedPreferences(page: Page, server: RunningServer) {
  const answer = await trpcCall<{ preferences: Record<string, unknown> }>(
    page,
    server,
    'generation.preferences',
    'GET',
  );
  return answer.preferences;
}

export const PROMPT =
  'Show the products in the repeater with their title, price and image. Add a search box that filters by title and a Load More button.';

/** Types the two collections of the store site into the Collections editor. */
export async function fillCollections(page: Page): Promise<void> {
  const products = collection(page, 1);
  await products.getByLabel('Collection name').fill('Products');
  await products.getByLabel('Field 1 ID').fill('title');
  await products.getByRole('button', { name: 'Add Field' }).click();
  await products.getByLabel('Field 2 ID').fill('price');
  await pickOption(page, products.getByLabel('Field 2 type'), 'Number');
  await products.getByRole('button', { name: 'Add Field' }).click();
  await products.getByLabel('Field 3 ID').fill('image');
  await pickOption(page, products.getByLabel('Field 3 type'), 'Image');

  await page.getByRole('button', { name: 'Add Collection' }).click();
  const orders = collection(page, 2);
  await orders.getByLabel('Collection name').fill('Orders');
  await orders.getByLabel('Field 1 ID').fill('product');
  await pickOption(page, orders.getByLabel('Field 1 type'), 'Reference');
  await orders.getByRole('button', { name: 'Add Field' }).click();
  await orders.getByLabel('Field 2 ID').fill('quantity');
  await pickOption(page, orders.getByLabel('Field 2 type'), 'Number');
}

export async function fillElementIds(page: Page): Promise<void> {
  const ids = section(page, 'Element IDs');
  await ids.getByLabel('Element ID 1', { exact: true }).fill('searchInput');
  await pickOption(page, ids.getByLabel('Element ID 1 type'), 'Input');
  await ids.getByRole('button', { name: 'Add Element ID' }).click();
  await ids.getByLabel('Element ID 2', { exact: true }).fill('loadMoreButton');
  await pickOption(page, ids.getByLabel('Element ID 2 type'), 'Button');
}

/** A repeater with a title, a price and an image inside it, linked with Suggest Parent. */
export async function fillHierarchy(page: Page): Promise<void> {
  const hierarchy = section(page, 'Element Hierarchy');
  const add = hierarchy.getByRole('button', { name: 'Add Element' });
  await add.click();
  const repeater = hierarchyItem(page, 0);
  await repeater.getByLabel('Element ID', { exact: true }).fill('productsRepeater');
  await pickOption(page, repeater.getByLabel('Element type'), 'Repeater');
  await repeater.getByLabel('Description').fill('One card per product');

  const children: [string, string][] = [
    ['titleText', 'Text'],
    ['priceText', 'Text'],
    ['productImage', 'Image'],
  ];
  for (const [index, [id, type]] of children.entries()) {
    await add.click();
    const item = hierarchyItem(page, index + 1);
    await item.getByLabel('Element ID', { exact: true }).fill(id);
    if (type !== 'Text') await pickOption(page, item.getByLabel('Element type'), type);
    await item.getByRole('button', { name: 'Suggest Parent' }).click();
  }
}
