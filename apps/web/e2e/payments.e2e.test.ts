import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import type { OpenPageOptions } from './harness';
import { dismissToast, expectToast, noHorizontalOverflow, settle } from './page-helpers';
import {
  e2eDatabaseKinds,
  e2eSkipReason,
  openPage,
  saveScreenshot,
  useServerAndBrowser,
} from './harness';

const skipReason = e2eSkipReason();

/** The default package (spec section 9); the test server has no admin changes. */
const PACKAGE_TOKENS = 150;
const PACKAGE_PRICE = '$5.00';
/** Spec section 9: the checkout popup is 550 by 700. */
const POPUP_SIZE = { width: 550, height: 700 };
const PHONE = { width: 375, height: 812 };
const TEST_MODE_BANNER = 'Test mode — no real charge';

let accountCount = 0;

function newUsername(prefix: string): string {
  accountCount += 1;
  return `${prefix}_${Date.now().toString(36)}${accountCount}`;
}

function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/** The balance on the token card, as a number ("1,234 tokens" -> 1234). */
async function balanceOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('token-balance').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

async function waitForBalance(page: Page, expected: number): Promise<void> {
  await page
    .getByTestId('token-balance')
    .filter({ hasText: `${expected.toLocaleString('en-US')} tokens` })
    .waitFor();
}

