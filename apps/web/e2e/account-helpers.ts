/** Account journeys the account e2e suites share: fresh accounts, forms, header, mail. */
import type { Locator, Page, Route } from 'playwright-core';

import type { E2eContext, OpenPageOptions, RunningServer } from './harness';
import { openPage } from './harness';
import { dismissToast, expectToast } from './page-helpers';

/** How long the reset mail may take to reach the server log (it is sent in the background). */
export const MAIL_WAIT_MS = 5_000;
export const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/g;

export type Account = { username: string; email: string; password: string };

let accountCount = 0;

/** A fresh account per test: usernames and emails are unique on a server. */
export function newAccount(prefix: string): Account {
  accountCount += 1;
  const suffix = `${Date.now().toString(36)}${accountCount}`;
  const username = `${prefix}_${suffix}`;
  return { username, email: `${username}@example.com`, password: 'first-pass-1' };
}

export function loginPanel(page: Page): Locator {
  return page.getByRole('tabpanel', { name: 'Login' });
}

export function registerPanel(page: Page): Locator {
  return page.getByRole('tabpanel', { name: 'Register' });
}

export function accountMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Open account menu' });
}

/**
 * Closes the open account menu. Escape reaches it only while the menu holds the focus; when it
 * does not close, its button toggles it shut (an open menu covers the page's own buttons).
 */
export async function closeAccountMenu(page: Page): Promise<void> {
  const menu = page.getByRole('menu');
  await page.keyboard.press('Escape');
  try {
    await menu.waitFor({ state: 'hidden', timeout: 2_000 });
  } catch {
    await accountMenuButton(page).click();
    await menu.waitFor({ state: 'hidden' });
  }
}

/** Until auth.me has answered the header shows a disabled 'Loading...' button. */
export async function waitForSignedOutHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
}

/**
 * Whether a tRPC request calls `procedure`: the client batches calls made together into one
 * request, `/trpc/a.get,b.get?batch=1`, in no order a test controls.
 */
function callsProcedure(procedure: string): (url: URL) => boolean {
  return (url) => url.pathname.startsWith('/trpc/') && batchedProcedures(url).includes(procedure);
}

function batchedProcedures(url: URL): string[] {
  return decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
}

/** Takes a handler `page.route` installed off again: the calls reach the server as they are. */
export type RestoreProcedure = () => Promise<void>;

/** Holds every tRPC request that calls this procedure for `ms` before letting it through. */
export async function delayProcedure(
  page: Page,
  procedure: string,
  ms: number,
): Promise<RestoreProcedure> {
  const matches = callsProcedure(procedure);
  const handler = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/**
 * Answers every call to this procedure with a 500 carrying `message`, as the server would. The
 * queries batched with it get the server's own answers; a batch of mutations is not sent at all
 * (every call in it fails), so nothing the test meant to fail runs.
 */
export async function failProcedure(
  page: Page,
  procedure: string,
  message: string,
): Promise<RestoreProcedure> {
  const failure = {
    error: {
      message,
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: procedure },
    },
  };
  const matches = callsProcedure(procedure);
  const handler = async (route: Route) => {
    const procedures = batchedProcedures(new URL(route.request().url()));
    if (procedures.length === 1 || route.request().method() !== 'GET') {
      await route.fulfill({ status: 500, json: procedures.map(() => failure) });
      return;
    }
    const answers = (await (await route.fetch()).json()) as unknown[];
    // 207, as tRPC answers a batch whose calls did not all succeed.
    await route.fulfill({
      status: 207,
      json: procedures.map((name, index) => (name === procedure ? failure : answers[index])),
    });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** Fills the open Register tab with `account` and submits it. */
export async function submitRegisterForm(page: Page, account: Account): Promise<void> {
  const panel = registerPanel(page);
  await panel.getByLabel('Username').fill(account.username);
  await panel.getByLabel('Email').fill(account.email);
  await panel.getByLabel('Password', { exact: true }).fill(account.password);
  await panel.getByLabel('Confirm password').fill(account.password);
  await panel.getByRole('button', { name: 'Create Account' }).click();
}

/** Registers through the form and waits for the generator with the account menu. */
export async function register(page: Page, account: Account): Promise<void> {
  await page.goto('/auth?tab=register');
  await submitRegisterForm(page, account);
  await expectToast(page, 'Registration successful', `Welcome, ${account.username}!`);
  await page.waitForURL((url) => url.pathname === '/');
  await accountMenuButton(page).waitFor();
  await dismissToast(page, 'Registration successful');
}

export async function login(page: Page, username: string, password: string): Promise<void> {
  const panel = loginPanel(page);
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Login' }).click();
}

export async function signedInPage(
  e2e: E2eContext,
  account: Account,
  options?: OpenPageOptions,
): Promise<Page> {
  const page = await openPage(e2e.browser, e2e.server, options);
  await register(page, account);
  return page;
}

export async function logout(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out', 'You have been successfully logged out.');
  await page.waitForURL((url) => url.pathname === '/auth');
  await waitForSignedOutHeader(page);
}

export async function waitForResetToken(server: RunningServer): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const matches = [...server.output().matchAll(RESET_LINK)];
    const token = matches.at(-1)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset link in the server log within ${MAIL_WAIT_MS} ms:\n${server.output()}`);
}
