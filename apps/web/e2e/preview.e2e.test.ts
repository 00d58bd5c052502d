import { describe, expect, it } from 'vitest';

import { newAccount, signedInPage } from './account-helpers';
import { buyTokens, screenshot, viewportScreenshot } from './generator-helpers';
import { e2eSkipReason, useServerAndBrowser } from './harness';
import { dismissToast, expectToast, noHorizontalOverflow } from './page-helpers';
import {
  STORE_PROMPT,
  generateAndPreview,
  loadDraft,
  previewFrame,
  storeDraft,
} from './preview-helpers';

const skipReason = e2eSkipReason();

const PHONE_DARK = { width: 390, height: 844, colorScheme: 'dark' } as const;

/** The store page whose form saves through a Permissions.Admin web method; the list stays public. */
const ADMIN_STORE_PROMPT =
  'Show the products in the repeater with title, price and image, with a search box that filters by title. Only admins can add products with the form: it adds a product with its title and price.';

/** Page code a user might paste as a template: it reads and reaches for what it must not. */
const PRYING_CODE = `$w.onReady(async function () {
  try { console.log('cookie read: ' + document.cookie); } catch (error) { console.log('cookie refused: ' + error.name); }
  try { console.log('storage read: ' + window.localStorage.length); } catch (error) { console.log('storage refused: ' + error.name); }
  try {
    const response = await window.fetch('/api/me/tokens', { credentials: 'include' });
    console.log('api answered: ' + response.status);
  } catch (error) { console.log('api refused: ' + error.name); }
  try { window.top.location.href = '/stolen'; console.log('top navigation tried'); } catch (error) { console.log('top navigation refused: ' + error.name); }
});
`;

