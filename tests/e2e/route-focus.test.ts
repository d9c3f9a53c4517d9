import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { visit, type Visit } from './public/visit';
import { PEOPLE } from './portal/portal';
import { typeDate } from './support/fields';
import { tabTo } from './support/keyboard';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Waits until the target has focus, as a screen reader would say it. */
async function focusReaches(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  await page.waitForFunction((element) => element === document.activeElement, await target.elementHandle());
}

describe('focus on arriving at a screen, with a keyboard on a phone', () => {
  it("moves to the new screen's heading, so the next Tab is in its content; a language switch keeps it", async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake');
    const { page } = current;
    await tabTo(page, page.getByRole('link', { name: 'Start a New Application' }));
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Where do you live?' });
    await focusReaches(page, heading);
    await page.getByRole('radio', { name: 'Maryland' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByRole('radio', { name: 'Maryland' }))).toBe(true);

    const spanish = page.getByRole('button', { name: 'Español', exact: true });
    await tabTo(page, spanish, { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: '¿Dónde vive?' }).waitFor();
    await page.waitForTimeout(300);
    expect(await hasFocus(spanish)).toBe(true);
    expect(current.problems).toEqual([]);
  });

  it('moves to My Account\'s heading once the sign-in is answered', async () => {
    current = await visit(baseUrl, 'mobile', '/auth/login');
    const { page } = current;
    await page.getByLabel('SSN', { exact: true }).fill(PEOPLE.client.ssn);
    await typeDate(page, 'Birth Date', PEOPLE.client.dob);
    await page.keyboard.press('Enter');
    await focusReaches(page, page.getByRole('heading', { level: 1, name: `Hello, ${PEOPLE.client.firstName} Hayes` }));
    expect(current.problems).toEqual([]);
  });
});