/** Marks the document; the mark surviving proves the page was not reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.e2eMark = 'still-here';
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.e2eMark === 'still-here');
}

/** Waits until the checkout window the flow opened has been closed again. */
async function waitForSinglePage(page: Page): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (page.context().pages().length > 1) {
    if (Date.now() > deadline) throw new Error('The checkout window was not closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())('payments on %s', (database) => {
  const e2e = useServerAndBrowser({ database });

  /**
   * A freshly registered account on the generator, its balance loaded. `prepare` runs on the page
   * before its first navigation (init scripts).
   */
  async function signedInPage(
    options?: OpenPageOptions,
    prepare?: (page: Page) => Promise<unknown>,
  ): Promise<Page> {
    const page = await openPage(e2e.browser, e2e.server, options);
    await prepare?.(page);
    const username = newUsername('pay');
    const password = 'first-pass-1';
    await page.goto('/auth?tab=register');
    const panel = page.getByRole('tabpanel', { name: 'Register' });
    await panel.getByLabel('Username').fill(username);
    await panel.getByLabel('Email').fill(`${username}@example.com`);
    await panel.getByLabel('Password', { exact: true }).fill(password);
    await panel.getByLabel('Confirm password').fill(password);
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration successful');
    await page.waitForURL((url) => url.pathname === '/');
    await dismissToast(page, 'Registration successful');
    await page.getByTestId('token-balance').waitFor();
    return page;
  }

  async function openPurchaseDialog(page: Page): Promise<Locator> {
    await page.getByRole('button', { name: 'Buy Tokens' }).click();
    const purchase = dialog(page, 'Purchase Tokens');
    await purchase.waitFor();
    return purchase;
  }

  /** Proceed to Checkout; resolves with the checkout popup once it shows the test checkout. */
  async function proceedToCheckout(page: Page, purchase: Locator): Promise<Page> {
    const popupEvent = page.waitForEvent('popup');
    await purchase.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const popup = await popupEvent;
    await popup.setViewportSize(POPUP_SIZE);
    await popup.waitForURL((url) => url.pathname.startsWith('/test-checkout/'));
    await popup.getByRole('button', { name: `Pay ${PACKAGE_PRICE}` }).waitFor();
    return popup;
  }

  it('buys a package in the test checkout popup: balance +150 and a toast, without a reload', async () => {
    const page = await signedInPage();
    const before = await balanceOf(page);
    await markDocument(page);

    const purchase = await openPurchaseDialog(page);
    const offer = purchase.getByTestId('token-package');
    await offer.getByText(`${PACKAGE_TOKENS} tokens`, { exact: true }).waitFor();
    await offer.getByText(PACKAGE_PRICE, { exact: true }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'purchase-dialog-idle-1280-light');

    const popup = await proceedToCheckout(page, purchase);
    // The popup's handle is ours: window.name is the checkout window's.
    expect(await popup.evaluate(() => window.name)).toBe('veloforge-checkout');
    await popup.getByText(TEST_MODE_BANNER).waitFor();
    expect(await popup.getByTestId('checkout-amount').textContent()).toBe(PACKAGE_PRICE);
    expect(await popup.getByTestId('checkout-tokens').textContent()).toBe(
      `${PACKAGE_TOKENS} tokens`,
    );
    await saveScreenshot(popup, 'test-checkout-550-light');

    // Processing: the dialog waits and cannot be dismissed.
    await purchase.getByText('Waiting for your payment').waitFor();
    expect(await purchase.getByRole('button', { name: 'Close dialog' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await settle(page);
    expect(await purchase.isVisible()).toBe(true);
    await saveScreenshot(page, 'purchase-dialog-processing-1280-light');

    const sessionId = new URL(popup.url()).pathname.split('/').pop() ?? '';
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: `Pay ${PACKAGE_PRICE}` }).click();
    // The dialog sees the payment (its poll or the return page's message) and closes the popup.
    await expectToast(
      page,
      'Payment Successful',
      `${PACKAGE_TOKENS} tokens have been added to your account.`,
    );
    const success = dialog(page, 'Payment Successful!');
    await success.waitFor();
    await waitForBalance(page, before + PACKAGE_TOKENS);
    await popupClosed;
    expect(await isSameDocument(page)).toBe(true);
    // It closes itself about 2 s later.
    await success.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await balanceOf(page)).toBe(before + PACKAGE_TOKENS);

    // Verification is idempotent: the return page for the same session shows success again and
    // credits nothing twice.
    await page.goto(`/purchase-success?session_id=${sessionId}`);
    await page.getByRole('heading', { name: 'Purchase Successful!' }).waitFor();
    await expectToast(
      page,
      'Purchase Successful!',
      `${PACKAGE_TOKENS} tokens have been added to your account.`,
    );
    await page.getByText('What you can do with your tokens').waitFor();
    expect(
      await page.getByRole('link', { name: 'Continue to Dashboard' }).getAttribute('href'),
    ).toBe('/');
    await dismissToast(page, 'Purchase Successful!');
    await saveScreenshot(page, 'purchase-success-1280-light');
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await waitForBalance(page, before + PACKAGE_TOKENS);

    // The paid checkout cannot be paid again.
    await page.goto(`/test-checkout/${sessionId}`);
    await page.getByRole('heading', { name: 'Already paid' }).waitFor();
    await page.close();
  });

  it('finds the payment by polling alone when the return page cannot message the opener', async () => {
    // No BroadcastChannel on the main page: as if COOP had cut every link to the popup.
    const page = await signedInPage(undefined, (p) =>
      p.addInitScript(() => {
        Reflect.deleteProperty(window, 'BroadcastChannel');
      }),
    );
    expect(await page.evaluate(() => typeof BroadcastChannel)).toBe('undefined');
    const before = await balanceOf(page);
    const purchase = await openPurchaseDialog(page);
    const popup = await proceedToCheckout(page, purchase);
    await popup.getByRole('button', { name: `Pay ${PACKAGE_PRICE}` }).click();
    // The 2 s verification poll sees it.
    await dialog(page, 'Payment Successful!').waitFor({ timeout: 10_000 });
    await expectToast(
      page,
      'Payment Successful',
      `${PACKAGE_TOKENS} tokens have been added to your account.`,
    );
    await waitForBalance(page, before + PACKAGE_TOKENS);
    await page.close();
  });

  it('cancel in the popup: Payment Cancelled, popup closed, balance unchanged', async () => {
    const page = await signedInPage();
    const before = await balanceOf(page);
    const purchase = await openPurchaseDialog(page);
    const popup = await proceedToCheckout(page, purchase);
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Cancel' }).click();

    const cancelled = dialog(page, 'Payment Cancelled');
    await cancelled.getByText('Your payment was cancelled.').waitFor();
    await popupClosed;
    await settle(page);
    await saveScreenshot(page, 'purchase-dialog-cancelled-1280-light');
    await cancelled.getByRole('button', { name: 'Close', exact: true }).click();
    await cancelled.waitFor({ state: 'hidden' });
    expect(await balanceOf(page)).toBe(before);
    await page.close();
  });

  it('closing the popup without paying returns the dialog to idle', async () => {
    const page = await signedInPage();
    const before = await balanceOf(page);
    const purchase = await openPurchaseDialog(page);
    const popup = await proceedToCheckout(page, purchase);
    await purchase.getByText('Waiting for your payment').waitFor();
    await popup.close();

    // Closed-check (500 ms) + final verification (1 s later), then idle again.
    const proceed = purchase.getByRole('button', { name: 'Proceed to Checkout' });
    await proceed.waitFor({ timeout: 5_000 });
    expect(await proceed.isEnabled()).toBe(true);
    expect(await purchase.getByText('Waiting for your payment').count()).toBe(0);
    // Idle can be dismissed again.
    await page.keyboard.press('Escape');
    await purchase.waitFor({ state: 'hidden' });
    expect(await balanceOf(page)).toBe(before);
    await page.close();
  });

  it('a blocked popup: Popup Blocked toast, error state, and the payment still works in this tab', async () => {
    const page = await signedInPage();
    const before = await balanceOf(page);
    // What a popup blocker does to window.open.
    await page.evaluate(() => {
      window.open = () => null;
    });
    const purchase = await openPurchaseDialog(page);
    await purchase.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expectToast(
      page,
      'Popup Blocked',
      'Please allow popups in your browser to continue with payment.',
    );
    await purchase.getByRole('button', { name: 'Try Again' }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'purchase-dialog-popup-blocked-1280-light');

    await purchase.getByRole('button', { name: 'Continue in this tab' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/test-checkout/'));
    await page.getByText(TEST_MODE_BANNER).waitFor();
    await page.getByRole('button', { name: `Pay ${PACKAGE_PRICE}` }).click();
    await page.waitForURL((url) => url.pathname === '/purchase-success');
    await page.getByRole('heading', { name: 'Purchase Successful!' }).waitFor();
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await waitForBalance(page, before + PACKAGE_TOKENS);
    await page.close();
  });

  it('reports checkout failures with the spec toasts and stays usable', async () => {
    const page = await signedInPage();
    const purchase = await openPurchaseDialog(page);

    // An answer without a url is an invalid checkout response.
    await page.route('**/trpc/tokens.checkout**', (route) =>
      route.fulfill({ json: [{ result: { data: { success: true, sessionId: 'tcs_x' } } }] }),
    );
    await purchase.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expectToast(
      page,
      'Checkout Failed',
      'Failed to initiate checkout process. Please try again.',
    );
    await purchase.getByRole('button', { name: 'Try Again' }).waitFor();
    // The blank window opened for it was closed again.
    await waitForSinglePage(page);

    await page.unroute('**/trpc/tokens.checkout**');
    await page.route('**/trpc/tokens.checkout**', (route) => route.abort('connectionrefused'));
    await purchase.getByRole('button', { name: 'Try Again' }).click();
    await expectToast(
      page,
      'Checkout Failed',
      'Failed to connect to payment service. Please try again later.',
    );
    await waitForSinglePage(page);
    await page.close();
  });

  it('the return pages: no session id, an unknown session, and the cancel page', async () => {
    const page = await signedInPage();
    await page.goto('/purchase-success');
    await expectToast(
      page,
      'Error',
      "Session ID not found. If you've completed a purchase, please try again or contact support.",
    );
    await page.getByRole('heading', { name: 'Purchase Verification Failed' }).waitFor();

    await page.goto('/purchase-success?session_id=tcs_doesnotexist');
    await expectToast(page, 'Error', 'Failed to verify purchase. Please contact support.');
    await page.getByRole('button', { name: 'Check again' }).waitFor();

    await page.goto('/test-checkout/tcs_doesnotexist');
    await page.getByRole('heading', { name: 'Checkout not found' }).waitFor();
    await page.getByText(TEST_MODE_BANNER).waitFor();

    await page.goto('/purchase-cancel');
    await page.getByRole('heading', { name: 'Purchase Cancelled' }).waitFor();
    for (const name of ['Return to Dashboard', 'Try Again']) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe('/');
    }
    await page.close();
  });

  it.each([
    { ...PHONE, colorScheme: 'light' as const, name: '375-light' },
    { width: 1280, height: 900, colorScheme: 'dark' as const, name: '1280-dark' },
  ])('looks right at $name (dialog, test checkout, success page)', async (options) => {
    const page = await signedInPage(options);
    const purchase = await openPurchaseDialog(page);
    await settle(page);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `purchase-dialog-idle-${options.name}`);

    const popup = await proceedToCheckout(page, purchase);
    if (options.width === PHONE.width) await popup.setViewportSize(PHONE);
    await popup.getByText(TEST_MODE_BANNER).waitFor();
    expect(await noHorizontalOverflow(popup)).toBeLessThanOrEqual(0);
    const popupName = options.width === PHONE.width ? options.name : `550-${options.colorScheme}`;
    await saveScreenshot(popup, `test-checkout-${popupName}`);
    await purchase.getByText('Waiting for your payment').waitFor();
    await settle(page);
    await saveScreenshot(page, `purchase-dialog-processing-${options.name}`);

    const sessionId = new URL(popup.url()).pathname.split('/').pop() ?? '';
    await popup.getByRole('button', { name: `Pay ${PACKAGE_PRICE}` }).click();
    await dialog(page, 'Payment Successful!').waitFor();
    await settle(page);
    await saveScreenshot(page, `purchase-dialog-success-${options.name}`);

    await page.goto(`/purchase-success?session_id=${sessionId}`);
    await page.getByRole('heading', { name: 'Purchase Successful!' }).waitFor();
    await dismissToast(page, 'Purchase Successful!');
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `purchase-success-${options.name}`);
    await page.close();
  });
});
