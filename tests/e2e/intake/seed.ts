import type { Page } from 'playwright-core';
import { DROPDOWNS } from '../../../server/db/seed-data/lists';
import { STATE_ID } from '../../../server/db/seed-data/us-states';
import { localCaptchaToken } from '../../../src/contract/captcha';
import { flattenPayload, type PayloadValue } from '../../../src/lib/payload';
import { waitForApp } from '../support/browser';
import { fill, stepHeading, typeDate } from '../support/fields';
import type { Applicant } from './intake-steps';

/** What the server gives a created application: what its later saves must name. */
export interface Created {
  id: number;
  application_code: string;
}

const send = async (baseUrl: string, path: string, values: Record<string, PayloadValue>, what: string) => {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(flattenPayload(values) as [string, string][]).toString(),
  });
  if (!response.ok) throw new Error(`${what} (${response.status}): ${await response.text()}`);
  return ((await response.json()) as { data: Created }).data;
};

/**
 * Steps 1 and 2 for 'Yourself', saved through the API as the wizard saves them (the same
 * answers as intake-steps' representativeMyself and aboutYou): for the tests about what comes
 * after them. journey.test.ts walks these steps on screen.
 */
export async function createApplication(baseUrl: string, applicant: Applicant): Promise<Created> {
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
  return send(baseUrl, '/website/intake', values, 'The application could not be created');
}

/** A list's id for a row's code: ids are the rows' positions from 1 (server/db/seed-data/lists.ts). */
const idOf = (list: keyof typeof DROPDOWNS, code: string) => String(DROPDOWNS[list].indexOf(code as never) + 1);

/**
 * Steps 3 to 8 for 'Yourself' (all but the optional referral), saved through the API as the
 * wizard saves them, with the same answers as intake-steps' address to housing: for the tests
 * about the summary after them. journey.test.ts walks these steps on screen.
 */
export async function saveStepsToReferral(baseUrl: string, applicant: Applicant, created: Created): Promise<void> {
  const [month, day, year] = [applicant.dob.slice(0, 2), applicant.dob.slice(2, 4), applicant.dob.slice(4)];
  const who = { id: String(created.id), application_code: created.application_code, ssn: applicant.ssn, date_of_birth: `${year}-${month}-${day}` };
  const steps: Record<string, Record<string, PayloadValue>> = {
    address_details: {
      physical_address: { line_1: '100 Harbor Street', is_international: '0', city_name: 'Baltimore', state_id: String(STATE_ID.maryland), county: 'Baltimore City', zip_code: '21201' },
      mailing_address: { is_same_as_primary_address: '1' },
    },
    emergency_contact: {
      emergency_contact: { name: 'Casey Example', contact_category_id: idOf('contact-categories', 'friend'), primary_phone: '4105550153', primary_email: 'casey@example.org' },
    },
    benefit_details: { benefit: { food_stamp: '0' } },
    employment_details: { benefit: { employment_status: idOf('employment-statuses', 'retired'), monthly_income: '1250.50', income_type: '1' } },
    housing_details: { housing: { house_type_id: idOf('housing-types', 'lives_with_family_no_rent') } },
  };
  for (const [step, values] of Object.entries(steps)) await send(baseUrl, '/website/intake/update', { step, ...who, ...values }, `Step ${step} could not be saved`);
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
