import type { Locator, Page } from 'playwright-core';
import { typeDate } from '../support/fields';
import { visit, type Visit } from '../public/visit';
import type { BrowserOptions, Screen } from '../support/browser';
import type { LoginData } from '@/api/identity';
import { formatName } from '@/lib/names';

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
  /** A cleared page in the file's kept context (`BrowserOptions.kept`) rather than a new context. */
  kept?: boolean;
}

/** Opens a page of the portal in a fresh browser, watching for errors and requests to other hosts. */
export function openPortal(baseUrl: string, screen: Screen, path: string, { serviceWorkers = 'block', kept }: PortalOptions = {}): Promise<Visit> {
  return visit(baseUrl, screen, path, { serviceWorkers, kept });
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

/**
 * The session the sign-in screen leaves for the client (the authToken cookie and userInfo in
 * local storage, as src/session/login.ts keeps them), signed in through the API: the screen
 * itself is proven by identity.test.ts, and My Account's tests start where it ends. Another
 * person's (the onboarding's) for the screen that person is sent to.
 */
export async function clientSession(baseUrl: string, person: Person = PEOPLE.client): Promise<NonNullable<BrowserOptions['storageState']>> {
  const { ssn, dob } = person;
  const form = new URLSearchParams({ ssn, date_of_birth: `${dob.slice(4)}-${dob.slice(0, 2)}-${dob.slice(2, 4)}`, 'g-recaptcha-response': 'local:login' });
  const response = await fetch(`${baseUrl}/api/v1/website/login`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Login failed (${response.status}): ${await response.text()}`);
  const { data } = (await response.json()) as { data: LoginData };
  const userInfo = {
    token: data.token,
    process_type: data.process_type,
    client_id: data.client_id,
    application_code: data.application_code,
    ssn: data.ssn_number_partial ?? '',
    name: formatName(data, 'firstLast'),
  };
  const origin = new URL(baseUrl);
  return {
    cookies: [
      { name: 'authToken', value: data.token, domain: origin.hostname, path: '/', expires: Date.now() / 1000 + 2 * 24 * 60 * 60, httpOnly: false, secure: true, sameSite: 'Strict' },
    ],
    origins: [{ origin: origin.origin, localStorage: [{ name: 'userInfo', value: JSON.stringify(userInfo) }] }],
  };
}

/** Opens My Account signed in as the client (through the API) and waits for its programs (or word that they cannot come). */
export async function openAccount(baseUrl: string, screen: Screen, { serviceWorkers = 'block' }: PortalOptions = {}): Promise<Visit> {
  const opened = await visit(baseUrl, screen, '/my-account', { serviceWorkers, storageState: await clientSession(baseUrl) });
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
