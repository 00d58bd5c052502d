import { describe, expect, it } from 'vitest';

import { login, newAccount, register, signedInPage } from './account-helpers';
import {
  balanceOf,
  buyTokens,
  codeRegion,
  collection,
  fillCollections,
  fillElementIds,
  fillHierarchy,
  fixButton,
  generateButton,
  hierarchyItem,
  holdStream,
  PROMPT,
  savedPreferences,
  screenshot,
  section,
  viewportScreenshot,
  waitForBalance,
} from './generator-helpers';
import { e2eDatabaseKinds, e2eSkipReason, openPage, useServerAndBrowser } from './harness';
import {
  dismissToast,
  expectToast,
  noHorizontalOverflow,
  settle,
  swipeToast,
  toast,
} from './page-helpers';

const skipReason = e2eSkipReason();

const PHONE = { width: 375, height: 812 };
const TEMPLATE_NOTICE = 'Generated offline by the template engine';
const ERROR_TEXT = 'TypeError: $w(...).onClick is not a function';

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())('generator on %s', (database) => {
  const e2e = useServerAndBrowser({ database });

  it('builds a store page, generates, copies, downloads and troubleshoots into version 2', async () => {
    const account = newAccount('gen');
    const page = await signedInPage(e2e, account);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await buyTokens(page, e2e.server);
    const start = await balanceOf(page);
    expect(start).toBeGreaterThanOrEqual(2);
    await generateButton(page).filter({ hasText: 'Generate Code · 1 token' }).waitFor();

    // The spec's guards before anything is paid for.
    await collection(page, 1).getByRole('button', { name: 'Remove collection 1' }).click();
    await expectToast(page, 'Error', 'You must have at least one collection');
    await collection(page, 1).getByLabel('Collection name').fill('Products');
    await generateButton(page).click();
    await expectToast(page, 'Validation Error', 'Collection "Products" has fields with empty IDs');
    await collection(page, 1).getByLabel('Field 1 ID').fill('1title');
    expect(await collection(page, 1).getByLabel('Field 1 ID').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await collection(page, 1).getByLabel('Field 1 ID').fill('title');
    await generateButton(page).click();
    await expectToast(page, 'Validation Error', 'Please enter a prompt describing what you need');
    await dismissToast(page, 'Validation Error');

    await fillCollections(page);
    await fillElementIds(page);
    await fillHierarchy(page);
    // Suggest Parent put the three children in the repeater, and the repeater lists them.
    await hierarchyItem(page, 0).getByText('3 children').waitFor();
    await hierarchyItem(page, 3).getByText('in #productsRepeater').waitFor();
    const prompt = section(page, 'Prompt & Output');
    await prompt.getByLabel('Describe What You Need').fill(PROMPT);
    await prompt.getByLabel('Include implementation instructions with generated code').check();
    await screenshot(page, 'generator-form-1280-light');

    // The answer is held back a moment to see the call in progress.
    const release = await holdStream(page, '**/api/generate-code/stream');
    await generateButton(page).click();
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Generating...' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);
    await page.getByTestId('streaming-code').waitFor();
    await page.getByRole('status').getByText('Generating code…').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await viewportScreenshot(page, 'generator-generating-1280-light');
    release();
    await expectToast(page, 'Code Generated Successfully');
    const frontend = codeRegion(page, 'Frontend');
    await frontend.getByText("$w('#productsRepeater').onItemReady").waitFor();
    await page.getByTestId('engine-notice').getByText(TEMPLATE_NOTICE).waitFor();
    await page.getByTestId('diagnostics').getByText('Checker').waitFor();
    await waitForBalance(page, start - 1);

    // Velo page code with instructions: Backend and HTML stay disabled, Instructions opens.
    const parts = page.getByRole('tablist', { name: 'Code part' });
    expect(await parts.getByRole('tab', { name: 'Backend' }).isDisabled()).toBe(true);
    expect(await parts.getByRole('tab', { name: 'HTML' }).isDisabled()).toBe(true);
    await parts.getByRole('tab', { name: 'Instructions' }).click();
    // Rendered as text to follow, not Markdown source: a heading and numbered steps.
    const instructions = codeRegion(page, 'Instructions');
    await instructions.getByRole('heading', { name: 'Setup instructions' }).waitFor();
    expect(await instructions.locator('ol > li').count()).toBeGreaterThan(2);
    expect(await instructions.getByText('## Setup').count()).toBe(0);
    await viewportScreenshot(page, 'generator-instructions-1280-light');
    await parts.getByRole('tab', { name: 'Frontend' }).click();

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectToast(page, 'Copied!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("$w('#loadMoreButton').onClick");

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download wix-frontend-code.js' }).click();
    expect((await download).suggestedFilename()).toBe('wix-frontend-code.js');
    await expectToast(page, 'Downloaded!');

    await page.getByRole('button', { name: 'Show frontend code fullscreen' }).click();
    const fullscreen = page.getByRole('dialog', { name: 'Frontend code' });
    await fullscreen.getByText("$w('#searchInput').onInput").waitFor();
    await fullscreen.getByRole('button', { name: 'Exit fullscreen' }).click();
    await fullscreen.waitFor({ state: 'hidden' });
    await dismissToast(page, 'Downloaded!');
    await screenshot(page, 'generator-result-1280-light');
    await viewportScreenshot(page, 'generator-result-1280-light-viewport');

    // The button on the page is really called loadMoreBtn: Wix throws on the old id.
    const troubleshooting = page.getByRole('region', { name: 'Troubleshooting' });
    await troubleshooting.getByLabel('Error details').fill(ERROR_TEXT);
    await fixButton(page).click();
    // Against the declared structure the code is right: nothing to change, and no charge.
    await expectToast(
      page,
      'Failed to update code',
      'The offline troubleshooter found nothing in the code it can safely change on its own. The token for this request was refunded.',
    );
    await page
      .getByTestId('troubleshoot-advice')
      .getByText('#loadMoreButton is declared')
      .waitFor();
    await waitForBalance(page, start - 1);

    await section(page, 'Element IDs')
      .getByLabel('Element ID 2', { exact: true })
      .fill('loadMoreBtn');
    await fixButton(page).click();
    await expectToast(page, 'Code Updated Successfully');
    await toast(page, 'Code Updated Successfully')
      .getByText(/^Version 2 is ready\./)
      .waitFor();
    await page
      .getByTestId('troubleshoot-explanation')
      .getByText('#loadMoreBtn', { exact: true })
      .first()
      .waitFor();
    await frontend.getByText("$w('#loadMoreBtn').onClick").waitFor();
    expect(await frontend.getByText("'#loadMoreButton'").count()).toBe(0);
    await page.getByTestId('result-meta').getByText('Version 2').waitFor();
    await waitForBalance(page, start - 2);
    await dismissToast(page, 'Code Updated Successfully');
    await screenshot(page, 'generator-troubleshoot-1280-light');
    await troubleshooting.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, 'generator-troubleshoot-1280-light-viewport');

    // Restoring version 1 (the session page's Restore) brings back its code and the form.
    const sessionLink = page.getByRole('link', { name: 'Saved in My Generations' });
    const sessionId = ((await sessionLink.getAttribute('href')) ?? '').split('/').pop() ?? '';
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await page.goto(`/?restore=${sessionId}&version=1`);
    await expectToast(page, 'Generation Restored');
    await page.waitForURL((url) => url.search === '');
    await frontend.getByText("$w('#loadMoreButton').onClick").waitFor();
    expect(
      await section(page, 'Element IDs').getByLabel('Element ID 2', { exact: true }).inputValue(),
    ).toBe('loadMoreButton');
    expect(await collection(page, 2).getByLabel('Collection name').inputValue()).toBe('Orders');

    // Dark scheme: the same page, for the screenshot review.
    await page.emulateMedia({ colorScheme: 'dark' });
    await dismissToast(page, 'Generation Restored');
    await screenshot(page, 'generator-result-1280-dark');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expectToast(page, 'Form Reset');
    // Spec section 9: F8 focuses the toasts' region; a short drag springs back, a swipe past
    // 50 px dismisses.
    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null),
    ).toBe('Notification');
    await swipeToast(page, 'Form Reset', 30);
    const stayed = toast(page, 'Form Reset').last();
    await settle(page); // past the exit transition, were it leaving
    expect(await stayed.isVisible()).toBe(true);
    // A finger's horizontal drag reaches the page as the swipe, not as a scroll.
    expect(await stayed.evaluate((element) => getComputedStyle(element).touchAction)).toBe('pan-y');
    await swipeToast(page, 'Form Reset', 80);
    await toast(page, 'Form Reset').waitFor({ state: 'detached' });
    expect(await collection(page, 1).getByLabel('Collection name').inputValue()).toBe('');
    expect(await collection(page, 2).count()).toBe(0);
    await page.getByText('No code generated yet').first().waitFor();
    await page.reload();
    expect(await collection(page, 1).getByLabel('Collection name').inputValue()).toBe('');
    await page.close();
  });

  it("keeps a visitor's draft through sign-in, then offers tokens when there are none", async () => {
    const account = newAccount('draft');
    // The account exists beforehand; the visitor signs in with it from the dialog.
    const other = await openPage(e2e.browser, e2e.server);
    await register(other, account);
    await other.close();

    const page = await openPage(e2e.browser, e2e.server);
    await page.goto('/');
    await page.getByText('Please log in to view and manage your tokens').waitFor();
    await collection(page, 1).getByLabel('Collection name').fill('Posts');
    await collection(page, 1).getByLabel('Field 1 ID').fill('headline');
    await section(page, 'Prompt & Output').getByLabel('Describe What You Need').fill('List posts');
    await generateButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      '/auth?tab=register',
    );
    await screenshot(page, 'generator-auth-required-1280-light');
    await dialog.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await login(page, account.username, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('token-balance').waitFor();

    expect(await collection(page, 1).getByLabel('Collection name').inputValue()).toBe('Posts');
    expect(await collection(page, 1).getByLabel('Field 1 ID').inputValue()).toBe('headline');
    expect(
      await section(page, 'Prompt & Output').getByLabel('Describe What You Need').inputValue(),
    ).toBe('List posts');

    // Settings are kept with the account once signed in.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Legacy web modules (.jsw)').check();
    await expect
      .poll(() => savedPreferences(page, e2e.server))
      .toMatchObject({ webModuleStyle: 'jsw', moduleNames: 'frontend', comments: true });
    await page.getByText('Saved to your account and used for every generation.').waitFor();
    await page.getByRole('tab', { name: 'Configuration' }).click();

    // A new account has no tokens: the server refuses before charging, the toast offers a package.
    await dismissToast(page, 'Login successful');
    await generateButton(page).click();
    await expectToast(page, 'Error');
    await toast(page, 'Error').getByText('Insufficient tokens').waitFor();
    await toast(page, 'Error').getByRole('button', { name: 'Buy Tokens' }).click();
    await page.getByRole('dialog', { name: 'Purchase Tokens' }).waitFor();
    await page.close();
  });

  it('switches between Configuration and Code Preview on a phone', async () => {
    const page = await openPage(e2e.browser, e2e.server, PHONE);
    await page.goto('/');
    const toggle = page.getByRole('radiogroup', { name: 'Choose panel' });
    await toggle.waitFor();
    await collection(page, 1).getByLabel('Collection name').waitFor();
    expect(await page.getByRole('tab', { name: 'Generated Code' }).isVisible()).toBe(false);
    expect(await noHorizontalOverflow(page)).toBe(0);
    await screenshot(page, 'generator-configuration-375-light');

    await toggle.getByText('Code Preview').click();
    await page.getByRole('tab', { name: 'Generated Code' }).waitFor();
    expect(await collection(page, 1).isVisible()).toBe(false);
    await page.getByText('No code generated yet').first().waitFor();
    expect(await noHorizontalOverflow(page)).toBe(0);
    await screenshot(page, 'generator-code-preview-375-light');

    await toggle.getByText('Configuration').click();
    await collection(page, 1).getByLabel('Collection name').waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'generator-configuration-375-dark');
    await page.close();
  });
});
