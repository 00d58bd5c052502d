import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenPageOptions, RunningServer } from './harness';
import { dismissToast, expectToast, noHorizontalOverflow, settle } from './page-helpers';
import {
  e2eDatabaseKinds,
  e2eSkipReason,
  launchBrowser,
  openPage,
  saveScreenshot,
  startServer,
} from './harness';

const skipReason = e2eSkipReason();

/** How long the reset mail may take to reach the server log (it is sent in the background). */
const MAIL_WAIT_MS = 5_000;
const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/g;

type Account = { username: string; email: string; password: string };

let accountCount = 0;

/** A fresh account per test: usernames and emails are unique on a server. */
function newAccount(prefix: string): Account {
  accountCount += 1;
  const suffix = `${Date.now().toString(36)}${accountCount}`;
  const username = `${prefix}_${suffix}`;
  return { username, email: `${username}@example.com`, password: 'first-pass-1' };
}

function loginPanel(page: Page): Locator {
  return page.getByRole('tabpanel', { name: 'Login' });
}

function registerPanel(page: Page): Locator {
  return page.getByRole('tabpanel', { name: 'Register' });
}

function accountMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Open account menu' });
}

/** Until auth.me has answered the header shows a disabled 'Loading...' button. */
async function waitForSignedOutHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
}

