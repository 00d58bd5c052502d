import { describe, expect, it } from 'vitest';

import {
  newAccount,
  accountMenuButton,
  waitForSignedOutHeader,
  login,
  signedInPage,
  logout,
  waitForResetToken,
} from './account-helpers';
import {
  e2eDatabaseKinds,
  e2eSkipReason,
  openPage,
  saveScreenshot,
  useServerAndBrowser,
} from './harness';
import { dismissToast, expectToast, noHorizontalOverflow } from './page-helpers';

const skipReason = e2eSkipReason();

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())(
  'password reset and settings on %s',
  (database) => {
    // Without SMTP_URL the server writes each email to its log at info level.
    const e2e = useServerAndBrowser({ database, env: { LOG_LEVEL: 'info' } });

    it('resets a forgotten password with the emailed link', async () => {
      const account = newAccount('reset');
      const newPassword = 'second-pass-2';
      const registered = await signedInPage(e2e, account);
      await registered.close();

      const page = await openPage(e2e.browser, e2e.server);
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

      const token = await waitForResetToken(e2e.server);
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
        const page = await openPage(e2e.browser, e2e.server, options);
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
      const page = await signedInPage(e2e, account);
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

      // The new name is the one the e2e.server knows: it survives a reload.
      await page.reload();
      expect(await page.getByRole('main').getByLabel('Username').inputValue()).toBe(renamed);
      await page.close();

      for (const options of [
        { width: 1280, height: 900, colorScheme: 'dark' as const, name: 'settings-1280-dark' },
        { width: 375, height: 812, colorScheme: 'light' as const, name: 'settings-375-light' },
      ]) {
        const other = await signedInPage(e2e, newAccount('set'), options);
        await other.goto('/settings');
        await other.getByRole('heading', { name: 'Account Settings' }).waitFor();
        expect(await noHorizontalOverflow(other)).toBeLessThanOrEqual(0);
        await saveScreenshot(other, options.name);
        await other.close();
      }
    });
  },
);
