import { describe, expect, it } from 'vitest';

import { failProcedure, newAccount, signedInPage } from './account-helpers';
import { apiKeysCard, createKeyInUi, openSettings, tokensWithKey } from './api-keys-helpers';
import { screenshot } from './generator-helpers';
import { e2eDatabaseKinds, e2eSkipReason, useServerAndBrowser } from './harness';
import { dismissToast, expectToast, noHorizontalOverflow } from './page-helpers';

const skipReason = e2eSkipReason();

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())('API keys on %s', (database) => {
  const e2e = useServerAndBrowser({ database });

  it('creates a key on /settings, uses it from a script, revokes it in the UI', async () => {
    const page = await signedInPage(e2e, newAccount('keys'));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2e.server.url,
    });
    await openSettings(page);
    const card = apiKeysCard(page);
    await card.getByText('No API keys yet').waitFor();
    await screenshot(page, 'api-keys-empty-1280-light');

    const secret = await createKeyInUi(page, '  CI deploys  ');
    expect(secret).toMatch(/^vf_live_[0-9a-f]{8}[a-z2-9]{32}$/);
    const dialog = page.getByRole('dialog', { name: 'Copy your new API key' });
    await dialog.getByText('It will not be shown again', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'api-keys-secret-1280-light');

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('CI deploys', { exact: true }).waitFor();
    await card.getByText('Last used Never', { exact: false }).waitFor();
    expect(await page.content()).not.toContain(secret);

    expect(await tokensWithKey(e2e.server, secret)).toEqual({
      status: 200,
      body: { success: true, tokens: 0 },
    });

    // The list is read on every visit, so the use shows after a reload.
    await page.reload();
    await card.getByText('CI deploys', { exact: true }).waitFor();
    expect(await card.getByText('Last used Never', { exact: false }).count()).toBe(0);
    await card.getByText(secret.slice(0, 16), { exact: false }).waitFor();
    await screenshot(page, 'api-keys-list-1280-light');

    await card.getByRole('button', { name: 'Revoke CI deploys' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API key?' });
    await confirm.getByText('This cannot be undone', { exact: false }).waitFor();
    await screenshot(page, 'api-keys-revoke-1280-light');
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expectToast(page, 'API key revoked');
    await dismissToast(page, 'API key revoked');
    await card.getByText('Revoked', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Revoke CI deploys' }).count()).toBe(0);

    expect(await tokensWithKey(e2e.server, secret)).toEqual({
      status: 401,
      body: { message: 'Invalid API key' },
    });
    await page.close();
  });

  it('shows an error card with Retry when the list fails, and fits a 390 px dark screen', async () => {
    const page = await signedInPage(e2e, newAccount('keys'), {
      width: 390,
      height: 844,
      colorScheme: 'dark',
    });
    const restoreList = await failProcedure(
      page,
      'apiKeys.list',
      'The key list is unavailable right now.',
    );
    await openSettings(page);
    const card = apiKeysCard(page);
    await card.getByText('Error loading API keys').waitFor();
    await card.getByText('The key list is unavailable right now.').waitFor();
    await screenshot(page, 'api-keys-error-390-dark');

    await restoreList();
    await card.getByRole('button', { name: 'Retry' }).click();
    await card.getByText('No API keys yet').waitFor();

    await createKeyInUi(page, 'Phone script');
    await screenshot(page, 'api-keys-secret-390-dark');
    await page.getByRole('button', { name: 'Done' }).click();
    await card.getByText('Phone script', { exact: true }).waitFor();
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'api-keys-list-390-dark');
    await page.close();
  });
});
