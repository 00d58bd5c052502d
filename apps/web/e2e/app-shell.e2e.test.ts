import { MESSAGES, PAGE_TITLE, PRODUCT_NAME } from '@veloforge/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { accountMenuButton, newAccount, signedInPage } from './account-helpers';
import {
  e2eDatabaseKinds,
  e2eSkipReason,
  openPage,
  saveScreenshot,
  useServerAndBrowser,
} from './harness';

const skipReason = e2eSkipReason();

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())(
  'app shell on %s (header, footer, 404, health)',
  (database) => {
    const e2e = useServerAndBrowser({ database });

    /**
     * The home page once settled: auth.me has answered (signed out here, so Login replaces
     * Loading...) and the route's lazily loaded content has rendered.
     */
    async function openHome(options?: Parameters<typeof openPage>[2]): Promise<Page> {
      const page = await openPage(e2e.browser, e2e.server, options);
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      await page.getByText('Please log in to view and manage your tokens').waitFor();
      return page;
    }

    it('answers 200 on /healthz and /readyz through the real port', async () => {
      for (const path of ['/healthz', '/readyz']) {
        const response = await fetch(`${e2e.server.url}${path}`);
        expect(response.status, path).toBe(200);
      }
    });

    it('renders the home page with the shared header, the footer and the document title', async () => {
      const page = await openHome();
      expect(await page.title()).toBe(PAGE_TITLE);

      const header = page.getByRole('banner');
      await header.getByRole('link', { name: `${PRODUCT_NAME} home` }).waitFor();
      expect(await header.getByText(PRODUCT_NAME, { exact: true }).isVisible()).toBe(true);
      const builder = header.getByRole('link', { name: 'AI Instruction Builder' });
      expect(await builder.getAttribute('href')).toBe('/instruction-generator');
      expect(await header.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
      expect(await header.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
        '/auth?tab=register',
      );

      const footer = page.getByRole('contentinfo');
      const year = new Date().getFullYear();
      expect(await footer.getByText(`© ${year} ${PRODUCT_NAME}`).isVisible()).toBe(true);
      const footerLinks = {
        Terms: '/terms-of-service',
        Privacy: '/privacy-policy',
        'Token Usage': '/token-usage',
        FAQ: '/faq',
      };
      for (const [name, href] of Object.entries(footerLinks)) {
        expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(
          href,
        );
      }

      await saveScreenshot(page, 'home-1280-light');
      await page.close();
    });

    it('keeps the header over the page as it scrolls, the page starting below it', async () => {
      const page = await openHome({ width: 1280, height: 600 });
      const boxes = () =>
        page.evaluate(() => {
          const header = document.querySelector('header')?.getBoundingClientRect() ?? null;
          // Mantine puts its responsive <style> elements first.
          const firstContent = [...(document.querySelector('main')?.children ?? [])].find(
            (child) => child.getBoundingClientRect().height > 0,
          );
          const hit = document.elementFromPoint(innerWidth / 2, 30);
          return {
            header: header && { top: header.top, height: header.height },
            contentTop: firstContent?.getBoundingClientRect().top ?? null,
            hitInHeader: hit?.closest('header') !== null,
          };
        });
      const atTop = await boxes();
      expect(atTop.header).toEqual({ top: 0, height: 60 });
      expect(atTop.contentTop).toBeGreaterThanOrEqual(60);
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
      const scrolled = await boxes();
      expect(scrolled.header).toEqual({ top: 0, height: 60 });
      expect(scrolled.contentTop).toBeLessThan(0);
      // The header paints over the content that scrolled under it.
      expect(scrolled.hitInHeader).toBe(true);
      await page.close();
    });

    it('renders the home page in dark mode when the OS prefers dark', async () => {
      const page = await openHome({ colorScheme: 'dark' });
      const scheme = await page.evaluate(() =>
        document.documentElement.getAttribute('data-mantine-color-scheme'),
      );
      expect(scheme).toBe('dark');
      await saveScreenshot(page, 'home-1280-dark');
      await page.close();
    });

    it('shows the not-found copy for an unknown route', async () => {
      const page = await openPage(e2e.browser, e2e.server);
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: MESSAGES.notFoundTitle }).waitFor();
      expect(await page.getByText(MESSAGES.notFoundHint).isVisible()).toBe(true);
      expect(
        await page.getByRole('link', { name: 'Back to the generator' }).getAttribute('href'),
      ).toBe('/');
      await saveScreenshot(page, 'not-found-1280-light');
      await page.close();
    });

    it('uses the site header variant on a public info page, highlighting the current route', async () => {
      const page = await openPage(e2e.browser, e2e.server);
      await page.goto('/faq');
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Site' });
      await nav.waitFor();
      for (const name of ['Home', 'Token Usage', 'FAQ', 'Terms', 'Privacy']) {
        expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
      }
      expect(await nav.getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
        '/auth',
      );
      expect(await header.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
        '/auth',
      );
      await page.close();
    });

    it("shows a signed-in user's account on the public pages, not Sign In", async () => {
      const page = await signedInPage(e2e, newAccount('sitehead'));
      await page.goto('/faq');
      const header = page.getByRole('banner');
      await accountMenuButton(page).waitFor();
      expect(await header.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
      expect(await header.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
      await accountMenuButton(page).click();
      await page.getByRole('menuitem', { name: 'My Generations' }).waitFor();
      await page.keyboard.press('Escape');
      await saveScreenshot(page, 'faq-signed-in-1280-light');
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('link', { name: 'My Generations' }).waitFor();
      expect(await drawer.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
      await page.close();
    });

    it('opens the site menu from the burger on a phone-sized screen', async () => {
      const page = await openPage(e2e.browser, e2e.server, { width: 375, height: 812 });
      await page.goto('/token-usage');
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      expect(
        await drawer.getByRole('link', { name: 'Token Usage' }).getAttribute('aria-current'),
      ).toBe('page');
      await page.close();
    });

    it('has no horizontal overflow at 375 px wide', async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await openHome({ width: 375, height: 812, colorScheme });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, colorScheme).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `home-375-${colorScheme}`);
        await page.close();
      }
    });
  },
);
