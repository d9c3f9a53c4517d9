import type { Locator, Page } from 'playwright-core';
import { typeDate } from '../support/fields';
import { visit, type Visit } from '../public/visit';
import type { Screen } from '../support/browser';

/** The seeded people of architecture.md section 6 that the portal tests use (birth dates as typed: MMDDYYYY). */
export const PEOPLE = {
  intakePending: { ssn: '987654320', dob: '01151950', code: 'INT-4320', firstName: 'Margaret' },
  intakeInProgress: { ssn: '987654321', dob: '03021948', code: 'INT-4321', firstName: 'Walter' },
  onboardingPending: { ssn: '987654323', dob: '11301960', code: 'ONB-4323', firstName: 'Raymond' },
  onboardingInProgress: { ssn: '987654324', dob: '05051945', code: 'ONB-4324', firstName: 'Evelyn' },
  onboardingRejected: { ssn: '987654325', dob: '09091952', code: 'ONB-4325', firstName: 'Harold' },
  onboardingApproved: { ssn: '987654326', dob: '12121958', code: 'ONB-4326', firstName: 'Lucille' },
  client: { ssn: '987654327', dob: '02291940', code: 'CLI-4327', firstName: 'Franklin' },
} as const;

export type Person = (typeof PEOPLE)[keyof typeof PEOPLE];

export const NO_MATCH = 'The SSN and date of birth do not match our records. Please check them and try again.';

export interface PortalOptions {
  /** Blocked unless a test is about what the worker keeps: only the page's own requests then. */
  serviceWorkers?: 'allow' | 'block';
}

/** Opens a page of the portal in a fresh browser, watching for errors and requests to other hosts. */
export function openPortal(baseUrl: string, screen: Screen, path: string, { serviceWorkers = 'block' }: PortalOptions = {}): Promise<Visit> {
  return visit(baseUrl, screen, path, { serviceWorkers });
}

/** Opens the login screen (with the person's code when asked) in a fresh browser. */
export function openLogin(baseUrl: string, screen: Screen, code?: string, options?: PortalOptions): Promise<Visit> {
  return openPortal(baseUrl, screen, code ? `/auth/login/${code}` : '/auth/login', options);
}

/** Types the person's SSN and birth date and presses Submit. */
export async function identify(page: Page, person: { ssn: string; dob: string }): Promise<void> {
  await page.getByLabel('SSN', { exact: true }).fill(person.ssn);
  await typeDate(page, 'Birth Date', person.dob);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Signs the client in through the identity screen and waits for My Account. */
export async function openAccount(baseUrl: string, screen: Screen, options?: PortalOptions): Promise<Visit> {
  const opened = await openLogin(baseUrl, screen, undefined, options);
  await identify(opened.page, PEOPLE.client);
  await opened.page.waitForURL('**/my-account');
  await opened.page.getByRole('combobox', { name: 'Program' }).waitFor();
  return opened;
}

/** Presses Tab (or another key) until the target has the focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 20, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** The value of a named cookie in the page's context. */
export async function cookie(page: Page, name: string): Promise<string | null> {
  return (await page.context().cookies()).find((item) => item.name === name)?.value ?? null;
}
