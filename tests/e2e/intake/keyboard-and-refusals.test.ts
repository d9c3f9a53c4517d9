import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForApp, type Browser } from '../support/browser';
import { closeToast } from '../support/toasts';
import { fill, next } from '../support/fields';
import { keyChoose, keyDate, keyPress, keyRadio, keyType, tabTo } from '../support/keyboard';
import * as steps from './intake-steps';
import { createApplication, resumeApplication } from './seed';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

/** On every step change focus moves to the step's heading, so a screen reader reads where the person is. */
async function expectStepHeadingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 2, name });
  await heading.waitFor();
  await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe('the intake application by keyboard alone, on a phone-sized screen', () => {
  it('reaches every field and button of a whole application with Tab, arrows, Space and Enter', async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    await page.goto(`${baseUrl}/client/intake`);
    await waitForApp(page);
    await keyPress(page, page.getByRole('link', { name: 'Start a New Application' }));
    await keyRadio(page, page.getByRole('radio', { name: 'Virginia' }));
    await page.keyboard.press('Enter');
    await keyPress(page, page.getByRole('checkbox', { name: 'I am not sure which program to select.' }), 'Space');
    await page.keyboard.press('Enter');

    await page.getByText('Step 1 of 9').waitFor();
    await keyRadio(page, page.getByRole('radio', { name: 'Yourself' }));
    await keyType(page, 'Your Primary Phone', '7035550160');
    await keyType(page, 'Your Primary Email', 'keys@example.org');
    await keyPress(page, page.getByRole('button', { name: 'Save and proceed' }));

    await page.getByText('Step 2 of 8').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About you');
    await keyType(page, 'Title', 'Mr.');
    await keyType(page, 'First Name', 'Keaton');
    await keyType(page, 'Last Name', 'Keys');
    await keyType(page, 'Social Security Number', '666010002');
    await keyDate(page, 'Birth Date', '02021942');
    await keyType(page, 'City of Birth', 'Richmond');
    await keyChoose(page, 'State of Birth', 'Virginia');
    await keyChoose(page, 'English Fluency', 'Fluent');
    await keyChoose(page, 'Preferred Language', 'English');
    await keyChoose(page, 'Marital Status', 'Widowed');
    await keyChoose(page, 'Gender', 'Male');
    await keyChoose(page, 'Race', 'Asian');
    await keyPress(page, page.getByRole('button', { name: 'Save and proceed' }));

    await expectStepHeadingFocused(page, 'Address Details');
    await keyType(page, 'Address Line 1', '12 Key Lane');
    await keyType(page, 'City', 'Richmond');
    await keyChoose(page, 'State', 'Virginia');
    await keyType(page, 'County', 'Henrico');
    await keyType(page, 'ZIP Code', '23220');
    await keyPress(page, page.getByRole('checkbox', { name: 'Same as the address where I live' }), 'Space');
    await keyPress(page, page.getByRole('button', { name: 'Save and proceed' }));

    await expectStepHeadingFocused(page, 'Emergency Contact Details');
    await keyType(page, 'Emergency Contact Name', 'Kim Keys');
    await keyChoose(page, 'Contact Category', 'Family member');
    await keyType(page, 'Emergency Contact Primary Phone', '7035550161');
    await keyType(page, 'Emergency Contact Primary Email', 'kim@example.org');
    await keyPress(page, page.getByRole('button', { name: 'Save and proceed' }));

    await expectStepHeadingFocused(page, /^Benefit Details/);
    await keyPress(page, page.getByRole('button', { name: 'Save and proceed' }));
    await expectStepHeadingFocused(page, 'Employment Details');
    await keyChoose(page, 'Employment Status', 'Retired');
    await keyType(page, 'Monthly Income ($)', '900');
    await keyChoose(page, 'Income Type', 'Social Security retirement (RSDI)');
    await keyPress(page, page.getByRole('button', { name: 'Save and proceed' }));
    await expectStepHeadingFocused(page, 'Housing Details');
    await keyChoose(page, 'Housing Type', 'Nursing facility');
    await keyPress(page, page.getByRole('button', { name: 'Save and proceed' }));
    await expectStepHeadingFocused(page, /^Referral Details/);
    await keyPress(page, page.getByRole('button', { name: 'Submit' }));
    await expectStepHeadingFocused(page, 'Check your answers');
    await tabTo(page, page.getByRole('button', { name: 'Change Housing Details' }));
    await keyPress(page, page.getByRole('button', { name: 'Send application' }));
    await page.getByText('Your request has been successfully submitted to the Provider team!').waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Back to Home' }));
  });
});

