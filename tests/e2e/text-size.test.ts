import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { goOffline } from './support/connection';
import { layoutOf, readAt, READINGS } from './support/reflow';

const baseUrl = inject('baseUrl');
const LARGE_TEXT = READINGS.find((reading) => reading.fontSize > 16)!;
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

/** The texts on screen now that kept their own size although the browser's text is at 200 %. */
const unscaled = async (page: Page) => (await layoutOf(page)).unscaled;

/**
 * WCAG 1.4.4: a person who sets the browser's text to 200 % gets every text at that size, the
 * ones that come and go over a screen included. The reflow tests read whole screens at rest;
 * these bring up what they do not: a toast, the offline banner and an error under a question.
 */
describe("with the browser's text at 200 % on a phone, what comes over a screen grows with it", () => {
  it('the notice that the app works offline, and the offline banner', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { context, page } = browser;
    await page.goto(`${baseUrl}/client/intake`);
    await readAt(page, LARGE_TEXT);
    await page.getByRole('status').filter({ hasText: 'This app now works without internet' }).waitFor();
    expect(await unscaled(page)).toEqual([]);

    await goOffline(context, page);
    await page.getByRole('status').filter({ hasText: /You are offline/ }).waitFor();
    expect(await unscaled(page)).toEqual([]);
  });

  it("state selection's error when Continue is pressed with no state chosen", async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    await page.goto(`${baseUrl}/client/intake/new/state-selection`);
    await readAt(page, LARGE_TEXT);
    await page.getByRole('radio', { name: 'Maryland' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await unscaled(page)).toEqual([]);
  });
});
