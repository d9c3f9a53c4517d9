import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, waitForApp, type Browser } from '../support/browser';
import { goOffline } from '../support/connection';
import { fill, stepHeading, typeDate } from '../support/fields';
import { draftHolds, personalDataInCaches } from '../support/storage';
import { waitForWorker } from '../support/worker';
import * as steps from './intake-steps';
import type { Applicant } from './intake-steps';
import { createApplication, resumeApplication } from './seed';

const baseUrl = inject('baseUrl');
const SUCCESS = 'Your request has been successfully submitted to the Provider team!';
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

/** Half of step 3 typed, and kept on the device by the auto-save. */
async function typeHalfOfAddress(page: Page): Promise<void> {
  await stepHeading(page, 'Address Details');
  await fill(page, 'Address Line 1', '12 Offline Lane');
  await fill(page, 'City', 'Towson');
  await expect.poll(() => draftHolds(page, ['12 Offline Lane', 'Towson'])).toBe(true);
}

/** The rest of step 3 after the reload, then steps 4-9 and Submit, all offline. */
async function finishOffline(page: Page): Promise<void> {
  await steps.address(page);
  await steps.emergencyContact(page);
  await steps.benefits(page);
  await steps.employment(page);
  await steps.housing(page);
  await steps.referralAndSubmit(page);
  await page.getByText(/will be sent to the Provider team as soon as the connection returns/).waitFor();
}

/**
 * An application created online (steps 1 and 2 saved through the API; journey.test.ts walks
 * them on screen), opened with 'Resume' at step 3, with the worker in control and its lists kept.
 */
async function openCreated(page: Page, applicant: Applicant): Promise<void> {
  await createApplication(baseUrl, applicant);
  await resumeApplication(page, baseUrl, applicant, 'Address Details');
  await waitForWorker(page);
  expect(page.url()).toMatch(/\/client\/intake\/resume\/\d+$/);
}

