/** The admin dashboard's e2e helpers: an admin session, its tabs and rows. */
import type { Locator, Page } from 'playwright-core';

import type { Account } from './account-helpers';
import type { RunningServer } from './harness';

/**
 * Registers `account` with `admin: true` through the API with the page's cookies (the form has
 * no such field). Only the first account of an empty database becomes an admin, so this must
 * be the server's first registration.
 */
export async function registerAdmin(page: Page, server: RunningServer, account: Account) {
  const response = await page.request.post('/api/register', {
    headers: { Origin: server.url },
    data: { ...account, admin: true },
  });
  const body = (await response.json()) as { role?: string };
  if (body.role !== 'admin') throw new Error(`not an admin: ${JSON.stringify(body)}`);
}

/** Signs `account` in through the API, so the page's next navigation is signed in. */
export async function loginThroughApi(page: Page, server: RunningServer, account: Account) {
  const response = await page.request.post('/api/login', {
    headers: { Origin: server.url },
    data: { username: account.username, password: account.password },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
}

export type AdminTab = 'Settings' | 'Users' | 'Token Purchases' | 'Legal Content' | 'Audit Log';

/** Opens a tab of the dashboard and waits until its list (or form) has loaded. */
export async function openAdminTab(page: Page, tab: AdminTab): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tabpanel', { name: tab }).waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

export function userRow(page: Page, username: string): Locator {
  return page.getByTestId('admin-user-row').filter({ hasText: username });
}

export function purchaseRows(page: Page, username: string): Locator {
  return page.getByTestId('admin-purchase-row').filter({ hasText: username });
}

export function auditRows(page: Page, action: string): Locator {
  return page.getByTestId('admin-audit-row').filter({ hasText: action });
}