/** Holds every tRPC request to this procedure for `ms` before letting it through. */
async function delayProcedure(page: Page, procedure: string, ms: number): Promise<void> {
  await page.route(`**/trpc/${procedure}**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Answers every call to this procedure with a 500 carrying `message`, as the server would. */
async function failProcedure(page: Page, procedure: string, message: string): Promise<void> {
  await page.route(`**/trpc/${procedure}**`, (route) =>
    route.fulfill({
      status: 500,
      json: [
        {
          error: {
            message,
            code: -32603,
            data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: procedure },
          },
        },
      ],
    }),
  );
}

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())('accounts on %s', (database) => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // Without SMTP_URL the server writes each email to its log at info level.
    server = await startServer({ database, env: { LOG_LEVEL: 'info' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Registers through the form and waits for the generator with the account menu. */
  async function register(page: Page, account: Account): Promise<void> {
    await page.goto('/auth?tab=register');
    const panel = registerPanel(page);
    await panel.getByLabel('Username').fill(account.username);
    await panel.getByLabel('Email').fill(account.email);
    await panel.getByLabel('Password', { exact: true }).fill(account.password);
    await panel.getByLabel('Confirm password').fill(account.password);
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration successful', `Welcome, ${account.username}!`);
    await page.waitForURL((url) => url.pathname === '/');
    await accountMenuButton(page).waitFor();
    await dismissToast(page, 'Registration successful');
  }

  async function login(page: Page, username: string, password: string): Promise<void> {
    const panel = loginPanel(page);
    await panel.getByLabel('Username').fill(username);
    await panel.getByLabel('Password', { exact: true }).fill(password);
    await panel.getByRole('button', { name: 'Login' }).click();
  }

  async function signedInPage(account: Account, options?: OpenPageOptions): Promise<Page> {
    const page = await openPage(browser, server, options);
    await register(page, account);
    return page;
  }

  async function logout(page: Page): Promise<void> {
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await page.waitForURL((url) => url.pathname === '/auth');
    await waitForSignedOutHeader(page);
  }

  it('renders both /auth tabs, with the benefits panel only from 768 px', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage(browser, server, { colorScheme });
      await page.goto('/auth');
      await waitForSignedOutHeader(page);
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      expect(await page.getByText('Ship Wix Velo code faster').isVisible()).toBe(true);
      await saveScreenshot(page, `auth-login-1280-${colorScheme}`);

      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
      expect(new URL(page.url()).search).toBe('?tab=register');
      await saveScreenshot(page, `auth-register-1280-${colorScheme}`);
      await page.close();
    }

    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage(browser, server, { width: 375, height: 812, colorScheme });
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
    const page = await openPage(browser, server);
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
    const page = await signedInPage(account);

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
    // The session is gone for the server too: a signed-in page sends the visitor to /auth.
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
      const page = await signedInPage(newAccount('menu'), options);
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
    const page = await openPage(browser, server);
    // The generator is public, so its header renders while auth.me is still on its way.
    await delayProcedure(page, 'auth.me', 800);
    await page.goto('/');
    const loading = page.getByRole('banner').getByRole('button', { name: 'Loading...' });
    await loading.waitFor();
    expect(await loading.isDisabled()).toBe(true);
    await waitForSignedOutHeader(page);
    await page.unroute('**/trpc/auth.me**');
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
    // The server cannot fail a logout on demand, so the failing answers are stubbed.
    const page = await signedInPage(newAccount('fail'));
    await failProcedure(page, 'auth.logout', 'Session store unavailable');
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Logout failed', 'Session store unavailable');
    // Still signed in.
    expect(await accountMenuButton(page).isVisible()).toBe(true);
    await page.close();

    // An admin session (stubbed: admins are created with the operator CLI, not over HTTP).
    const admin = await openPage(browser, server);
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
    await admin.keyboard.press('Escape');

    await failProcedure(admin, 'auth.logout', 'Session store unavailable');
    const logoutButton = admin.getByRole('main').getByRole('button', { name: 'Logout' });
    await logoutButton.click();
    await expectToast(admin, 'Logout failed', 'Failed to log out. Please try again.');

    // The real logout (idempotent without a session) then succeeds: toast, then /auth.
    await admin.unroute('**/trpc/auth.logout**');
    await logoutButton.click();
    await expectToast(admin, 'Logged out', 'You have been successfully logged out.');
    await admin.waitForURL((url) => url.pathname === '/auth');
    await admin.close();
  });

  it('resets a forgotten password with the emailed link', async () => {
    const account = newAccount('reset');
    const newPassword = 'second-pass-2';
    const registered = await signedInPage(account);
    await registered.close();

    const page = await openPage(browser, server);
    await page.goto('/forgot-password');
    await waitForSignedOutHeader(page);
    await saveScreenshot(page, 'forgot-password-1280-light');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await expectToast(
      page,
      'Password Reset Email Sent',
      'If an account exists for that email, we have sent a password reset link.',
    );
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    await dismissToast(page, 'Password Reset Email Sent');
    await saveScreenshot(page, 'forgot-password-sent-1280-light');

    const token = await waitForResetToken(server);
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await saveScreenshot(page, 'reset-password-form-1280-light');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor();
    await expectToast(
      page,
      'Password Reset Successful',
      'Your password has been reset. You can now log in with your new password.',
    );
    await dismissToast(page, 'Password Reset Successful');
    await saveScreenshot(page, 'reset-password-success-1280-light');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');

    await login(page, account.username, account.password);
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await login(page, account.username, newPassword);
    await expectToast(page, 'Login successful', `Welcome back, ${account.username}!`);
    await page.waitForURL((url) => url.pathname === '/');
    await logout(page);

    // A link works once: using it again ends on the invalid-link alert, form hidden.
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New Password').fill('third-pass-3');
    await page.getByLabel('Confirm Password').fill('third-pass-3');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password Reset Failed', 'Invalid or expired token');
    await page.getByText('Invalid or expired token', { exact: true }).first().waitFor();
    expect(await page.getByLabel('New Password').count()).toBe(0);
    await page.close();
  });

  it('shows the invalid-link alert when the reset link has no token', async () => {
    for (const options of [
      { width: 1280, height: 900, colorScheme: 'light' as const, name: '1280-light' },
      { width: 375, height: 812, colorScheme: 'dark' as const, name: '375-dark' },
    ]) {
      const page = await openPage(browser, server, options);
      await page.goto('/reset-password');
      await waitForSignedOutHeader(page);
      await page
        .getByText(
          'The password reset link is invalid or has expired. Please request a new password reset link.',
        )
        .waitFor();
      expect(await page.getByLabel('New Password').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Return to login' }).getAttribute('href')).toBe(
        '/auth',
      );
      expect(
        await page.getByRole('link', { name: 'Request new reset link' }).getAttribute('href'),
      ).toBe('/forgot-password');
      expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `reset-password-invalid-${options.name}`);

      await page.goto('/forgot-password');
      await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
      await saveScreenshot(page, `forgot-password-${options.name}`);
      await page.close();
    }
  });

  it('updates the username in settings and says when nothing changed', async () => {
    const account = newAccount('set');
    const page = await signedInPage(account);
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    expect(await page.getByText('Standard', { exact: true }).isVisible()).toBe(true);
    await saveScreenshot(page, 'settings-1280-light');

    const renamed = `${account.username}_x`;
    const username = page.getByRole('main').getByLabel('Username');
    expect(await username.inputValue()).toBe(account.username);
    await username.fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated');
    // The cached user is replaced: the header shows the new name without a reload.
    await accountMenuButton(page).getByText(renamed, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'No Changes', "You haven't made any changes to your profile.");

    // The new name is the one the server knows: it survives a reload.
    await page.reload();
    expect(await page.getByRole('main').getByLabel('Username').inputValue()).toBe(renamed);
    await page.close();

    for (const options of [
      { width: 1280, height: 900, colorScheme: 'dark' as const, name: 'settings-1280-dark' },
      { width: 375, height: 812, colorScheme: 'light' as const, name: 'settings-375-light' },
    ]) {
      const other = await signedInPage(newAccount('set'), options);
      await other.goto('/settings');
      await other.getByRole('heading', { name: 'Account Settings' }).waitFor();
      expect(await noHorizontalOverflow(other)).toBeLessThanOrEqual(0);
      await saveScreenshot(other, options.name);
      await other.close();
    }
  });

  it('sends a signed-in user from the visitor pages to the generator', async () => {
    const page = await signedInPage(newAccount('guard'));
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

/** The token of the newest reset link the server has logged, waiting for the background mail. */
async function waitForResetToken(server: RunningServer): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const matches = [...server.output().matchAll(RESET_LINK)];
    const token = matches.at(-1)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset link in the server log within ${MAIL_WAIT_MS} ms:\n${server.output()}`);
}
