import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { failProcedure, newAccount, signedInPage, type Account } from './account-helpers';
import {
  auditRows,
  loginThroughApi,
  openAdminTab,
  purchaseRows,
  registerAdmin,
  userRow,
} from './admin-helpers';
import { screenshot, waitForBalance } from './generator-helpers';
import { e2eDatabaseKinds, e2eSkipReason, openPage, useServerAndBrowser } from './harness';
import { dismissToast, expectToast, noHorizontalOverflow } from './page-helpers';

const skipReason = e2eSkipReason();

const NEW_PRICE = '$7.50';
const NEW_TOKENS = 200;
const STRIPE_MINIMUM = "The price must be at least $0.50 (Stripe's minimum charge)";

/**
 * One server for the file: the admin is its first account. The tests are one journey, in order:
 * the price change, then a purchase at that price, a grant, and what the lists show of them.
 */
describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())(
  'admin dashboard on %s',
  (database) => {
    const e2e = useServerAndBrowser({ database });
    const admin: Account = { ...newAccount('boss'), password: 'admin-pass-1' };
    let customer: Account;
    let adminPage: Page;
    let customerPage: Page;

    async function openDashboard(page: Page): Promise<void> {
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    }

    async function openPurchaseDialog(page: Page): Promise<Locator> {
      await page.getByRole('button', { name: 'Buy Tokens' }).click();
      const purchase = page.getByRole('dialog', { name: 'Purchase Tokens' });
      await purchase.waitFor();
      return purchase;
    }

    it('keeps a plain user out: /admin sends them to the generator', async () => {
      adminPage = await openPage(e2e.browser, e2e.server);
      await registerAdmin(adminPage, e2e.server, admin);
      customer = newAccount('buyer');
      customerPage = await signedInPage(e2e, customer);

      await customerPage.goto('/admin');
      await customerPage.waitForURL((url) => url.pathname === '/');
      await customerPage.getByTestId('token-balance').waitFor();
      expect(await customerPage.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    });

    it("changes the price; the user's next checkout charges it", async () => {
      await openDashboard(adminPage);
      const price = adminPage.getByLabel('Price (USD)');
      expect(await price.inputValue()).toBe('$5.00');

      await price.fill('0.20');
      await adminPage.getByRole('button', { name: 'Save Settings' }).click();
      await adminPage.getByText(STRIPE_MINIMUM).waitFor();

      await price.fill('7.50');
      await adminPage.getByLabel('Tokens per package').fill(String(NEW_TOKENS));
      await adminPage.getByRole('button', { name: 'Save Settings' }).click();
      await expectToast(
        adminPage,
        'Settings updated',
        `New checkouts cost ${NEW_PRICE} for 200 tokens.`,
      );
      await dismissToast(adminPage, 'Settings updated');
      await adminPage.getByText(`Last changed by ${admin.username}`, { exact: false }).waitFor();
      await screenshot(adminPage, 'admin-settings-1280-light');

      await customerPage.reload();
      const purchase = await openPurchaseDialog(customerPage);
      const offer = purchase.getByTestId('token-package');
      await offer.getByText(`${NEW_TOKENS} tokens`, { exact: true }).waitFor();
      await offer.getByText(NEW_PRICE, { exact: true }).waitFor();

      const popupEvent = customerPage.waitForEvent('popup');
      await purchase.getByRole('button', { name: 'Proceed to Checkout' }).click();
      const popup = await popupEvent;
      await popup.getByRole('button', { name: `Pay ${NEW_PRICE}` }).click();
      await expectToast(
        customerPage,
        'Payment Successful',
        `${NEW_TOKENS} tokens have been added to your account.`,
      );
      await waitForBalance(customerPage, NEW_TOKENS);
    });

    it("grants 10 tokens; the row and the user's balance show them", async () => {
      await openAdminTab(adminPage, 'Users');
      await adminPage.getByLabel('Search users').fill(customer.username.toUpperCase());
      // The search applies once typing pauses: the admin's own row leaves the list.
      await userRow(adminPage, admin.username).waitFor({ state: 'detached' });
      expect(await adminPage.getByTestId('admin-user-row').count()).toBe(1);

      await adminPage.getByRole('button', { name: `Add tokens to ${customer.username}` }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Add tokens' });
      expect(await dialog.getByLabel('Tokens to add').inputValue()).toBe('10');
      await dialog.getByRole('button', { name: 'Add tokens' }).click();
      const balance = NEW_TOKENS + 10;
      await expectToast(
        adminPage,
        'Tokens added',
        `Added 10 tokens to ${customer.username}. New balance: ${balance} tokens.`,
      );
      await userRow(adminPage, customer.username)
        .getByTestId('admin-user-tokens')
        .filter({ hasText: String(balance) })
        .waitFor();

      await adminPage.getByLabel('Search users').fill('');
      await adminPage.getByTestId('admin-user-row').nth(1).waitFor();
      await dismissToast(adminPage, 'Tokens added');
      await screenshot(adminPage, 'admin-users-1280-light');

      await customerPage.reload();
      await waitForBalance(customerPage, balance);
    });

    it('lists the purchase with a green completed badge', async () => {
      await openAdminTab(adminPage, 'Token Purchases');
      const row = purchaseRows(adminPage, customer.username).first();
      await row.waitFor();
      expect(await row.getByText(NEW_PRICE, { exact: true }).count()).toBe(1);
      const badge = row.getByTestId('purchase-status');
      expect(await badge.textContent()).toBe('completed');
      expect(await badge.getAttribute('data-color')).toBe('green');
      await screenshot(adminPage, 'admin-purchases-1280-light');
    });

    it('shows the settings change and the grant in the audit log', async () => {
      // A failed load shows the error card; Retry loads the list.
      const restoreAuditLog = await failProcedure(
        adminPage,
        'admin.auditLog.list',
        'Audit store unavailable',
      );
      await adminPage.getByRole('tab', { name: 'Audit Log' }).click();
      await adminPage.getByText('Could not load the audit log').waitFor();
      await adminPage.getByText('Audit store unavailable').waitFor();
      await restoreAuditLog();
      await adminPage.getByRole('button', { name: 'Retry' }).click();
      await openAdminTab(adminPage, 'Audit Log');
      const grant = auditRows(adminPage, 'Tokens granted').first();
      await grant.getByText(customer.username, { exact: true }).waitFor();
      await grant.getByText('+10 tokens').waitFor();
      await grant.getByText(`Balance: ${NEW_TOKENS} → ${NEW_TOKENS + 10}`).waitFor();
      const settings = auditRows(adminPage, 'Settings updated').first();
      await settings.getByText(`Price: $5.00 → ${NEW_PRICE}`).waitFor();
      await settings.getByText(`Tokens per package: 150 → ${NEW_TOKENS}`).waitFor();
      expect(await settings.getByText(admin.username, { exact: true }).count()).toBe(1);
      await screenshot(adminPage, 'admin-audit-1280-light');
    });

    it('fits a phone in dark mode: tables scroll inside their card', async () => {
      const phone = await openPage(e2e.browser, e2e.server, {
        width: 390,
        height: 844,
        colorScheme: 'dark',
      });
      await loginThroughApi(phone, e2e.server, admin);
      await phone.goto('/admin?tab=users');
      await phone.getByRole('tabpanel', { name: 'Users' }).waitFor();
      await userRow(phone, customer.username).waitFor();
      expect(await noHorizontalOverflow(phone)).toBe(0);
      await screenshot(phone, 'admin-users-390-dark');

      await openAdminTab(phone, 'Settings');
      await phone.getByLabel('Price (USD)').waitFor();
      expect(await noHorizontalOverflow(phone)).toBe(0);
      await screenshot(phone, 'admin-settings-390-dark');

      await openAdminTab(phone, 'Token Purchases');
      await purchaseRows(phone, customer.username).first().waitFor();
      expect(await noHorizontalOverflow(phone)).toBe(0);
      await screenshot(phone, 'admin-purchases-390-dark');
      await phone.close();
      await customerPage.close();
      await adminPage.close();
    });
  },
);
