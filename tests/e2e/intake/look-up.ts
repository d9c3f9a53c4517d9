import type { Page } from 'playwright-core';
import { fill, typeDate } from '../support/fields';

/** A seeded applicant (server/db/seed-data), as resume verification asks for them: the birth date as typed, MMDDYYYY. */
export interface LookedUp {
  ssn: string;
  dob: string;
}

/** Their application is pending, saved up to About you: the look-up opens it at Address Details. */
export const PENDING_APPLICANT: LookedUp = { ssn: '987654320', dob: '01151950' };
/** Their application is being looked at: the status page says so. */
export const IN_PROGRESS_APPLICANT: LookedUp = { ssn: '987654321', dob: '03021948' };
/** Their application was sent back with reasons: the status page lists them and offers Re-Apply. */
export const REJECTED_APPLICANT: LookedUp = { ssn: '987654322', dob: '07211955' };

/** Resume verification's look-up, on its screen: the SSN and birth date typed, then Enter. */
export async function lookUp(page: Page, { ssn, dob }: LookedUp): Promise<void> {
  await fill(page, 'SSN', ssn);
  await typeDate(page, 'Birth Date', dob);
  await page.keyboard.press('Enter');
}

/**
 * The look-up, then a reload of the screen it opened (`address`): the SSN and birth date stay
 * in the history entry, which a reload keeps, and the page is the one built for every address.
 */
export async function lookUpThenReload(page: Page, person: LookedUp, address: RegExp): Promise<void> {
  await lookUp(page, person);
  await page.waitForURL(address);
  await page.reload();
}
