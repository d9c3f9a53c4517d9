import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readPdf } from '../../server/support/pdf';
import { expectNoA11yViolations } from '../support/a11y';
import { browserBack, openBrowser, waitForApp, type Browser } from '../support/browser';
import { auditEachStep, fill, next, stepHeading, typeDate } from '../support/fields';
import { draftHolds, personalDataInCaches, personalDataOnDevice } from '../support/storage';
import * as steps from './intake-steps';
import { createApplication, resumeApplication, saveStepsToReferral } from './seed';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

/** From the intake's landing page through the state and the program to step 1, as a person comes in. */
async function startFromLanding(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/client/intake`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Start a New Application' }).click();
  await page.getByRole('radio', { name: 'Maryland' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'Representative Payee' }).check();
  await page.getByRole('button', { name: 'Save and Proceed' }).click();
}

afterEach(async () => {
  auditEachStep(null);
  await browser?.close();
  browser = null;
});

describe('the intake application, online', () => {
  it("goes from the landing page through 8 steps for 'Yourself' to the success page, and the server has it all", async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page } = browser;
    // Every step is saved at once, online: the outbox's notice ('waiting to be sent') must never
    // come in over the form, even for the moment a save takes (watched as the page changes).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const notices = document.querySelectorAll('[role="status"]');
        if ([...notices].some((notice) => notice.textContent?.includes('waiting to be sent'))) sessionStorage.setItem('outboxNoticeShown', '1');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await startFromLanding(page);

    await page.getByText('Step 1 of 9').waitFor();
    auditEachStep(expectNoA11yViolations);
    await steps.representativeMyself(page);
    await page.getByText('Step 2 of 8').waitFor();
    await steps.aboutYou(page, { ssn: '987654328', dob: '03141951', firstName: 'Dorothy', lastName: 'Example' });
    await page.waitForURL(/\/client\/intake\/resume\/\d+$/);
    await steps.address(page);
    await steps.emergencyContact(page);
    await steps.benefits(page);
    await steps.employment(page);
    await steps.housing(page);
    await steps.referralAndSubmit(page);

    await page.getByText('Your request has been successfully submitted to the Provider team!').waitFor();
    expect(await page.getByText('We will notify you via email, regarding your request.').isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('outboxNoticeShown'))).toBeNull();
    await expectNoA11yViolations(page);
    // Sent and submitted: nothing about Dorothy stays on the phone, in caches or elsewhere.
    const secrets = ['987654328', '1951-03-14', '03/14/1951', 'Dorothy', '4105550150', 'applicant@example.org'];
    expect(await personalDataInCaches(page, secrets)).toEqual([]);
    expect(await personalDataOnDevice(page, secrets)).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('userInfo');

    const saved = await steps.serverApplication(baseUrl, '987654328', '1951-03-14');
    expect(saved).toMatchObject({
      current_process: 'in-progress',
      first_name: 'Dorothy',
      last_name: 'Example',
      branch_id: expect.any(Number),
      program_id: [10],
      representative: { representative_type: 'myself' },
      personal_contact: { primary_phone: '4105550150', primary_email: 'applicant@example.org' },
      physical_address: { line_1: '100 Harbor Street', county: 'Baltimore City', zip_code: '21201', is_international: 0 },
      mailing_address: { is_same_as_primary_address: 1, line_1: '100 Harbor Street' },
      benefit: { monthly_income: 1250.5 },
    });
    // The confirmation carries the reference, what happens next, and the state's office.
    expect(await page.getByText('Your reference:').textContent()).toBe(`Your reference: ${String(saved.application_code)}`);
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    await page.getByRole('heading', { name: 'Your Maryland office' }).waitFor();
    expect(await page.getByRole('link', { name: '(410) 555-0101', exact: true }).getAttribute('href')).toBe('tel:+14105550101');
    expect(await page.getByRole('link', { name: 'maryland@example.org', exact: true }).getAttribute('href')).toBe('mailto:maryland@example.org');
  });

  it("keeps the answers with 'Finish later' and gives them back through 'Resume Your Application'", async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    const applicant = { ssn: '987654374', dob: '06201950', firstName: 'Harriet', lastName: 'Later' };
    await createApplication(baseUrl, applicant);
    await resumeApplication(page, baseUrl, applicant, 'Address Details');
    await fill(page, 'Address Line 1', '7 Tomorrow Court');

    await page.getByRole('button', { name: 'Finish later' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish later' });
    await dialog.getByText(/choose ‘Resume Your Application’ and enter your SSN and date of birth/).waitFor();
    const saved = await steps.serverApplication(baseUrl, '987654374', '1950-06-20');
    expect(await dialog.getByText('Your application code:').textContent()).toBe(`Your application code: ${String(saved.application_code)}`);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Leave for now' }).click();
    await page.waitForURL(`${baseUrl}/client/intake`);

    await page.getByRole('link', { name: 'Resume Your Application' }).click();
    await fill(page, 'SSN', '987654374');
    await typeDate(page, 'Birth Date', '06201950');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Step 3 of 8').waitFor();
    expect(await page.getByRole('textbox', { name: 'Address Line 1', exact: true }).inputValue()).toBe('7 Tomorrow Court');
  });
});

describe("the browser's Back inside the wizard", () => {
  it('goes to the step before, closes an open calendar, asks before leaving with unsaved changes, and leaves one entry back', async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    // Come in through the app, as a person does: the screens before the wizard are entries of the same page.
    await startFromLanding(page);
    await steps.representativeMyself(page);
    await page.getByText('Step 2 of 8').waitFor();
    await fill(page, 'First Name', 'Grace');

    await browserBack(page);
    await stepHeading(page, 'Representative');
    await page.getByText('Step 1 of 8').waitFor();
    expect(await page.getByRole('radio', { name: 'Yourself' }).isChecked()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0`);

    // Step 1 has no step before it: Back leaves, and the name typed on step 2 is not saved yet.
    // (Chrome lets a page turn the browser's Back into its own only once per touch of the page.)
    await page.getByRole('heading', { level: 2, name: 'Representative' }).click();
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await browserBack(page);
    expect(await asked).toBe('Are you sure you want to leave? You have unsaved changes.');
    await page.getByText('Step 1 of 8').waitFor();
    expect(page.url()).toBe(`${baseUrl}/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0`);

    await next(page);
    await stepHeading(page, 'About you');
    expect(await page.getByRole('textbox', { name: 'First Name', exact: true }).inputValue()).toBe('Grace');
    await page.getByRole('button', { name: 'Choose date' }).click();
    const calendar = page.getByRole('dialog');
    await calendar.waitFor();
    await browserBack(page);
    await calendar.waitFor({ state: 'detached' });
    await page.getByText('Step 2 of 8').waitFor();

    // With nothing typed since step 1 was saved, Back from it leaves at once, one entry back: to
    // the programs chosen before the wizard.
    const asks: string[] = [];
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => asks.push(dialog.message())));
    await page.getByRole('heading', { level: 2, name: 'About you' }).click();
    await browserBack(page);
    await page.getByText('Step 1 of 8').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Representative' }).click();
    await browserBack(page);
    await page.getByRole('heading', { level: 1, name: 'Which program do you need?' }).waitFor();
    expect(asks).toEqual([]);
    expect(page.url()).toBe(`${baseUrl}/client/intake/new/program-selection?state_id=1&program_ids=10&is_aware_checked=0`);
  });
});

