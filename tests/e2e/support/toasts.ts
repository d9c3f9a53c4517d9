import type { Page } from 'playwright-core';

/**
 * Closes the toast as a person with a keyboard does (Escape) and waits for it to leave. A toast
 * at the top stays below the header and the outbox's notice, but slides in from above them: a
 * press on Send now made while a toast slides in may land on the toast. With `shown`, waits for
 * a toast the test knows is coming (a save put off says so in one); without, closes one if it
 * is up.
 */
export async function closeToast(page: Page, { shown = false }: { shown?: boolean } = {}): Promise<void> {
  const toast = page.locator('.notistack-SnackbarContainer').locator('[role="alert"], [role="status"]').first();
  if (shown) await toast.waitFor();
  else if ((await toast.count()) === 0) return;
  await page.keyboard.press('Escape');
  await toast.waitFor({ state: 'detached' });
}
