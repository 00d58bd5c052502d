/** The API keys card on /settings, driven like a user, and the REST calls a script would make. */
import type { Locator, Page } from 'playwright-core';

import type { RunningServer } from './harness';
import { dismissToast, expectToast } from './page-helpers';

export function apiKeysCard(page: Page): Locator {
  return page.locator('.mantine-Card-root').filter({ hasText: 'API keys' });
}

export async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
}

/**
 * Creates a key through the dialog and returns the secret it shows once, leaving the dialog
 * open on the secret.
 */
export async function createKeyInUi(page: Page, name: string): Promise<string> {
  await apiKeysCard(page).getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
  await shown.waitFor();
  await expectToast(page, 'API key created');
  await dismissToast(page, 'API key created');
  return (await shown.getByLabel('New API key').textContent())?.trim() ?? '';
}

/** GET /api/me/tokens as a script would: the key alone, no cookie, no Origin. */
export async function tokensWithKey(server: RunningServer, secret: string) {
  const res = await fetch(`${server.url}/api/me/tokens`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
