import type { Page } from 'playwright-core';
import { STATE_ID } from '../../../server/db/seed-data/us-states';
import { localCaptchaToken } from '../../../src/contract/captcha';
import { flattenPayload, type PayloadValue } from '../../../src/lib/payload';
import { waitForApp } from '../support/browser';
import { fill, stepHeading, typeDate } from '../support/fields';
import type { Applicant } from './intake-steps';

/**
 * Steps 1 and 2 for 'Yourself', saved through the API as the wizard saves them (the same
 * answers as intake-steps' representativeMyself and aboutYou): for the tests about what comes
 * after them. journey.test.ts walks these steps on screen.
 */
export async function createApplication(baseUrl: string, applicant: Applicant): Promise<void> {
  const [month, day, year] = [applicant.dob.slice(0, 2), applicant.dob.slice(2, 4), applicant.dob.slice(4)];
  const values: Record<string, PayloadValue> = {
    step: 'about_you',
    branch_id: '1',
    representative: { representative_type: 'myself' },
    personal_contact: { primary_phone: '4105550150', primary_email: 'applicant@example.org' },
    title: 'Mrs.',
    first_name: applicant.firstName,
    last_name: applicant.lastName,
    ssn: applicant.ssn,
    date_of_birth: `${year}-${month}-${day}`,
    birth_city: 'Baltimore',
    birth_country_id: '233',
    birth_state_id: String(STATE_ID.maryland),
    english_fluency_id: '1',
    language_id: '1',
    marital_status_id: '1',
    gender_id: '2',
    race_id: ['5'],
    'g-recaptcha-response': localCaptchaToken('intake'),
  };
  const response = await fetch(`${baseUrl}/api/v1/website/intake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(flattenPayload(values) as [string, string][]).toString(),
  });
  if (!response.ok) throw new Error(`The application could not be created (${response.status}): ${await response.text()}`);
}

/** Opens a saved application the way a person comes back to it: 'Resume' with SSN and birth date, at its first step not saved. */
export async function resumeApplication(page: Page, baseUrl: string, applicant: Applicant, firstStep: string): Promise<void> {
  await page.goto(`${baseUrl}/client/intake/resume-verification`);
  await waitForApp(page);
  await fill(page, 'SSN', applicant.ssn);
  await typeDate(page, 'Birth Date', applicant.dob);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/resume\/\d+$/);
  await stepHeading(page, firstStep);
}
