import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import type { Account } from './account-helpers';
import { failProcedure, delayProcedure, newAccount, signedInPage } from './account-helpers';
import { e2eDatabaseKinds, e2eSkipReason, saveScreenshot, useServerAndBrowser } from './harness';
import { dismissToast, expectToast, noHorizontalOverflow, settle } from './page-helpers';

const skipReason = e2eSkipReason();

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
/** The default package (spec section 9) and the default price of one action. */
const PACKAGE_TOKENS = 150;

/** What the generator would send; built here because the generator page is its own suite. */
const GENERATION_REQUEST = {
  prompt: 'List the products in the repeater and show a status message',
  outputType: 'frontend_backend',
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'price', type: 'number' },
      ],
    },
  ],
  elementIds: ['statusText', 'productRepeater'],
  elementHierarchy: {
    elements: [
      { id: 'productRepeater', type: 'repeater', children: ['itemTitle'] },
      { id: 'itemTitle', type: 'text', parentId: 'productRepeater' },
    ],
  },
};

/** A line the offline troubleshooter fixes: the selector lacks its '#'. */
const BROKEN_LINE = "$w.onReady(() => { $w('statusText').hide(); });";
const FIXED_SELECTOR = "$w('#statusText')";

type ApiAnswer = { status: number; body: Record<string, unknown> };

/** A same-origin JSON call from the page, so the session cookie and Origin apply. */
async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

async function expectOk(answer: Promise<ApiAnswer>): Promise<Record<string, unknown>> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Buys the default package through the test checkout, as the popup would (payments suite). */
async function buyTokens(page: Page): Promise<void> {
  const checkout = await expectOk(callApi(page, 'POST', '/api/checkout'));
  const sessionId = String(checkout.sessionId);
  await expectOk(callApi(page, 'POST', '/trpc/tokens.payTestCheckout', { sessionId }));
  const verified = await expectOk(
    callApi(page, 'GET', `/api/verify-purchase?session_id=${encodeURIComponent(sessionId)}`),
  );
  expect(verified.success).toBe(true);
}

type Generated = { sessionId: string; firstFrontend: string; fixedFrontend: string };

/** A generation and one troubleshoot version of it, through the REST API. */
async function generateWithFix(page: Page): Promise<Generated> {
  const first = await expectOk(callApi(page, 'POST', '/api/generate-code', GENERATION_REQUEST));
  const sessionId = String(first.sessionId);
  const firstFrontend = String(first.frontendCode);
  const fixed = await expectOk(
    callApi(page, 'POST', '/api/troubleshoot-code', {
      sessionId,
      originalRequest: GENERATION_REQUEST,
      errorDetails: 'TypeError: $w(...).hide is not a function',
      frontendCode: `${firstFrontend}\n${BROKEN_LINE}\n`,
      backendCode: String(first.backendCode),
    }),
  );
  return {
    sessionId,
    firstFrontend,
    fixedFrontend: typeof fixed.frontendCode === 'string' ? fixed.frontendCode : '',
  };
}

async function allowClipboard(page: Page, origin: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
}