// The preview does not touch the database, so one database kind is enough here.
describe.skipIf(skipReason !== null)('live preview', () => {
  const e2e = useServerAndBrowser();

  it('runs the generated page: the search filters the repeater and the form adds an item', async () => {
    const page = await signedInPage(e2e, newAccount('preview'));
    await buyTokens(page, e2e.server);
    await loadDraft(page, storeDraft());
    await generateAndPreview(page);

    const frame = previewFrame(page);
    await frame.getByText('Sample title 8', { exact: true }).waitFor();
    expect(await frame.getByText(/^Sample title \d$/).count()).toBe(8);
    await page.getByTestId('preview-console').waitFor();
    await screenshot(page, 'preview-store-1280-light');

    await frame.locator('#searchInput').pressSequentially('title 3');
    await expect
      .poll(() => frame.getByText(/^Sample title \d$/).allTextContents())
      .toEqual(['Sample title 3']);
    await frame.locator('#searchInput').fill('');
    await frame.locator('#searchInput').dispatchEvent('input');
    await expect.poll(() => frame.getByText(/^Sample title \d$/).count()).toBe(8);

    await frame.locator('#titleInput').fill('Brand new lamp');
    await frame.locator('#priceInput').fill('42');
    await frame.locator('#addButton').click();
    await frame.getByText('Brand new lamp', { exact: true }).waitFor();
    await page
      .getByTestId('preview-console')
      .getByText('Thanks! Your details were saved.')
      .waitFor();
    expect(await page.getByTestId('preview-error').count()).toBe(0);

    // Refresh starts a new frame: the sample data is fresh again.
    await page.getByRole('button', { name: 'Refresh preview' }).click();
    await expectToast(page, 'Preview refreshed');
    await frame.getByText('Sample title 8', { exact: true }).waitFor();
    expect(await frame.getByText('Brand new lamp', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Fullscreen preview' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .frameLocator('iframe[title="Live preview"]')
      .getByText('Sample title 8', { exact: true })
      .waitFor();
    await viewportScreenshot(page, 'preview-fullscreen-1280-light');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('refuses an admin-only web method to a visitor and runs it for an admin', async () => {
    const page = await signedInPage(e2e, newAccount('prevadmin'));
    await buyTokens(page, e2e.server);
    // Frontend and backend: the form saves through the generated Permissions.Admin web method.
    await loadDraft(
      page,
      storeDraft({ prompt: ADMIN_STORE_PROMPT, outputType: 'frontend_backend' }),
    );
    await generateAndPreview(page);
    const frame = previewFrame(page);
    const output = page.getByTestId('preview-console');
    const addLamp = async () => {
      await frame.getByText('Sample title 8', { exact: true }).waitFor();
      await frame.locator('#titleInput').fill('Brand new lamp');
      await frame.locator('#priceInput').fill('42');
      await frame.locator('#addButton').click();
    };

    // A visitor (the default) sees the public list, but Wix would refuse them the save.
    await addLamp();
    await output.getByText(/Permission denied: submitProduct/).waitFor();
    expect(await frame.getByText('Brand new lamp', { exact: true }).count()).toBe(0);

    // The same page for a member with the Admin role: the save goes through.
    const audience = page.getByRole('radiogroup', { name: 'Run the preview as' });
    await audience.getByText('Admin', { exact: true }).click();
    // The console empties with the new run, so the frame below is the admin's, not the visitor's.
    await expect.poll(() => output.getByText(/Permission denied/).count()).toBe(0);
    await addLamp();
    await frame.getByText('Brand new lamp', { exact: true }).waitFor();
    await output.getByText('Thanks! Your details were saved.').waitFor();
    expect(await output.getByText(/Permission denied/).count()).toBe(0);
    expect(await page.getByTestId('preview-error').count()).toBe(0);
    await audience.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, 'preview-admin-audience-1280-light');
  });

  it('shows a runtime error of the page code in the red box (on a phone, dark)', async () => {
    const page = await signedInPage(e2e, newAccount('preverr'), PHONE_DARK);
    await buyTokens(page, e2e.server);
    await loadDraft(
      page,
      storeDraft({
        frontendReferenceCode: "$w.onReady(function () {\n  $w('#promoBanner').show();\n});\n",
      }),
    );
    await page.getByRole('button', { name: /^Generate Code/ }).click();
    await expectToast(page, 'Code Generated Successfully');
    await page.getByRole('radiogroup', { name: 'Choose panel' }).getByText('Code Preview').click();
    // The checker's finding (#promoBanner is not declared) is named above the code, and the
    // badge brings its list, under the code, into view.
    await page.getByRole('button', { name: 'Checker: 1 error' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Checker results');
    await page.getByRole('tab', { name: 'Preview' }).click();
    const error = page.getByTestId('preview-error');
    await error.getByText(/TypeError: .*show is not a function/).waitFor();
    // The console strip has it too, and the frame still shows the page's layout.
    await page
      .getByTestId('preview-console')
      .getByText(/show is not a function/)
      .first()
      .waitFor();
    await previewFrame(page).locator('#productsRepeater').waitFor({ state: 'attached' });
    // The badge agrees with the red box: not 'Ready' once the page code has thrown.
    await expect
      .poll(() => page.getByTestId('preview-status').getAttribute('data-status'))
      .toBe('failed');
    expect(await noHorizontalOverflow(page)).toBe(0);
    await viewportScreenshot(page, 'preview-runtime-error-390-dark');
  });

  it('names a sentence of the prompt the code leaves out, in the checker results', async () => {
    const page = await signedInPage(e2e, newAccount('prevmiss'));
    await buyTokens(page, e2e.server);
    await loadDraft(
      page,
      storeDraft({
        prompt: `${STORE_PROMPT} printButton prints the page.`,
        elementIds: [
          { key: 'e-search', id: 'searchInput', type: 'input', customType: '' },
          { key: 'e-print', id: 'printButton', type: 'button', customType: '' },
        ],
      }),
    );
    await page.getByRole('button', { name: /^Generate Code/ }).click();
    await expectToast(page, 'Code Generated Successfully');
    await dismissToast(page, 'Code Generated Successfully');
    await page.getByRole('button', { name: 'Checker: 1 warning' }).click();
    const results = page.getByRole('region', { name: 'Checker results' });
    await results
      .getByText('Not in this code: the prompt says "printButton prints the page."', {
        exact: false,
      })
      .waitFor();
    expect(await noHorizontalOverflow(page)).toBe(0);
    await results.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, 'checker-prompt-coverage-1280-light');
  });

  it("keeps the frame's code away from the app's cookies, storage, API and window", async () => {
    const page = await signedInPage(e2e, newAccount('prevsec'));
    await buyTokens(page, e2e.server);
    await loadDraft(page, storeDraft({ frontendReferenceCode: PRYING_CODE }));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/me/tokens')) apiCalls.push(request.url());
    });
    const appUrl = page.url();
    await generateAndPreview(page);

    const output = page.getByTestId('preview-console');
    await output.getByText('cookie refused: SecurityError').waitFor();
    await output.getByText('storage refused: SecurityError').waitFor();
    await output.getByText('api refused: TypeError').waitFor();
    await output.getByText(/top navigation (refused|tried)/).waitFor();
    expect(await output.getByText('api answered').count()).toBe(0);
    expect(await output.getByText('cookie read').count()).toBe(0);
    // Nothing left the frame: the API was never asked, and the app stayed where it was.
    expect(apiCalls).toEqual([]);
    expect(page.url()).toBe(appUrl);
    await page.getByRole('tab', { name: 'Preview' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'session')).toBe(true);
  });

  it('survives a runaway loop: the app stays responsive and Stop removes the frame', async () => {
    const page = await signedInPage(e2e, newAccount('prevloop'));
    await buyTokens(page, e2e.server);
    await loadDraft(
      page,
      storeDraft({
        frontendReferenceCode: '$w.onReady(function () {\n  for (;;) {}\n});\n',
      }),
    );
    await generateAndPreview(page);
    // The frame got its run and spins: it no longer answers, while the app still does.
    await expect
      .poll(() => page.getByTestId('preview-status').getAttribute('data-status'))
      .toBe('running');
    const frame = page.frames().find((f) => f.url().endsWith('/preview-frame'));
    const frameAnswer = Promise.race([
      frame?.evaluate(() => 'answered').catch(() => 'gone'),
      new Promise((resolve) => setTimeout(() => resolve('busy'), 2_000)),
    ]);
    expect(await page.evaluate(() => 'answered')).toBe('answered');
    expect(await frameAnswer).toBe('busy');
    await page.getByRole('button', { name: 'Refresh preview' }).click();
    await expectToast(page, 'Preview refreshed');
    await page.getByRole('tab', { name: 'Generated Code' }).click();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Stop preview' }).click();
    await page.locator('iframe[title="Live preview"]').waitFor({ state: 'detached' });
    expect(await page.getByTestId('preview-status').getAttribute('data-status')).toBe('stopped');
  });
});