describe('checking the answers before sending', () => {
  it('shows every step in plain words, opens a step with Change and comes back after Save and proceed, and sends only from the summary', async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    const applicant = { ssn: '987654375', dob: '01051950', firstName: 'Rosa', lastName: 'Checkwell' };
    // The steps before the last saved through the API: the first test of this file walks them on screen.
    await saveStepsToReferral(baseUrl, applicant, await createApplication(baseUrl, applicant));
    await resumeApplication(page, baseUrl, applicant, 'Referral Details');
    await next(page, 'Submit');

    // Nothing is sent by Submit: the summary is what the person reads first.
    await stepHeading(page, 'Check your answers');
    expect(await page.getByRole('heading', { name: 'Check your answers' }).evaluate((element) => element === document.activeElement)).toBe(true);
    const about = page.getByRole('region', { name: 'About you' });
    expect(await about.getByRole('definition').allTextContents()).toEqual(
      expect.arrayContaining(['***-**-4375', 'January 5, 1950', 'Rosa', 'Checkwell', 'Female', 'White', 'Maryland', 'English']),
    );
    expect(await page.getByText('987-65-4375').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Employment Details' }).getByText('$1,250.50').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Representative' }).getByText('(410) 555-0150').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Referral Details' }).getByText('Not provided').count()).toBe(1);
    await expectNoA11yViolations(page);
    const before = await steps.serverApplication(baseUrl, '987654375', '1950-01-05');
    expect(before.saved_steps).not.toContain('referral_details');

    // A change: the step opens, Save and proceed brings the person back to the summary.
    await page.getByRole('button', { name: 'Change Address Details' }).click();
    await stepHeading(page, 'Address Details');
    await fill(page, 'Address Line 1', '200 Harbor Street');
    await next(page);
    await stepHeading(page, 'Check your answers');
    expect(await page.getByRole('region', { name: 'Address Details' }).getByText('200 Harbor Street').count()).toBe(1);

    // A reload keeps the summary (once the device has it: the page writes it as it opens it);
    // Back returns to the last step, and its Submit to the summary.
    await expect.poll(() => draftHolds(page, ['"review":"open"', '200 Harbor Street'])).toBe(true);
    await page.reload();
    await stepHeading(page, 'Check your answers');
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 'Referral Details');
    await next(page, 'Submit');
    await next(page, 'Send application');
    await page.getByText('Your request has been successfully submitted to the Provider team!').waitFor();
    const saved = await steps.serverApplication(baseUrl, '987654375', '1950-01-05');
    expect((saved.physical_address as Record<string, unknown>).line_1).toBe('200 Harbor Street');
    expect(saved.saved_steps).toContain('referral_details');

    // The confirmation's receipt: every answer as the summary gave it, the SSN masked.
    const code = String(saved.application_code);
    expect(await page.getByText('Your reference:').textContent()).toBe(`Your reference: ${code}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a copy' }).click()]);
    expect(download.suggestedFilename()).toBe(`application-receipt-${code.toLowerCase()}.pdf`);
    const pdf = readPdf(readFileSync((await download.path())!));
    expect(pdf.header).toMatch(/^%PDF-1\.\d/);
    for (const words of [`Your reference: ${code}`, 'Received:', '***-**-4375', 'January 5, 1950', '200 Harbor Street', 'Checkwell']) expect(pdf.text).toContain(words);
    expect(pdf.text).not.toContain('987-65-4375');
    expect(pdf.text).not.toContain('987654375');
  });
});

describe('the intake application with a case manager', () => {
  it('has 9 steps, fills the name from the chosen case manager, and is saved on the server', async () => {
    browser = await openBrowser('desktop');
    const { page } = browser;
    auditEachStep(expectNoA11yViolations);
    await page.goto(`${baseUrl}/client/intake/new?state_id=3&program_ids=4,6&is_aware_checked=0`);
    await waitForApp(page);
    await page.getByText('Step 1 of 9').waitFor();
    await steps.representativeCaseManager(page);
    await page.getByText('Step 2 of 9').waitFor();
    await steps.aboutYou(page, { ssn: '666010001', dob: '09091944', firstName: 'Walter', lastName: 'Managed' });
    await steps.address(page);
    await steps.contactDetails(page);
    await steps.emergencyContact(page);
    await steps.benefits(page);
    await steps.employment(page);
    await steps.housing(page);
    await steps.referralAndSubmit(page);
    await page.getByText('Your request has been successfully submitted to the Provider team!').waitFor();

    const saved = await steps.serverApplication(baseUrl, '666010001', '1944-09-09');
    const representative = saved.representative as Record<string, unknown>;
    expect(saved).toMatchObject({ current_process: 'in-progress', program_id: [4, 6], personal_contact: { primary_phone: '4105550152' } });
    expect(representative).toMatchObject({ representative_type: 'case_manager', agency_id: expect.any(Number), case_manager_id: expect.any(Number) });
    expect(representative.name).toBe((representative.case_manager as { name: string }).name);
  });
});

describe('what is typed is kept on the device', () => {
  it('restores the values and the step after a reload', async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    await page.goto(`${baseUrl}/client/intake/new?state_id=1&is_aware_checked=1`);
    await waitForApp(page);
    await steps.representativeMyself(page);
    await fill(page, 'First Name', 'Patience');
    await fill(page, 'City of Birth', 'Columbus');
    await expect.poll(() => draftHolds(page, ['Patience', 'Columbus'])).toBe(true);
    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { level: 2, name: 'About you' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe('Patience');
    expect(await page.getByRole('textbox', { name: 'City of Birth' }).inputValue()).toBe('Columbus');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('textbox', { name: 'Your Primary Email' }).inputValue()).toBe('applicant@example.org');

    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start over' }).click();
    await page.waitForURL(`${baseUrl}/client/intake`);
    await page.goto(`${baseUrl}/client/intake/new?state_id=1&is_aware_checked=1`);
    // The prerendered first step shows 'Yourself' unchecked whatever the draft holds.
    await waitForApp(page);
    await page.getByText('Step 1 of 9').waitFor();
    expect(await page.getByRole('radio', { name: 'Yourself' }).isChecked()).toBe(false);
  });
});
