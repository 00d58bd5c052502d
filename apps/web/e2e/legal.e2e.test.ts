import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { failProcedure, login } from './account-helpers';
import { e2eDatabaseKinds, e2eSkipReason, openPage, useServerAndBrowser } from './harness';
import {
  openLegalEditor,
  pageScreenshot,
  publicStatus,
  publish,
  registerFirstAdmin,
} from './legal-helpers';
import { expectToast, noHorizontalOverflow, waitForHydration } from './page-helpers';

const skipReason = e2eSkipReason();

const TERMS_EMPTY =
  'Terms of Service content is currently being prepared. Please check back later.';
const PUBLISHED_FAQ = [
  { question: 'Can I pay by invoice?', answer: 'Yes, for packages of 1,000 tokens or more.' },
  { question: 'Which Wix sites can use the code?', answer: 'Any site with Velo Dev Mode on.' },
];
const XSS_TERMS = '<p>Hi</p><img src=x onerror="window.__pwned=1">';
const ADMIN = { username: 'legal_admin', password: 'admin-pass-1' };
const PHONE_DARK = { width: 390, height: 844, colorScheme: 'dark' } as const;

/**
 * Goes to a site page through the footer, so auth.me is not batched with the page's call: a
 * navigation inside the hydrated app (before hydration the link loads the page afresh, which
 * prerendered-pages.e2e covers).
 */