describe('refusals', () => {
  it('shows the server\'s error under the field, with the message, when a save is refused', async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    await page.goto(`${baseUrl}/client/intake/new?state_id=1&is_aware_checked=1`);
    await waitForApp(page);
    await steps.representativeMyself(page);
    // 987-65-4320 already has an application; with its own birth date the server says so (with
    // another, it answers like any identity mismatch: tests/server/identity-throttle.test.ts).
    await steps.aboutYou(page, { ssn: '987654320', dob: '01151950', firstName: 'Twice', lastName: 'Applied' });
    const error = page.locator('[id="field-ssn"]');
    await page.getByText(/already exists/).first().waitFor();
    expect(await error.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('alert').filter({ hasText: 'Please correct the following:' }).waitFor();
    expect(page.url()).toContain('/client/intake/new');
  });

  it('brings the applicant back to a queued step that the server refused on replay, with its errors', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'block' });
    const { page } = browser;
    // Steps 1 and 2 saved through the API (journey.test.ts walks them on screen).
    const applicant = { ssn: '666010003', dob: '05051945', firstName: 'Rita', lastName: 'Replay' };
    await createApplication(baseUrl, applicant);
    await resumeApplication(page, baseUrl, applicant, 'Address Details');

    await page.route('**/api/v1/website/intake/update**', (route) => route.abort('internetdisconnected'));
    await steps.address(page);
    await page.getByRole('heading', { level: 2, name: 'Emergency Contact Details' }).waitFor();
    await page.getByText('1 step is saved on this device and waiting to be sent.').waitFor();
    // The save's toast ('Saved on this device…') slides in over the banner's Send now.
    await closeToast(page, { shown: true });

    await page.unroute('**/api/v1/website/intake/update**');
    await page.route('**/api/v1/website/intake/update**', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The given data was invalid.', errors: { 'physical_address.county': ['This county is not in Maryland.'] } }),
      }),
    );
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('heading', { level: 2, name: 'Address Details' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'This county is not in Maryland.' }).waitFor();
    expect(await page.locator('[id="field-physical_address.county"]').getAttribute('aria-invalid')).toBe('true');
    await page.getByText(/Your application needs attention/).waitFor();

    await page.unroute('**/api/v1/website/intake/update**');
    await fill(page, 'County', 'Howard');
    await next(page);
    await page.getByRole('heading', { level: 2, name: 'Emergency Contact Details' }).waitFor();
    await page.getByText(/needs attention|waiting to be sent/).waitFor({ state: 'detached' });
  });
});

describe('errors and leaving', () => {
  it('lists the errors at the top as links and puts the cursor in the first field with an error', async () => {
    browser = await openBrowser('desktop');
    const { page } = browser;
    await page.goto(`${baseUrl}/client/intake/new?state_id=1&is_aware_checked=1`);
    await waitForApp(page);
    await steps.representativeMyself(page);
    await page.getByRole('heading', { level: 2, name: 'About you' }).waitFor();
    await next(page);
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following:' });
    await summary.waitFor();
    expect(await summary.getByRole('link').count()).toBeGreaterThan(5);
    await page.waitForFunction(() => document.activeElement?.id === 'field-title');
    await summary.getByRole('link', { name: 'The last name field is required.' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'field-last_name');
  });

  it("warns 'Are you sure you want to leave? You have unsaved changes.' before a link takes the person away", async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    await page.goto(`${baseUrl}/client/intake/new?state_id=1&is_aware_checked=1`);
    await waitForApp(page);
    await page.getByRole('radio', { name: 'Yourself' }).check();
    await fill(page, 'Your Primary Phone', '4105550199');
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Provider Payee Services' }).click();
    expect(messages).toEqual(['Are you sure you want to leave? You have unsaved changes.']);
    expect(page.url()).toContain('/client/intake/new');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Provider Payee Services' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});
