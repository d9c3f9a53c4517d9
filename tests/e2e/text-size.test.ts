import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { createApplication, resumeApplication } from './intake/seed';
import { openAccount } from './portal/portal';
import { goOffline } from './support/connection';
import { choose } from './support/fields';
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

/**
 * A select's chosen line as the person sees it: its words, on how many lines, whether any are
 * cut, and whether the select itself lies under every corner of it (so a tap anywhere on the
 * field opens the phone's picker).
 */
const chosenLine = (page: Page, name: string) =>
  page.locator(`select[name="${name}"]`).evaluate((select: HTMLSelectElement) => {
    select.scrollIntoView({ block: 'center' });
    // The line the page draws, under the outlined select (native-select-field.tsx).
    const line = select.parentElement!.previousElementSibling as HTMLElement;
    const style = getComputedStyle(line);
    const box = line.getBoundingClientRect();
    const corners = [
      [box.left + 4, box.top + 4],
      [box.right - 4, box.top + 4],
      [box.left + 4, box.bottom - 4],
      [box.right - 4, box.bottom - 4],
    ];
    return {
      words: line.textContent,
      selected: select.selectedOptions[0]?.label,
      lines: Math.round((line.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight)),
      cut: line.scrollWidth > line.clientWidth || line.scrollHeight > line.clientHeight,
      covered: corners.every(([x, y]) => document.elementFromPoint(x!, y!) === select),
    };
  });

describe("with the browser's text at 200 % on a phone, a select's chosen option", () => {
  it('shows whole on as many lines as it takes, in both languages, the select over all of it', { timeout: 120_000 }, async () => {
    // A browser draws a select's chosen line on one line: this one was cut after its second word.
    const applicant = { ssn: '666050001', dob: '03031943', firstName: 'Olive', lastName: 'Longline' };
    await createApplication(baseUrl, applicant);
    browser = await openBrowser('mobile');
    const { page } = browser;
    await resumeApplication(page, baseUrl, applicant, 'Address Details');
    // Nothing chosen yet: the field is one line high, as a text field is, at either text size.
    const empty = { words: '', selected: '', lines: 1, cut: false, covered: true };
    expect(await chosenLine(page, 'physical_address.state_id')).toEqual(empty);
    await readAt(page, LARGE_TEXT);
    expect(await chosenLine(page, 'physical_address.state_id')).toEqual(empty);
    await choose(page, 'State', 'U.S. Minor Outlying Islands');
    for (const language of ['English', 'Español']) {
      await page.getByRole('button', { name: language }).click();
      await page.getByRole('button', { name: language, pressed: true }).waitFor();
      // The lists come again in the language chosen: meanwhile the select says so, and so does its line.
      await expect.poll(() => chosenLine(page, 'physical_address.state_id')).toEqual({
        words: 'U.S. Minor Outlying Islands',
        selected: 'U.S. Minor Outlying Islands',
        lines: 2,
        cut: false,
        covered: true,
      });
    }
  });

  it("is whole on My Account's Program in Spanish, the client's program named at length", async () => {
    browser = await openAccount(baseUrl, 'mobile');
    const { page } = browser;
    await readAt(page, LARGE_TEXT);
    await page.getByRole('button', { name: 'Español' }).click();
    await expect.poll(() => chosenLine(page, 'program')).toEqual({
      words: 'Representante de Beneficiario',
      selected: 'Representante de Beneficiario',
      lines: 2,
      cut: false,
      covered: true,
    });
  });
});