async function navigateFromHome(page: Page, linkName: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: linkName }).click();
}

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())('legal content on %s', (database) => {
  const e2e = useServerAndBrowser({ database });
  let admin: Page;

  it('shows visitors the built-in fallbacks while nothing is published', async () => {
    const page = await openPage(e2e.browser, e2e.server);
    await page.goto('/terms-of-service');
    await page.getByText(TERMS_EMPTY, { exact: true }).waitFor();
    await pageScreenshot(page, 'legal-terms-fallback-1280-light');

    await page.goto('/faq');
    await page.getByRole('button', { name: 'Do my tokens expire?' }).waitFor();
    expect(await page.locator('.mantine-Accordion-item').count()).toBe(5);

    await page.goto('/token-usage');
    await page.getByRole('heading', { level: 1, name: 'How Tokens Work' }).waitFor();
    await page.getByText('Last Updated: November 26, 2026').waitFor();
    for (const benefit of [
      'Simple Pricing',
      'On-Demand Generation',
      'Flexible Packages',
      'No Expiration',
    ]) {
      await page.getByText(benefit, { exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe(
      '/faq',
    );
    await pageScreenshot(page, 'legal-token-usage-1280-light');
    await page.close();
  });

  it('tells a failed load from an empty one: toast and the unavailable text', async () => {
    const page = await openPage(e2e.browser, e2e.server);
    await failProcedure(page, 'legal.get', 'Database unavailable');
    await navigateFromHome(page, 'Privacy');
    await expectToast(page, 'Error', 'Failed to load Privacy Policy. Please try again later.');
    await page
      .getByText('Privacy Policy content is currently unavailable. Please try again later.')
      .waitFor();
    await page.close();
  });

  it('lets an admin publish the FAQ, refusing invalid JSON before saving', async () => {
    admin = await openPage(e2e.browser, e2e.server);
    await admin.goto('/');
    await registerFirstAdmin(admin, e2e.server, ADMIN);
    const updates: string[] = [];
    admin.on('request', (request) => {
      if (request.url().includes('legal.update')) updates.push(request.url());
    });

    const editor = await openLegalEditor(admin, 'FAQ');
    await admin.getByText('Nothing is published for FAQ yet').waitFor();
    expect(await editor.inputValue()).toContain('Do my tokens expire?');
    await admin.getByText('Content must be a JSON array of question/answer objects').waitFor();

    await editor.fill(JSON.stringify([PUBLISHED_FAQ[0], { question: 'No answer here?' }]));
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Item 2 has no answer', { exact: true }).waitFor();
    await pageScreenshot(admin, 'legal-admin-faq-invalid-1280-light');
    await editor.fill('[{"question": "Broken",');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(/^FAQ content is not valid JSON/).waitFor();
    expect(updates).toEqual([]);
    expect(await publicStatus(e2e.server, 'faq')).toBe(404);

    await publish(admin, editor, JSON.stringify(PUBLISHED_FAQ, null, 2));
    expect(await publicStatus(e2e.server, 'faq')).toBe(200);
    await expect(admin.getByText('Nothing is published for FAQ yet').count()).resolves.toBe(0);
    await pageScreenshot(admin, 'legal-admin-faq-1280-light');
  });

  it('shows the published FAQ on /faq, searchable, with a reset', async () => {
    for (const options of [{}, PHONE_DARK]) {
      const page = await openPage(e2e.browser, e2e.server, options);
      await page.goto('/faq');
      const question = (text: string) => page.getByRole('button', { name: text });
      await question('Can I pay by invoice?').waitFor();
      await question('Which Wix sites can use the code?').waitFor();
      expect(await question('Do my tokens expire?').count()).toBe(0);

      const search = page.getByRole('textbox', { name: 'Search FAQs' });
      await search.fill('VELO DEV');
      await question('Can I pay by invoice?').waitFor({ state: 'detached' });
      await question('Which Wix sites can use the code?').click();
      await page.getByText('Any site with Velo Dev Mode on.').waitFor();

      await search.fill('refund policy for unicorns');
      await page.getByText('No matching questions found').waitFor();
      await page.getByRole('button', { name: 'View all FAQs' }).click();
      await question('Can I pay by invoice?').waitFor();
      expect(await search.inputValue()).toBe('');
      expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
      await pageScreenshot(
        page,
        options === PHONE_DARK ? 'legal-faq-390-dark' : 'legal-faq-1280-light',
      );
      await page.close();
    }
  });

  it('renders published terms as sanitised HTML: the text stays, the handler never runs', async () => {
    const editor = await openLegalEditor(admin, 'Terms of Service');
    await admin.getByText('Nothing is published for Terms of Service yet').waitFor();
    await admin.getByRole('textbox', { name: 'Effective date' }).fill('2026-01-15');
    await publish(admin, editor, XSS_TERMS);
    await admin.close();

    for (const options of [{}, PHONE_DARK]) {
      const page = await openPage(e2e.browser, e2e.server, options);
      await page.goto('/terms-of-service');
      const card = page.getByRole('main');
      await card.getByText('Hi', { exact: true }).waitFor();
      await card.getByText('Effective date: January 15, 2026').waitFor();
      expect(await card.locator('img').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(await page.getByText(TERMS_EMPTY).count()).toBe(0);
      if (options === PHONE_DARK) await pageScreenshot(page, 'legal-terms-390-dark');
      await page.close();
    }
  });

  it('shows an error card with Retry, then publishes the built-in privacy policy as it is', async () => {
    const page = await openPage(e2e.browser, e2e.server);
    await page.goto('/auth');
    await login(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/');
    const restoreLegal = await failProcedure(page, 'legal.get', 'Database unavailable');
    await page.getByRole('banner').getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await page.getByRole('tab', { name: 'Legal Content' }).click();
    await page.getByText('Could not load legal content').waitFor();
    await page.getByText('Database unavailable').waitFor();
    await restoreLegal();
    await page.getByRole('button', { name: 'Retry' }).click();
    const terms = page.getByRole('textbox', { name: 'Terms of Service content' });
    await terms.waitFor();
    expect(await terms.inputValue()).toBe(XSS_TERMS);

    const privacy = await openLegalEditor(page, 'Privacy Policy');
    await page.getByText('Nothing is published for Privacy Policy yet').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Legal content updated');
    const published = await privacy.inputValue();
    await page.setViewportSize({ width: PHONE_DARK.width, height: PHONE_DARK.height });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await pageScreenshot(page, 'legal-admin-privacy-390-dark');
    await page.close();

    const visitor = await openPage(e2e.browser, e2e.server);
    await visitor.goto('/privacy-policy');
    await visitor.getByRole('heading', { level: 2, name: '1. Your account' }).waitFor();
    expect(published).toContain('1. Your account');
    await visitor.getByText(/scrypt hash of your password/).waitFor();
    // The built-in text is published dated the day it was saved.
    await visitor.getByText(/^Effective date: \w+ \d{1,2}, \d{4}$/).waitFor();
    await pageScreenshot(visitor, 'legal-privacy-1280-light');
    await visitor.close();
  });
});
