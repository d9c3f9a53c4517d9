import type { Page } from 'playwright-core';
import { openBrowser, type Browser, type BrowserOptions, type Screen } from '../support/browser';

export interface DemoPerson {
  ssn: string;
  dateOfBirth: string;
  code: string;
}

/** Seeded onboarding people (architecture.md section 6). */
export const PENDING: DemoPerson = { ssn: '987654323', dateOfBirth: '1960-11-30', code: 'ONB-4323' };
export const REJECTED: DemoPerson = { ssn: '987654325', dateOfBirth: '1952-09-09', code: 'ONB-4325' };

export interface LoggedIn {
  token: string;
  name: string;
}

/**
 * Signs in through the API, as the login screen does, and leaves the session where the app
 * keeps it (userInfo in localStorage, the authToken cookie).
 */
export async function signIn(page: Page, baseUrl: string, person: DemoPerson): Promise<LoggedIn> {
  const response = await page.request.post(`${baseUrl}/api/v1/website/login`, {
    form: { ssn: person.ssn, date_of_birth: person.dateOfBirth, application_code: person.code, 'g-recaptcha-response': 'local:login' },
  });
  if (!response.ok()) throw new Error(`Login failed (${response.status()}): ${await response.text()}`);
  const { data } = (await response.json()) as {
    data: { token: string; process_type: string; client_id: number; application_code: string; ssn_number_partial: string; first_name: string; last_name: string };
  };
  const userInfo = {
    token: data.token,
    process_type: data.process_type,
    client_id: data.client_id,
    application_code: data.application_code,
    ssn: data.ssn_number_partial,
    name: `${data.first_name} ${data.last_name}`,
  };
  await page.context().addCookies([{ name: 'authToken', value: data.token, url: baseUrl, sameSite: 'Strict' }]);
  await page.goto(`${baseUrl}/about-us`);
  await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), userInfo);
  return { token: data.token, name: userInfo.name };
}

export interface WizardVisit extends Browser {
  token: string;
  problems: string[];
}

/**
 * A fresh browser, signed in as the person, on their wizard's first screen; the service worker
 * blocked unless `serviceWorkers: 'allow'` (a test about the connection or what caches keep).
 */
export async function openWizard(
  baseUrl: string,
  person: DemoPerson,
  screen: Screen = 'mobile',
  { serviceWorkers }: Pick<BrowserOptions, 'serviceWorkers'> = {},
): Promise<WizardVisit> {
  const browser = await openBrowser(screen, { serviceWorkers });
  await browser.context.addInitScript(() => localStorage.setItem('installPromptDismissed', '1'));
  const problems: string[] = [];
  browser.page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const { token } = await signIn(browser.page, baseUrl, person);
  await browser.page.goto(`${baseUrl}/client/onboarding/${person.code}`);
  await browser.page.getByRole('heading', { level: 1, name: 'Set up your account' }).waitFor();
  // The heading is in the first state already; the step's form comes with the wizard.
  await browser.page.locator('main form').waitFor();
  return { ...browser, token, problems };
}

/** The keys of the device drafts (IndexedDB 'payee-drafts'), read in the page. */
export function draftKeysIn(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('payee-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('drafts')) return resolve([]);
          const keys = database.transaction('drafts').objectStore('drafts').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** The device draft of an onboarding as JSON text (files show as their markers). */
export function draftText(page: Page, applicationCode: string): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('payee-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('drafts')) return resolve('');
          const read = database.transaction('drafts').objectStore('drafts').get(key);
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? ''));
          read.onerror = () => reject(read.error);
        };
      }),
    `onboarding:${applicationCode}`,
  );
}
