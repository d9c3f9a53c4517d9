import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../support/a11y';
import { openBrowser, waitForApp, type Browser, type Screen } from '../support/browser';
import { fill } from '../support/fields';
import { lookUp } from './look-up';

const baseUrl = inject('baseUrl');
/** The seeded rejected application's reasons, as the wizard lists them. */
const REJECTED_REASONS = 'The mailing address could not be verified: please check the ZIP code; Please add a working phone number for your emergency contact';
let browser: Browser | null = null;
// These tests set nothing on the context and count no request: each gets a cleared page in the
// file's kept context for its screen, the app's scripts already compiled.

afterEach(async () => {
  await browser?.close();
  browser = null;
});

async function resume(page: Page, ssn: string, dob: string) {
  await page.goto(`${baseUrl}/client/intake/resume-verification`);
  await waitForApp(page);
  await lookUp(page, { ssn, dob });
}

describe('resume verification', () => {
  it("asks for both with the spec's words, and checks the SSN's length", async () => {
    browser = await openBrowser('mobile', { kept: true });
    const { page } = browser;
    await page.goto(`${baseUrl}/client/intake/resume-verification`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('SSN field is required').waitFor();
    await page.getByText('Date of birth fields is require').waitFor();
    await fill(page, 'SSN', '98765');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('The SSN must be 9 digits.').waitFor();
    await expectNoA11yViolations(page);
  });

  it('says when no application matches', async () => {
    browser = await openBrowser('mobile', { kept: true });
    const { page } = browser;
    await resume(page, '987654320', '01161950');
    await page.getByText('The SSN and date of birth do not match our records. Please check them and try again.').first().waitFor();
    expect(await page.getByRole('textbox', { name: 'SSN' }).getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/client/intake/resume-verification');
  });

  it('opens a pending application at the first step not yet saved, with its values', async () => {
    browser = await openBrowser('desktop', { kept: true });
    const { page } = browser;
    await resume(page, '987654320', '01151950');
    await page.waitForURL(/\/client\/intake\/resume\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Address Details' }).waitFor();
    expect(page.url()).not.toContain('987654320');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 2, name: 'About you' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Social Security Number/ }).inputValue()).toBe('987-65-4320');
    expect(await page.getByRole('textbox', { name: /^Social Security Number/ }).isDisabled()).toBe(true);
    await expectNoA11yViolations(page);
  });
});

describe.each<Screen>(['mobile', 'desktop'])('the status pages on %s', (screen) => {
  it('in progress: we have got the request', async () => {
    browser = await openBrowser(screen, { kept: true });
    const { page } = browser;
    await resume(page, '987654321', '03021948');
    await page.waitForURL(`${baseUrl}/client/intake/status/in-progress`);
    await page.getByRole('heading', { name: /^We've Got Your Request, .+!$/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
    await expectNoA11yViolations(page);
  });

  it('rejected: the reasons joined with commas, and Re-Apply opens the answers under the reasons, a reload too', async () => {
    browser = await openBrowser(screen, { kept: true });
    const { page } = browser;
    await resume(page, '987654322', '07211955');
    await page.waitForURL(`${baseUrl}/client/intake/status/rejected`);
    await page.getByRole('heading', { name: /^Oops, .+! Your Request Was Not Approved\.$/ }).waitFor();
    await page.getByText(/, /).first().waitFor();
    await page.getByText('Please review the details, fix the issue, and try submitting your request again.').waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Re-Apply' }).click();
    await page.waitForURL(/\/client\/intake\/resume\/\d+$/);
    // Every step of it is saved: the summary, each step with its Change, under what to change.
    await page.getByRole('heading', { level: 2, name: 'Check your answers' }).waitFor();
    const reasons = page.getByRole('alert').filter({ hasText: `Please make these changes, then send your application again: ${REJECTED_REASONS}.` });
    await reasons.waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Change Address Details' }).click();
    await page.getByText(/^Step 3 of \d$/).waitFor();
    expect(await reasons.isVisible()).toBe(true);
    // The reasons are in the history entry with the SSN and birth date, which a reload keeps.
    await page.reload();
    await page.getByText(/^Step 3 of \d$/).waitFor();
    await reasons.waitFor();
  });

  it('an onboarding person: approved, check your mail', async () => {
    browser = await openBrowser(screen, { kept: true });
    const { page } = browser;
    await resume(page, '987654323', '11301960');
    await page.waitForURL(`${baseUrl}/client/intake/status/approved`);
    await page.getByRole('heading', { name: /^Congratulations, .+! Your Intake Request Has Been Approved\.$/ }).waitFor();
    await page.getByText('Please check your mail for Onboarding process.').waitFor();
    await expectNoA11yViolations(page);
  });
});

describe('the guards', () => {
  it.each([
    ['/client/intake/new', '/client/intake'],
    ['/client/intake/new?program_ids=10', '/client/intake/new/state-selection'],
    ['/client/intake/new?state_id=1', '/client/intake/new/program-selection?state_id=1&is_aware_checked=0'],
    ['/client/intake/resume/12', '/client/intake/resume-verification'],
    ['/client/intake/status/rejected', '/client/intake/resume-verification'],
  ])('send %s to %s', async (from, to) => {
    browser = await openBrowser('mobile', { kept: true });
    await browser.page.goto(`${baseUrl}${from}`);
    await browser.page.waitForURL(`${baseUrl}${to}`);
  });

  it('show the 404 screen for an unknown status', async () => {
    browser = await openBrowser('mobile', { kept: true });
    await browser.page.goto(`${baseUrl}/client/intake/status/lost`);
    await browser.page.getByRole('heading', { name: '404 Page Not Found !' }).waitFor();
  });
});
