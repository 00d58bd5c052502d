import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newAccount, signedInPage } from './account-helpers';
import { buyTokens, viewportScreenshot } from './generator-helpers';
import {
  e2eDatabaseKinds,
  e2eSkipReason,
  useServerAndBrowser,
  type RunningServer,
} from './harness';
import { noHorizontalOverflow, settle } from './page-helpers';

const skipReason = e2eSkipReason();

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
/** One more page's worth than the list's 100, within the 150 tokens of one package. */
const GENERATIONS = 103;
/** Calls in flight at once in the middle of the run; the server's limits are raised for them. */
const BATCH = 4;

const REQUEST = {
  outputType: 'frontend_backend',
  collections: [{ name: 'Products', fields: [{ id: 'title', type: 'text' }] }],
  elementIds: ['statusText'],
};

const promptOf = (n: number) => `Paging check ${n}`;

/**
 * Generations 1..GENERATIONS through the REST API with the page's cookies: the e2e server owns
 * its database (PGlite files or a fresh PostgreSQL), so the API is the way to fill it. The three
 * oldest and the newest are made one by one, so their numbers say where they are listed; the
 * rest in batches, whose order among themselves the test does not rely on.
 */
async function generateMany(page: Page, server: RunningServer): Promise<void> {
  for (const n of [1, 2, 3]) await generate(page, server, n);
  for (let start = 4; start < GENERATIONS; start += BATCH) {
    const batch = Array.from({ length: BATCH }, (_, i) => start + i).filter((n) => n < GENERATIONS);
    await Promise.all(batch.map((n) => generate(page, server, n)));
  }
  await generate(page, server, GENERATIONS);
}

async function generate(page: Page, server: RunningServer, n: number): Promise<void> {
  const response = await page.request.post('/api/generate-code', {
    headers: { Origin: server.url, 'Content-Type': 'application/json' },
    data: JSON.stringify({ ...REQUEST, prompt: promptOf(n) }),
  });
  expect(response.status(), await response.text()).toBe(200);
}

describe.skipIf(skipReason !== null).each(e2eDatabaseKinds())(
  'my sessions paging on %s',
  (database) => {
    const e2e = useServerAndBrowser({
      database,
      env: { GENERATION_RATE_LIMIT_PER_MINUTE: '1000', GENERATION_MAX_RUNNING: String(BATCH) },
    });

    it('shows 100 generations, loads the rest with Load more, then hides the button', async () => {
      const page = await signedInPage(e2e, newAccount('paging'));
      await buyTokens(page, e2e.server);
      await generateMany(page, e2e.server);

      await page.goto('/my-sessions');
      const cards = page.getByTestId('session-card');
      const loadMore = page.getByRole('button', { name: 'Load more' });
      await loadMore.waitFor();
      expect(await cards.count()).toBe(100);
      const headings = () => cards.getByRole('heading').allTextContents();
      const firstPage = await headings();
      expect(firstPage[0]).toBe(promptOf(GENERATIONS));
      expect(new Set(firstPage).size).toBe(100);

      await loadMore.scrollIntoViewIfNeeded();
      await viewportScreenshot(page, 'my-sessions-load-more-1280-light');
      await page.setViewportSize(PHONE);
      await loadMore.scrollIntoViewIfNeeded();
      expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
      await viewportScreenshot(page, 'my-sessions-load-more-375-light');
      await page.setViewportSize(DESKTOP);

      await loadMore.click();
      await loadMore.waitFor({ state: 'detached' });
      expect(await cards.count()).toBe(GENERATIONS);
      const all = await headings();
      // Every generation once: the first page unchanged, then the three oldest, newest first.
      expect(all.slice(0, 100)).toEqual(firstPage);
      expect(all.slice(100)).toEqual([promptOf(3), promptOf(2), promptOf(1)]);
      expect(new Set(all).size).toBe(GENERATIONS);

      // Refresh fetches the loaded pages again: all of them stay, with no button.
      // The second page is the request with a real cursor (the first page sends cursor: null).
      const secondPageAgain = page.waitForResponse((response) => {
        const url = decodeURIComponent(response.url());
        return url.includes('sessions.list') && /"cursor":"[A-Za-z0-9_-]+"/.test(url);
      });
      await page.getByRole('button', { name: 'Refresh' }).click();
      await secondPageAgain;
      await settle(page);
      expect(await cards.count()).toBe(GENERATIONS);
      expect(await loadMore.count()).toBe(0);
      await page.close();
    }, 240_000);
  },
);