async function reopenedAtAddress(page: Page): Promise<void> {
  await waitForApp(page);
  await stepHeading(page, 'Address Details');
  expect(await page.getByText('Step 3 of 8', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('textbox', { name: 'Address Line 1', exact: true }).inputValue()).toBe('12 Offline Lane');
  expect(await page.getByRole('textbox', { name: 'City', exact: true }).inputValue()).toBe('Towson');
}

describe('the intake wizard reloaded without a connection', () => {
  it('reopens in resume mode at the step being typed, goes on to Submit offline, and the success page learns it was sent', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page, context } = browser;
    await openCreated(page, { ssn: '987654371', dob: '03151947', firstName: 'Iris', lastName: 'Quillfeather' });

    await goOffline(context, page);
    await typeHalfOfAddress(page);
    await page.reload();
    await reopenedAtAddress(page);
    expect(page.url()).toMatch(/\/client\/intake\/resume\/\d+$/);
    // The lists came from the device: a chosen state is there to pick.
    await finishOffline(page);
    await page.getByText('6 steps are saved on this device and waiting to be sent.').waitFor();
    // While it waits there is no copy to download yet.
    expect(await page.getByRole('button', { name: 'Download a copy' }).count()).toBe(0);

    await context.setOffline(false);
    const announced = page.getByRole('status').filter({ hasText: SUCCESS });
    await announced.waitFor();
    expect(await page.getByText(/as soon as the connection returns/).count()).toBe(0);
    const saved = await steps.serverApplication(baseUrl, '987654371', '1947-03-15');
    expect((saved.physical_address as Record<string, unknown> | undefined)?.line_1).toBe('100 Harbor Street');
    expect(await personalDataInCaches(page, ['987654371', '1947-03-15', 'Quillfeather'])).toEqual([]);
  });

  it('reopens in resume mode where it opened, before anything was typed into it', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page, context } = browser;
    await openCreated(page, { ssn: '987654380', dob: '06181945', firstName: 'Nell', lastName: 'Untouched' });
    await goOffline(context, page);
    await page.reload();
    await waitForApp(page);
    await stepHeading(page, 'Address Details');
    expect(await page.getByText('Step 3 of 8', { exact: true }).isVisible()).toBe(true);
    expect(await personalDataInCaches(page, ['987654380', '1945-06-18', 'Untouched'])).toEqual([]);
  });

  it('reopens a new application (its create still queued) at the step being typed and submits it once online', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page, context } = browser;
    await page.goto(`${baseUrl}/client/intake/new?state_id=2&program_ids=6&is_aware_checked=0`);
    // The worker has kept the lists the steps need once it is activated.
    await waitForWorker(page);
    await stepHeading(page, 'Representative');

    await goOffline(context, page);
    await steps.representativeMyself(page);
    await steps.aboutYou(page, { ssn: '987654372', dob: '04161948', firstName: 'Ada', lastName: 'Neverseen' });
    await typeHalfOfAddress(page);
    await page.reload();
    await reopenedAtAddress(page);
    expect(page.url()).toMatch(/\/client\/intake\/new\?/);
    await finishOffline(page);

    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: SUCCESS }).waitFor();
    const saved = await steps.serverApplication(baseUrl, '987654372', '1948-04-16');
    expect(saved.saved_steps).toEqual(expect.arrayContaining(['about_you', 'address_details', 'referral_details']));
    // Its code came with the create's answer, on the way: the page shows it once everything is in.
    expect(await page.getByText('Your reference:').textContent()).toBe(`Your reference: ${String(saved.application_code)}`);
    // And the receipt, whose token came with the Submit's answer when the queue sent it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a copy' }).click()]);
    expect(download.suggestedFilename()).toBe(`application-receipt-${String(saved.application_code).toLowerCase()}.pdf`);
  });

  it('opens the application kept on the device from "Resume Your Application" when the app is reopened offline (no navigation state)', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page, context } = browser;
    await openCreated(page, { ssn: '987654373', dob: '05171946', firstName: 'Opal', lastName: 'Iconic' });
    await goOffline(context, page);
    await typeHalfOfAddress(page);

    // Reopened from the icon: a fresh page of the app, with no history behind it.
    const reopened = await context.newPage();
    await page.close();
    await reopened.goto(`${baseUrl}/client/intake/resume-verification`);
    await waitForApp(reopened);
    await fill(reopened, 'SSN', '987654373');
    await typeDate(reopened, 'Birth Date', '05171946');
    await reopened.getByRole('button', { name: 'Submit' }).click();
    await reopenedAtAddress(reopened);
    expect(reopened.url()).toMatch(/\/client\/intake\/resume\/\d+$/);
  });
});

describe('the intake wizard reloaded while typing', () => {
  it('keeps every character typed, even one typed just before the reload', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page } = browser;
    await page.goto(`${baseUrl}/client/intake/new?state_id=2&program_ids=6&is_aware_checked=0`);
    await stepHeading(page, 'Representative');
    await page.getByRole('radio', { name: 'Yourself' }).check();
    await page.getByRole('textbox', { name: /^Your Primary Email/ }).pressSequentially('iris@example.org');
    await page.reload();
    // The step's first state is prerendered, empty: what was typed comes back once the app is in.
    await waitForApp(page);
    await stepHeading(page, 'Representative');
    await expect.poll(() => page.getByRole('radio', { name: 'Yourself' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('textbox', { name: /^Your Primary Email/ }).inputValue()).toBe('iris@example.org');
  });

  it('keeps a birth date half typed, and takes the rest of it after the reload', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page } = browser;
    await page.goto(`${baseUrl}/client/intake/new?state_id=2&program_ids=6&is_aware_checked=0`);
    await steps.representativeMyself(page);
    await stepHeading(page, 'About you');
    await typeDate(page, 'Birth Date', '0229');
    await page.reload();
    await waitForApp(page);
    await stepHeading(page, 'About you');
    // Shown as typed in the text box that stands in for the date field until the date is whole.
    const standIn = page.getByRole('textbox', { name: 'Birth Date', exact: true });
    await expect.poll(() => standIn.inputValue()).toBe('02/29/');
    await standIn.click();
    await page.keyboard.press('End');
    await page.keyboard.type('1940');
    const date = page.getByRole('group', { name: 'Birth Date' });
    await expect.poll(async () => (await date.getByRole('spinbutton').allTextContents()).join('/')).toBe('02/29/1940');
  });
});
