/** Helpers of the legal content suite: an admin session, the Legal Content tab, the public API. */
import type { Locator, Page } from 'playwright-core';

import { saveScreenshot, type RunningServer } from './harness';
import { pickOption } from './generator-helpers';
import { expectToast, settle } from './page-helpers';

/**
 * Registers the server's first account as an admin (the flag counts only on an empty database)
 * with the page's own request context, so the session cookie lands in the browser.
 */
export async function registerFirstAdmin(
  page: Page,
  server: RunningServer,
  account: { username: string; password: string },
): Promise<void> {
  const response = await page.request.post('/api/register', {
    headers: { Origin: server.url },
    data: { ...account, email: `${account.username}@example.com`, admin: true },
  });
  const user = (await response.json()) as { role?: string };
  if (user.role !== 'admin') {
    throw new Error(`expected an admin: ${response.status()} ${JSON.stringify(user)}`);
  }
}

/** The Legal Content tab of /admin with `typeLabel` chosen in the type select. */
export async function openLegalEditor(page: Page, typeLabel: string): Promise<Locator> {
  if (new URL(page.url()).pathname !== '/admin') await page.goto('/admin');
  await page.getByRole('tab', { name: 'Legal Content' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Legal Content' });
  await pickOption(page, panel.getByLabel('Content type'), typeLabel);
  const editor = panel.getByRole('textbox', { name: `${typeLabel} content` });
  await editor.waitFor();
  return editor;
}

/**
 * Replaces the editor's text and saves, waiting for the server's answer, then the spec's success
 * toast. The answer first: an earlier save's toast with the same title may still be showing, and
 * a page closed on it would cancel this save.
 */
export async function publish(page: Page, editor: Locator, content: string): Promise<void> {
  await editor.fill(content);
  const saved = page.waitForResponse(
    (response) => response.url().includes('legal.update') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  if (!response.ok()) throw new Error(`legal.update answered ${response.status()}`);
  await expectToast(page, 'Legal content updated');
}

/** GET /api/legal/:type as an anonymous client: the status code. */
export async function publicStatus(server: RunningServer, type: string): Promise<number> {
  return (await fetch(`${server.url}/api/legal/${type}`)).status;
}

/** A full-page screenshot from the top: scrolled, the fixed header would sit mid-page. */
export async function pageScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await saveScreenshot(page, name);
}
