import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Gives the page its connection back and waits until the page shows it: every 'You are
 * offline.' notice gone. The banner at the top of the screen goes with the first, and what was
 * under it moves up; a press aimed before then lands where a button was, not where it is.
 */
export async function backOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await expect.poll(() => page.getByText(/^You are offline\./).count()).toBe(0);
}

/**
 * Takes the page's connection away and waits until the page shows it: its offline banner, which
 * comes in at the top of the screen and moves what is under it down. A test that presses or
 * types next does it where the page has settled.
 */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.getByText(/^You are offline\./).first().waitFor();
}
