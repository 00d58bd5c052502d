import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import {
  newAccount,
  loginPanel,
  registerPanel,
  accountMenuButton,
  closeAccountMenu,
  waitForSignedOutHeader,
  delayProcedure,
  failProcedure,
  login,
  signedInPage,
  logout,
} from './account-helpers';
import {
  e2eDatabaseKinds,
  e2eSkipReason,
  openPage,
  saveScreenshot,
  useServerAndBrowser,
} from './harness';
import { expectToast, noHorizontalOverflow, settle } from './page-helpers';

const skipReason = e2eSkipReason();

/** The panel's own padding (xl) and a little: more than this above or below its text is a gap. */
const MAX_PANEL_GAP_PX = 48;

/** Space between the benefits panel's edges and its text, above and below. */
async function benefitsPanelGaps(page: Page): Promise<{ top: number; bottom: number }> {
  const heading = page.getByRole('heading', { name: 'Ship Wix Velo code faster' });
  return heading.evaluate((node) => {
    const panel = node.closest('.mantine-Paper-root');
    if (!panel) throw new Error('the benefits panel is not a Paper');
    const texts = [...panel.querySelectorAll('h2, p, li')].map((text) =>
      text.getBoundingClientRect(),
    );
    const box = panel.getBoundingClientRect();
    return {
      top: Math.min(...texts.map((rect) => rect.top)) - box.top,
      bottom: box.bottom - Math.max(...texts.map((rect) => rect.bottom)),
    };
  });
}

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())('accounts on %s', (database) => {
  // Without SMTP_URL the server writes each email to its log at info level.
  const e2e = useServerAndBrowser({ database, env: { LOG_LEVEL: 'info' } });

  it('renders both /auth tabs, with the benefits panel only from 768 px', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage(e2e.browser, e2e.server, { colorScheme });
      await page.goto('/auth');
      await waitForSignedOutHeader(page);
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      expect(await page.getByText('Ship Wix Velo code faster').isVisible()).toBe(true);
      await saveScreenshot(page, `auth-login-1280-${colorScheme}`);

      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
      expect(new URL(page.url()).search).toBe('?tab=register');
      // Beside the taller Register form the panel keeps to its text: no blank band in it.
      const gaps = await benefitsPanelGaps(page);
      expect(gaps.top).toBeLessThanOrEqual(MAX_PANEL_GAP_PX);
      expect(gaps.bottom).toBeLessThanOrEqual(MAX_PANEL_GAP_PX);
      await saveScreenshot(page, `auth-register-1280-${colorScheme}`);
      await page.close();
    }

    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage(e2e.browser, e2e.server, {
        width: 375,
        height: 812,
        colorScheme,
      });
      await page.goto('/auth?tab=register');
      await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
      await waitForSignedOutHeader(page);
      expect(await page.getByText('Ship Wix Velo code faster').isVisible()).toBe(false);
      expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `auth-register-375-${colorScheme}`);
      await page.getByRole('tab', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      await saveScreenshot(page, `auth-login-375-${colorScheme}`);
      await page.close();
    }
  });

  it('shows the validation messages of spec section 5 before calling the server', async () => {
    const page = await openPage(e2e.browser, e2e.server);
    await page.goto('/auth?tab=register');
    const panel = registerPanel(page);
    await panel.getByLabel('Username').fill('ab');
    await panel.getByLabel('Email').fill('not-an-email');
    await panel.getByLabel('Password', { exact: true }).fill('secret1');
    await panel.getByLabel('Confirm password').fill('secret2');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Username must be at least 3 characters',
      'Invalid email address',
      'Passwords do not match',
    ]) {
      await panel.getByText(message, { exact: true }).waitFor();
    }
    await saveScreenshot(page, 'auth-register-errors-1280-light');

    await page.getByRole('tab', { name: 'Login' }).click();
    await loginPanel(page).getByRole('button', { name: 'Login' }).click();
    await loginPanel(page).getByText('Password must be at least 6 characters').waitFor();
    await page.close();
  });

  it('registers, shows the account menu, logs out and logs in again', async () => {
    const account = newAccount('reg');
    const page = await signedInPage(e2e, account);

    const menuButton = accountMenuButton(page);
    expect(await menuButton.textContent()).toContain(account.username);
    await menuButton.click();
    const menu = page.getByRole('menu');
    await menu.getByText('My Account').waitFor();
    expect(await menu.getByText(account.username, { exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: 'My Generations' }).getAttribute('href')).toBe(
      '/my-sessions',
    );
    expect(await menu.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    // Admin Dashboard is for the admin role only.
    expect(await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
    await settle(page);
    await saveScreenshot(page, 'header-menu-1280-light');
    await page.keyboard.press('Escape');

    await logout(page);
    // The session is gone for the e2e.server too: a signed-in page sends the visitor to /auth.
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/auth');

    await login(page, account.username, 'wrong-password');
    await expectToast(page, 'Login failed', 'Invalid username or password');

    await login(page, account.username, account.password);
    await expectToast(page, 'Login successful', `Welcome back, ${account.username}!`);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await accountMenuButton(page).textContent()).toContain(account.username);
    await page.close();
  });

  it('shows the account menu on a phone and in dark mode', async () => {
    for (const options of [
      { width: 1280, height: 900, colorScheme: 'dark' as const, name: 'header-menu-1280-dark' },
      { width: 375, height: 812, colorScheme: 'light' as const, name: 'header-menu-375-light' },
    ]) {
      const page = await signedInPage(e2e, newAccount('menu'), options);
      await accountMenuButton(page).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      await settle(page);
      expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, options.name);
      await page.close();
    }
  });

  it('shows the pending states: Loading..., Logging in..., Logging out..., Creating account...', async () => {
    const account = newAccount('pend');
    const page = await openPage(e2e.browser, e2e.server);
    // The generator is public, so its header renders while auth.me is still on its way. A
    // session cookie (here an expired one) is what makes the page ask: without one the server
    // sends the prerendered page, which knows the visitor is signed out.
    await page.context().addCookies([{ name: 'session', value: 'expired', url: e2e.server.url }]);
    const restoreMe = await delayProcedure(page, 'auth.me', 800);
    await page.goto('/');
    const loading = page.getByRole('banner').getByRole('button', { name: 'Loading...' });
    await loading.waitFor();
    expect(await loading.isDisabled()).toBe(true);
    await waitForSignedOutHeader(page);
    await restoreMe();
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create an Account' }).waitFor();

    await delayProcedure(page, 'auth.register', 800);
    const panel = registerPanel(page);
    await panel.getByLabel('Username').fill(account.username);
    await panel.getByLabel('Email').fill(account.email);
    await panel.getByLabel('Password', { exact: true }).fill(account.password);
    await panel.getByLabel('Confirm password').fill(account.password);
    await panel.getByRole('button', { name: 'Create Account' }).click();
    const creating = panel.getByRole('button', { name: 'Creating account...' });
    await creating.waitFor();
    expect(await creating.isDisabled()).toBe(true);
    await accountMenuButton(page).waitFor();

    await delayProcedure(page, 'auth.logout', 1500);
    await accountMenuButton(page).click();
    await settle(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const loggingOut = page.getByRole('menuitem', { name: 'Logging out...' });
    await loggingOut.waitFor();
    expect(await loggingOut.isDisabled()).toBe(true);
    await saveScreenshot(page, 'header-menu-logging-out-1280-light');
    await page.waitForURL((url) => url.pathname === '/auth');

    await delayProcedure(page, 'auth.login', 800);
    await login(page, account.username, account.password);
    const loggingIn = loginPanel(page).getByRole('button', { name: 'Logging in...' });
    await loggingIn.waitFor();
    expect(await loggingIn.isDisabled()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('reports a failed logout: the server message in the header, a fixed sentence on /admin', async () => {
    // The e2e.server cannot fail a logout on demand, so the failing answers are stubbed.
    const page = await signedInPage(e2e, newAccount('fail'));
    await failProcedure(page, 'auth.logout', 'Session store unavailable');
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Logout failed', 'Session store unavailable');
    // Still signed in.
    expect(await accountMenuButton(page).isVisible()).toBe(true);
    await page.close();

    // An admin session (stubbed: admins are created with the operator CLI, not over HTTP).
    const admin = await openPage(e2e.browser, e2e.server);
    await admin.route('**/trpc/auth.me?**', (route) =>
      route.fulfill({
        json: [
          {
            result: {
              data: {
                id: '00000000-0000-0000-0000-000000000001',
                username: 'root_admin',
                email: 'root@example.com',
                role: 'admin',
                tokens: 0,
                createdAt: '2025-01-01T00:00:00.000Z',
              },
            },
          },
        ],
      }),
    );
    await admin.goto('/admin');
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await accountMenuButton(admin).click();
    expect(
      await admin.getByRole('menuitem', { name: 'Admin Dashboard' }).getAttribute('href'),
    ).toBe('/admin');
    await closeAccountMenu(admin);

    const restoreLogout = await failProcedure(admin, 'auth.logout', 'Session store unavailable');
    const logoutButton = admin.getByRole('main').getByRole('button', { name: 'Logout' });
    await logoutButton.click();
    await expectToast(admin, 'Logout failed', 'Failed to log out. Please try again.');

    // The real logout (idempotent without a session) then succeeds: toast, then /auth.
    await restoreLogout();
    await logoutButton.click();
    await expectToast(admin, 'Logged out', 'You have been successfully logged out.');
    await admin.waitForURL((url) => url.pathname === '/auth');
    await admin.close();
  });

  it('sends a signed-in user from the visitor pages to the generator', async () => {
    const page = await signedInPage(e2e, newAccount('guard'));
    for (const path of ['/auth', '/auth?tab=register', '/forgot-password', '/reset-password']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await accountMenuButton(page).waitFor();
    }
    // And a non-admin opening /admin lands on the generator too.
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });
});
