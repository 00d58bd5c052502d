/** Page helpers the e2e suites share: toasts, animations, layout checks. */
import type { Locator, Page } from 'playwright-core';

import { PRERENDER_DISABLED_ATTRIBUTE } from '../src/prerender/page-html';

/** The visible toast with this title (one at a time, spec section 9); not the dialog's alerts. */
export function toast(page: Page, title: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: title });
}

/** A replaced toast may still be fading out, so the new one is also told apart by its text. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const found =
    description === undefined
      ? toast(page, title)
      : toast(page, title).filter({ hasText: description });
  await found.last().waitFor();
  if (description !== undefined) {
    await found.last().getByText(description, { exact: true }).waitFor();
  }
}

export async function dismissToast(page: Page, title: string): Promise<void> {
  // A toast that replaced one with the same title: the old one may still be fading out.
  const found = toast(page, title).last();
  await found.getByRole('button', { name: 'Close notification' }).click();
  await found.waitFor({ state: 'detached' });
}

/** Drags the toast `title` right by `dx` pixels from inside its text, as a finger or mouse would. */
export async function swipeToast(page: Page, title: string, dx: number): Promise<void> {
  const box = await toast(page, title).last().boundingBox();
  if (!box) throw new Error(`toast ${title} is not visible`);
  const [x, y] = [box.x + box.width / 3, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

/**
 * Waits for running CSS transitions (dialog and toast animations) before a screenshot. Endless
 * ones (the processing spinner) never finish and are left alone.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function noHorizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Texts inside `root` cut short by their box (an ellipsis, or clipped): [] when every one fits. */
export async function clippedTexts(root: Locator): Promise<string[]> {
  return root.evaluate((node) =>
    [node, ...node.querySelectorAll('*')]
      .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth)
      .map((element) => element.textContent ?? ''),
  );
}

/** Hydrated: React owns the markup and has released the controls disabled for the wait. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => document.querySelectorAll(`[${attribute}]`).length === 0,
    PRERENDER_DISABLED_ATTRIBUTE,
  );
}
