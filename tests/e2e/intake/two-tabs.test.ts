import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { fill } from '../support/fields';
import { draftHolds } from '../support/storage';
import { referralAndSubmit } from './intake-steps';
import { createApplication, resumeApplication, saveStepsToReferral } from './seed';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

const newApplicant = (lastName: string) => ({ ssn: `6660${String(Math.floor(Math.random() * 90_000) + 10_000)}`, dob: '04021949', firstName: 'Ada', lastName });
const NOTICE = 'This application is now open in another tab or window. To go on here instead, choose Continue here: you will see what you entered there.';
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
const focusedText = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName}: ${document.activeElement?.textContent ?? ''}`);

describe('one application open in two tabs', () => {
  it('lets only the newer tab type, and the older one take it back with what the newer one kept', async () => {
    const applicant = newApplicant('Twotabs');
    await createApplication(baseUrl, applicant);
    browser = await openBrowser('mobile');
    const first = browser.page;
    await resumeApplication(first, baseUrl, applicant, 'Address Details');
    await fill(first, 'Address Line 1', '12 Harbor Street');
    await expect.poll(() => draftHolds(first, ['12 Harbor Street'])).toBe(true);

    // The same application opened again, in a second tab of the same browser: it shows what the first kept.
    const second = await browser.context.newPage();
    await resumeApplication(second, baseUrl, applicant, 'Address Details');
    expect(await field(second, 'Address Line 1').inputValue()).toBe('12 Harbor Street');
    await fill(second, 'City', 'Towson');
    await expect.poll(() => draftHolds(second, ['12 Harbor Street', 'Towson'])).toBe(true);

    // The first tab no longer draws the form (typing there wrote over the second's City), and
    // its notice holds the focus, for a screen reader to say when the person comes back to it.
    await first.bringToFront();
    const notice = first.getByRole('alert').filter({ hasText: NOTICE });
    await notice.waitFor();
    expect(await first.locator('main form').count()).toBe(0);
    await expect.poll(() => focusedText(first)).toContain(NOTICE);

    await notice.getByRole('button', { name: 'Continue here' }).click();
    await field(first, 'City').waitFor();
    expect(await field(first, 'Address Line 1').inputValue()).toBe('12 Harbor Street');
    expect(await field(first, 'City').inputValue()).toBe('Towson');
    await expect.poll(() => focusedText(first)).toBe('H1: Your application');
    await second.getByRole('alert').filter({ hasText: NOTICE }).waitFor();
    expect(await second.locator('main form').count()).toBe(0);

    await fill(first, 'ZIP Code', '21204');
    await expect.poll(() => draftHolds(first, ['12 Harbor Street', 'Towson', '21204'])).toBe(true);
    await first.reload();
    await field(first, 'ZIP Code').waitFor();
    expect([await field(first, 'Address Line 1').inputValue(), await field(first, 'City').inputValue(), await field(first, 'ZIP Code').inputValue()]).toEqual([
      '12 Harbor Street',
      'Towson',
      '21204',
    ]);
  });

  it('shows the status page, not the answers to send again, in the older tab once the newer one has sent the application', async () => {
    const applicant = newApplicant('Sent');
    await saveStepsToReferral(baseUrl, applicant, await createApplication(baseUrl, applicant));
    browser = await openBrowser('mobile');
    const first = browser.page;
    await resumeApplication(first, baseUrl, applicant, 'Referral Details');
    const second = await browser.context.newPage();
    await resumeApplication(second, baseUrl, applicant, 'Referral Details');
    await referralAndSubmit(second);
    await second.getByText('Your request has been successfully submitted to the Provider team!').waitFor();

    await first.bringToFront();
    await first.getByRole('alert').filter({ hasText: NOTICE }).getByRole('button', { name: 'Continue here' }).click();
    await first.waitForURL(`${baseUrl}/client/intake/status/in-progress`);
    await first.getByRole('heading', { name: "We've Got Your Request, Ada!" }).waitFor();
    expect(await first.getByRole('button', { name: 'Send application' }).count()).toBe(0);
  });
});
