import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations } from '../support/a11y';
import { openBrowser, type Browser } from '../support/browser';
import * as steps from './intake-steps';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

async function serverApplication(ssn: string, dob: string) {
  const response = await fetch(`${baseUrl}/api/v1/website/intake?ssn=${ssn}&date_of_birth=${dob}`, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

describe('the intake application, online', () => {
  it("goes from the landing page through 8 steps for 'Yourself' to the success page, and the server has it all", async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    await page.goto(`${baseUrl}/client/intake`);
    await page.getByRole('link', { name: 'Start a New Application' }).click();
    await page.getByRole('radio', { name: 'Maryland' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('checkbox', { name: 'Representative Payee' }).check();
    await page.getByRole('button', { name: 'Save and Proceed' }).click();

    await page.getByText('Step 1 of 9').waitFor();
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
    await expectNoA11yViolations(page);

    const saved = await serverApplication('987654328', '1951-03-14');
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
  });
});
