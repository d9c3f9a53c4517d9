import type { Page } from 'playwright-core';
import { choose, fill, next, stepHeading, typeDate } from '../support/fields';

/** The steps of a complete application, filled as a person would, for the journeys to share. */
export interface Applicant {
  ssn: string;
  dob: string;
  firstName: string;
  lastName: string;
}

export async function representativeMyself(page: Page): Promise<void> {
  await stepHeading(page, 'Representative');
  await page.getByRole('radio', { name: 'Yourself' }).check();
  await fill(page, 'Your Primary Phone', '4105550150');
  await fill(page, 'Your Primary Email', 'applicant@example.org');
  await next(page);
}

export async function representativeCaseManager(page: Page): Promise<void> {
  await stepHeading(page, 'Representative');
  await page.getByRole('radio', { name: 'Case Manager' }).check();
  await choose(page, 'Case Manager Agency', /.+/);
  await choose(page, 'Case Manager', /^(?!Other$).+/);
  await fill(page, 'Case Manager Primary Phone', '4105550151');
  await fill(page, 'Case Manager Primary Email', 'case.manager@example.org');
  await next(page);
}

export async function aboutYou(page: Page, applicant: Applicant): Promise<void> {
  await stepHeading(page, 'About you');
  await fill(page, 'Title', 'Mrs.');
  await fill(page, 'First Name', applicant.firstName);
  await fill(page, 'Last Name', applicant.lastName);
  await fill(page, 'Social Security Number', applicant.ssn);
  await typeDate(page, 'Birth Date', applicant.dob);
  await fill(page, 'City of Birth', 'Baltimore');
  await choose(page, 'State of Birth', 'Maryland');
  await choose(page, 'English Fluency', /.+/);
  await choose(page, 'Preferred Language', 'English');
  await choose(page, 'Marital Status', /.+/);
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Race', 'White');
  await next(page);
}

export async function address(page: Page): Promise<void> {
  await stepHeading(page, 'Address Details');
  await fill(page, 'Address Line 1', '100 Harbor Street');
  await fill(page, 'City', 'Baltimore');
  await choose(page, 'State', 'Maryland');
  await fill(page, 'County', 'Baltimore City');
  await fill(page, 'ZIP Code', '21201');
  await page.getByRole('checkbox', { name: 'Same as the address where I live' }).check();
  await next(page);
}

export async function contactDetails(page: Page): Promise<void> {
  await stepHeading(page, 'Contact Details');
  await fill(page, "Applicant's Primary Phone", '4105550152');
  await next(page);
}

export async function emergencyContact(page: Page): Promise<void> {
  await stepHeading(page, 'Emergency Contact Details');
  await fill(page, 'Emergency Contact Name', 'Casey Example');
  await choose(page, 'Contact Category', 'Friend');
  await fill(page, 'Emergency Contact Primary Phone', '4105550153');
  await fill(page, 'Emergency Contact Primary Email', 'casey@example.org');
  await next(page);
}

export async function benefits(page: Page): Promise<void> {
  await stepHeading(page, 'Benefit Details');
  await fill(page, 'Food Stamps per Month ($)', '0');
  await next(page);
}

export async function employment(page: Page): Promise<void> {
  await stepHeading(page, 'Employment Details');
  await choose(page, 'Employment Status', 'Retired');
  await fill(page, 'Monthly Income ($)', '1250.50');
  await choose(page, 'Income Type', /.+/);
  await next(page);
}

export async function housing(page: Page): Promise<void> {
  await stepHeading(page, 'Housing Details');
  await choose(page, 'Housing Type', 'Lives with family, no rent');
  await next(page);
}

/** The last step's Submit opens the summary; its 'Send application' sends. */
export async function referralAndSubmit(page: Page): Promise<void> {
  await stepHeading(page, 'Referral Details');
  await next(page, 'Submit');
  await stepHeading(page, 'Check your answers');
  await next(page, 'Send application');
}

/** The application as the server keeps it, read the way the resume screen reads it (with its bot-check token). */
export async function serverApplication(baseUrl: string, ssn: string, dob: string): Promise<Record<string, unknown>> {
  const query = new URLSearchParams({ ssn, date_of_birth: dob, 'g-recaptcha-response': 'local:resume_lookup' });
  const response = await fetch(`${baseUrl}/api/v1/website/intake?${query}`, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}