function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Screenshots at the desktop and phone widths; the phone one must not scroll sideways. */
async function screenshotBoth(page: Page, name: string): Promise<void> {
  await settle(page);
  await saveScreenshot(page, `${name}-1280-light`);
  await page.setViewportSize(PHONE);
  await settle(page);
  expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, `${name}-375-light`);
  await page.setViewportSize(DESKTOP);
}

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())(
  'history and instructions on %s',
  (database) => {
    const e2e = useServerAndBrowser({ database });

    async function userWithTokens(prefix: string): Promise<{ page: Page; account: Account }> {
      const account = newAccount(prefix);
      const page = await signedInPage(e2e, account);
      await buyTokens(page);
      return { page, account };
    }

    it('shows a new user the empty history with a way to start', async () => {
      const page = await signedInPage(e2e, newAccount('hist_empty'));
      await page.goto('/my-sessions');
      await page.getByRole('heading', { name: 'My Code Generations' }).waitFor();
      await page.getByText('No Sessions Found').waitFor();
      const start = page.getByRole('link', { name: 'Start Generating' });
      expect(await start.getAttribute('href')).toBe('/');
      await screenshotBoth(page, 'my-sessions-empty');
      await page.close();
    });

    it('lists a generation, shows its code tabs, copies, downloads, compares and restores versions', async () => {
      const { page } = await userWithTokens('hist');
      await allowClipboard(page, e2e.server.url);
      const generated = await generateWithFix(page);
      expect(generated.fixedFrontend).toContain(FIXED_SELECTOR);

      await page.goto('/my-sessions');
      const card = page.getByTestId('session-card');
      await card.first().waitFor();
      expect(await card.count()).toBe(1);
      await card.getByRole('heading', { name: GENERATION_REQUEST.prompt }).waitFor();
      await card.getByText('Products', { exact: true }).waitFor();
      // The declared ids and the hierarchy's: statusText, productRepeater, itemTitle.
      await card.getByText('3 element IDs').waitFor();
      await card.getByText('2 versions').waitFor();
      // Long date 'at' time (spec section 9).
      await card.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M$/).waitFor();
      await screenshotBoth(page, 'my-sessions-list');

      await card.getByRole('link', { name: /View Code/ }).click();
      await page.waitForURL((url) => url.pathname === `/session/${generated.sessionId}`);
      await page.getByRole('heading', { name: GENERATION_REQUEST.prompt }).waitFor();
      await page.getByTestId('collection-chips').getByText('Products').waitFor();
      await page.getByTestId('element-chips').getByText('#statusText').waitFor();

      // Tabs only for the code present: frontend_backend has no HTML.
      const tabs = page.getByRole('tab');
      await page.getByRole('tab', { name: 'Frontend Code' }).waitFor();
      expect(
        await page.getByRole('tab', { name: 'Frontend Code' }).getAttribute('aria-selected'),
      ).toBe('true');
      expect(await tabs.filter({ hasText: 'Backend Code' }).count()).toBe(1);
      expect(await tabs.filter({ hasText: /^HTML$/ }).count()).toBe(0);

      const frontendPanel = page.getByRole('tabpanel', { name: 'Frontend Code' });
      await frontendPanel.getByRole('button', { name: 'Copy' }).click();
      await expectToast(page, 'Copied!', 'Code copied to clipboard');
      expect(await clipboardText(page)).toBe(generated.fixedFrontend);
      await dismissToast(page, 'Copied!');
      // The button says 'Copied' for a moment, then offers to copy again.
      await frontendPanel.getByRole('button', { name: 'Copy', exact: true }).waitFor();

      const frontendDownload = page.waitForEvent('download');
      await frontendPanel.getByRole('button', { name: 'Download frontend-code.js' }).click();
      expect((await frontendDownload).suggestedFilename()).toBe('frontend-code.js');
      await expectToast(page, 'Downloaded!');
      await dismissToast(page, 'Downloaded!');

      await page.getByRole('tab', { name: 'Backend Code' }).click();
      const backendPanel = page.getByRole('tabpanel', { name: 'Backend Code' });
      const backendDownload = page.waitForEvent('download');
      await backendPanel.getByRole('button', { name: 'Download backend-code.js' }).click();
      expect((await backendDownload).suggestedFilename()).toBe('backend-code.js');
      await dismissToast(page, 'Downloaded!');
      await page.getByRole('tab', { name: 'Frontend Code' }).click();

      // Versions: the generation and the troubleshoot pass with the error it fixed.
      const versions = page.getByTestId('version-item');
      expect(await versions.count()).toBe(2);
      await versions.nth(1).getByText('Troubleshoot').waitFor();
      await versions.nth(1).getByText('TypeError: $w(...).hide is not a function').waitFor();

      // The diff of version 1 against version 2 shows the fixed line as added.
      await page.getByText('Version 1 → Version 2').first().waitFor();
      const diff = page.getByRole('region', { name: 'Line differences' }).first();
      await diff.getByText(FIXED_SELECTOR).first().waitFor();
      expect(await page.getByTestId('diff-stats').first().textContent()).not.toBe('+0−0');
      await screenshotBoth(page, 'session-details');
      await page.emulateMedia({ colorScheme: 'dark' });
      await settle(page);
      await saveScreenshot(page, 'session-details-1280-dark');
      await page.emulateMedia({ colorScheme: 'light' });

      // The generator takes the parameters off the address once it has restored, so the
      // navigation itself is recorded.
      await page.evaluate(() => {
        const visited: string[] = [];
        (window as unknown as { visited: string[] }).visited = visited;
        const push = history.pushState.bind(history);
        history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
          if (url) visited.push(String(url));
          push(data, unused, url);
        };
      });
      await page.getByRole('button', { name: 'Restore version 1' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const visited = await page.evaluate(
        () => (window as unknown as { visited: string[] }).visited,
      );
      expect(visited).toContain(`/?restore=${generated.sessionId}&version=1`);
      await page.close();
    });

    it('builds an instruction from collections, elements and a request, and charges for it', async () => {
      const { page } = await userWithTokens('instr');
      await allowClipboard(page, e2e.server.url);
      await page.goto('/instruction-generator');
      await page.getByRole('heading', { name: 'AI Instruction Builder' }).waitFor();
      await page.getByText('No instruction yet').waitFor();
      const balance = page.getByTestId('builder-balance');
      await balance.filter({ hasText: `${PACKAGE_TOKENS} tokens` }).waitFor();
      await screenshotBoth(page, 'instruction-builder-empty');

      // Collections: the default Collection1/field1, renamed, plus a second field.
      await page.getByRole('button', { name: 'Add Collection' }).click();
      const collection = page.getByRole('group', { name: 'Collection 1' });
      expect(await collection.getByLabel('Collection name').inputValue()).toBe('Collection1');
      expect(await collection.getByLabel('Field 1 ID').inputValue()).toBe('field1');
      await collection.getByLabel('Collection name').fill('Products');
      await collection.getByLabel('Field 1 ID').fill('title');
      await collection.getByRole('button', { name: 'Add Field' }).click();
      await collection.getByLabel('Field 2 ID').fill('price');
      await collection.getByRole('combobox', { name: 'Field 2 type' }).click();
      await page.getByRole('option', { name: 'number', exact: true }).click();
      await screenshotBoth(page, 'instruction-builder-collections');
      await page.getByRole('button', { name: 'Next' }).first().click();

      // Page elements: two ids with types and a hierarchy that defaults to containers.
      const elementsPanel = page.getByRole('tabpanel', { name: 'Page Elements' });
      await elementsPanel.getByRole('button', { name: 'Add Element ID' }).click();
      await elementsPanel.getByLabel('Element ID 1', { exact: true }).fill('searchInput');
      await elementsPanel.getByRole('combobox', { name: 'Element ID 1 type' }).click();
      await page.getByRole('option', { name: 'Input', exact: true }).click();
      await elementsPanel.getByRole('button', { name: 'Add Element', exact: true }).click();
      const root = elementsPanel.getByRole('group', { name: 'Hierarchy element 1' });
      expect(await root.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('Container');
      await root.getByLabel('ID', { exact: true }).fill('productRepeater');
      await elementsPanel.getByRole('button', { name: 'Add Element', exact: true }).click();
      const child = elementsPanel.getByRole('group', { name: 'Hierarchy element 2' });
      await child.getByLabel('ID', { exact: true }).fill('itemTitle');
      await child.getByRole('combobox', { name: 'Parent' }).click();
      await page.getByRole('option', { name: 'productRepeater' }).click();
      await screenshotBoth(page, 'instruction-builder-elements');
      await elementsPanel.getByRole('button', { name: 'Next' }).click();

      // Request: the prompt is required.
      const requestPanel = page.getByRole('tabpanel', { name: 'Request' });
      await page.getByRole('button', { name: /Generate Instruction/ }).click();
      await requestPanel.getByText('Prompt is required').waitFor();
      const prompt = 'Show the products in the repeater and filter them by the search box';
      await requestPanel.getByLabel('Describe what you need').fill(prompt);
      await requestPanel.getByLabel('Ask for implementation instructions too').check();

      await delayProcedure(page, 'generation.instruction', 400);
      await page.getByRole('button', { name: /Generate Instruction/ }).click();
      await page.getByRole('button', { name: 'Generating...' }).waitFor();
      const result = page.getByRole('region', { name: 'Generated instruction' });
      await result.getByText('# Instruction: Wix Velo code for this site').waitFor();
      await result.getByText(prompt).waitFor();
      await result
        .getByText(/Products/)
        .first()
        .waitFor();
      // Spec section 4: the balance refreshes after an instruction.
      await balance.filter({ hasText: `${PACKAGE_TOKENS - 1} tokens` }).waitFor();

      await page.getByRole('button', { name: 'Copy' }).click();
      await expectToast(page, 'Copied!', 'Instruction copied to clipboard');
      expect(await clipboardText(page)).toContain(prompt);
      await dismissToast(page, 'Copied!');
      await screenshotBoth(page, 'instruction-builder-result');

      await page.getByRole('button', { name: 'Reset' }).click();
      await expectToast(page, 'Form Reset');
      await page.getByText('No instruction yet').waitFor();
      expect(await requestPanel.getByLabel('Describe what you need').inputValue()).toBe('');
      await page.getByRole('tab', { name: 'Collections' }).click();
      await page.getByText('No collections yet').waitFor();
      await page.close();
    });

    it('says why an instruction failed, from the server', async () => {
      const { page } = await userWithTokens('instr_fail');
      await page.goto('/instruction-generator');
      await page.getByRole('tab', { name: 'Request' }).click();
      await page.getByLabel('Describe what you need').fill('A contact form');
      await failProcedure(page, 'generation.instruction', 'The instruction service is down');
      await page.getByRole('button', { name: /Generate Instruction/ }).click();
      await expectToast(page, 'Error Generating Instruction', 'The instruction service is down');
      await page.getByText('No instruction yet').waitFor();
      await page.close();
    });

    it('shows the load errors: a failed list with Try Again, and an unknown generation', async () => {
      const page = await signedInPage(e2e, newAccount('hist_err'));
      const restoreList = await failProcedure(page, 'sessions.list', 'The database is unavailable');
      await page.goto('/my-sessions');
      await page.getByText('Error Loading Sessions').waitFor();
      await page.getByText('The database is unavailable').waitFor();
      await screenshotBoth(page, 'my-sessions-error');
      await restoreList();
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByText('No Sessions Found').waitFor();

      await page.goto('/session/00000000-0000-4000-8000-000000000000');
      // The spec's title of this state is the page's heading: no prompt arrived to title it.
      await page.getByRole('heading', { level: 1, name: 'Error Loading Session' }).waitFor();
      await page.getByText('Session not found').waitFor();
      await screenshotBoth(page, 'session-error');
      await page.getByRole('link', { name: 'Back to My Generations' }).click();
      await page.waitForURL((url) => url.pathname === '/my-sessions');
      await page.close();
    });
  },
);
