import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { arrowToNativeChoice, arrowToOption } from '../support/keyboard';

/** The accessible name of what has focus, roughly as a screen reader would say it. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const byIds = (ids: string) =>
      ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const labelledBy = element.getAttribute('aria-labelledby');
    const name = element.getAttribute('aria-label') ?? (labelledBy ? byIds(labelledBy) : (element as HTMLInputElement).labels?.[0]?.textContent) ?? element.textContent;
    return (name ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab until the named control has focus: proof that the keyboard reaches it. */
export async function tabTo(page: Page, name: string | RegExp, limit = 120): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (matches(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached "${String(name)}"`);
}

/**
 * Picks the option of the focused select with the keys: in a native select (the phone's own
 * picker) the arrow keys change the choice where it stands; MUI's opens with Enter, is walked
 * with the arrow keys and picked from with Enter.
 */
export async function pickWithKeys(page: Page, option: string): Promise<void> {
  const focused = page.locator(':focus');
  if (await focused.evaluate((element) => element instanceof HTMLSelectElement)) {
    await arrowToNativeChoice(page, focused, option);
    return;
  }
  await page.keyboard.press('Enter');
  await arrowToOption(page, option);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** Enter on the focused upload button opens the device's file chooser; the test picks the file there. */
export async function chooseFileWithKeys(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const focused = page.locator(':focus');
  // The focused control must be the upload button itself (a native button opens the chooser on Enter).
  expect(await focused.evaluate((element) => element.tagName)).toBe('BUTTON');
  const chooser = page.waitForEvent('filechooser');
  await focused.press('Enter');
  await (await chooser).setFiles(file);
}
