import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import {
  e2eDatabaseKinds,
  e2eSkipReason,
  openPage,
  saveScreenshot,
  useServerAndBrowser,
} from './harness';
import {
  clippedTexts,
  dismissToast,
  expectToast,
  noHorizontalOverflow,
  settle,
} from './page-helpers';

const skipReason = e2eSkipReason();

const PHONE_DARK = { width: 390, height: 844, colorScheme: 'dark' } as const;
const GENERATE = 'POST /api/generate-code';

/** The card of one operation, found by its method and path line. */
function operationCard(page: Page, method: string, path: string): Locator {
  return page.getByTestId(`operation-${method}-${path}`);
}

/** /api-docs once the server's document has been read and rendered. */
async function openApiDocs(page: Page): Promise<Locator> {
  await page.goto('/api-docs');
  await page.getByRole('heading', { level: 1, name: 'API Reference' }).waitFor();
  const card = operationCard(page, 'post', '/api/generate-code');
  await card.waitFor();
  return card;
}

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())('API reference on %s', (database) => {
  const e2e = useServerAndBrowser({ database });

  it('renders every route of /api/openapi.json with a curl example to copy', async () => {
    const page = await openPage(e2e.browser, e2e.server);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    const card = await openApiDocs(page);

    await card.getByText('Signed-in user or API key').waitFor();
    await card.getByRole('heading', { name: 'Request body' }).waitFor();
    await card.getByRole('button', { name: /^200/ }).waitFor();
    expect(await card.getByRole('region', { name: `curl example for ${GENERATE}` }).count()).toBe(
      1,
    );

    await card.getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'Copied!', 'curl command copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^curl -X POST "\$VELOFORGE_URL\/api\/generate-code"/);
    expect(copied).toContain('-H "Authorization: Bearer $VELOFORGE_API_KEY"');
    expect(copied).toContain("-d '");

    const contents = page.getByRole('navigation', { name: 'API reference contents' });
    await contents.getByRole('button', { name: 'Getting started' }).waitFor();
    // Every entry readable in the column: long summaries wrap, no method badge is cut to 'DELE…'.
    expect(await clippedTexts(contents)).toEqual([]);
    expect(await page.getByText(e2e.server.url, { exact: true }).count()).toBeGreaterThan(0);
    expect(
      await page.getByRole('link', { name: 'Settings', exact: true }).getAttribute('href'),
    ).toBe('/settings');
    expect(
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'API', exact: true })
        .getAttribute('href'),
    ).toBe('/api-docs');

    // The fixed header and the sticky contents are drawn where the window is scrolled to.
    await dismissToast(page, 'Copied!');
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await saveScreenshot(page, 'api-docs-1280-light');
    await page.close();
  });

  it('fits a 390 px phone in dark mode and jumps to a route from the menu', async () => {
    const page = await openPage(e2e.browser, e2e.server, PHONE_DARK);
    const card = await openApiDocs(page);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('combobox', { name: 'Jump to' }).click();
    expect(await clippedTexts(page.getByRole('listbox'))).toEqual([]);
    await page.getByRole('option', { name: GENERATE, exact: true }).click();
    await expect
      .poll(() => card.evaluate((node) => node.getBoundingClientRect().top))
      .toBeLessThan(200);
    expect(new URL(page.url()).hash).toBe('#generate-code');

    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'api-docs-390-dark');
    await page.close();
  });

  it('offers Retry when the document fails to load', async () => {
    const page = await openPage(e2e.browser, e2e.server);
    let failures = 1;
    await page.route('**/api/openapi.json', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, body: 'Service Unavailable' });
      else await route.continue();
    });
    await page.goto('/api-docs');
    await page.getByText('The API reference did not load').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await operationCard(page, 'post', '/api/generate-code').waitFor();
    await page.close();
  });
});
