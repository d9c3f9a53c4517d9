import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { visit, type Visit } from './public/visit';
import { NO_MATCH, openAccount, openLogin, PEOPLE } from './portal/portal';
import { next, stepHeading, typeDate } from './support/fields';
import { createApplication, resumeApplication, saveStepsToReferral } from './intake/seed';
import * as steps from './intake/intake-steps';
import { expectNoA11yViolations } from './support/a11y';
import { waitForApp } from './support/browser';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

/**
 * The connection gone before the service worker holds the app (its first visit, the worker
 * blocked here): what the page has already loaded stays, and every other file of the app's
 * code fails, as offline. Returns how to bring the connection back.
 */
async function codeUnreachable(context: BrowserContext): Promise<() => Promise<void>> {
  const pattern = `${baseUrl}/assets/**`;
  await context.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => context.unroute(pattern);
}

describe('a screen, a question or a toast whose code cannot be fetched', () => {
  it('says the page could not be loaded instead of an empty page, and Try Again loads it once the connection is back', async () => {
    current = await visit(baseUrl, 'mobile', '/');
    const { page, context } = current;
    await waitForApp(page);
    const reconnect = await codeUnreachable(context);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign in' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'This page could not be loaded' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByText('Check your connection and try again.').isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/auth/login`);
    await expectNoA11yViolations(page);

    await reconnect();
    // Online again, Try Again loads the page afresh (the code it could not fetch may be a release's that has gone).
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await reload;
    await page.getByRole('heading', { level: 1, name: 'Find your Finance details' }).waitFor();
    await waitForApp(page);
    expect(await page.getByLabel('SSN', { exact: true }).isEnabled()).toBe(true);
  });

  it('says why Log out opened nothing, and asks the question at the next press once the connection is back', async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page, context } = current;
    await waitForApp(page);
    const reconnect = await codeUnreachable(context);

    await page.getByRole('button', { name: 'Logout' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'This could not be opened. Check your connection and try again.' });
    await notice.waitFor();
    await expectNoA11yViolations(page);
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });

    await reconnect();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logout?' }).waitFor();
    expect(await notice.count()).toBe(0);
  });

  it("says a toast's words in the browser's alert, keeps the screen and what was typed, and shows toasts again once the code comes", async () => {
    current = await openLogin(baseUrl, 'mobile');
    const { page, context } = current;
    await waitForApp(page);
    await page.getByLabel('SSN', { exact: true }).fill(PEOPLE.client.ssn);
    await typeDate(page, 'Birth Date', '01011950');
    const reconnect = await codeUnreachable(context);
    const api = `${baseUrl}/api/**`;
    await context.route(api, (route) => route.abort('internetdisconnected'));

    // Accepted as it opens: an alert left open holds the page, and with it the click's own
    // wait for what the click set off, so the click could never return.
    const alerted = new Promise<string[]>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve([dialog.type(), dialog.message()]))));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await alerted).toEqual(['alert', 'We could not reach the server. Check your connection and try again.']);
    expect(await page.getByRole('heading', { level: 1, name: 'Find your Finance details' }).isVisible()).toBe(true);
    expect(await page.getByLabel('SSN', { exact: true }).inputValue()).toBe('987-65-4327');

    await reconnect();
    await context.unroute(api);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.notistack-SnackbarContainer').getByRole('alert').filter({ hasText: NO_MATCH }).waitFor();
  });

  it('confirms a Send that waits on the device, its confirmation fetched while the answers were checked', async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake');
    const { page, context } = current;
    const applicant = { ssn: '987654341', dob: '02141951', firstName: 'Vera', lastName: 'Firstvisit' };
    await saveStepsToReferral(baseUrl, applicant, await createApplication(baseUrl, applicant));
    await resumeApplication(page, baseUrl, applicant, 'Referral Details');
    const fetched = ['success-page', 'queued-submission'].map((chunk) => page.waitForResponse((response) => response.url().includes(`/assets/${chunk}-`) && response.ok()));
    await next(page, 'Submit');
    await stepHeading(page, 'Check your answers');
    await Promise.all(fetched);

    await codeUnreachable(context);
    await context.route(`${baseUrl}/api/**`, (route) => route.abort('internetdisconnected'));
    await next(page, 'Send application');
    await page.getByText(/will be sent to the Provider team as soon as the connection returns/).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).count()).toBe(0);
  });

  it("keeps the screen, and every office in the help line, when the code that finds the state's office could not come", async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new/state-selection');
    const { page, context } = current;
    await page.getByRole('radio', { name: 'Virginia' }).waitFor();
    await waitForApp(page);
    const reconnect = await codeUnreachable(context);

    // The office is found by code the page has not fetched yet.
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/branch-help-line-'));
    await page.getByRole('radio', { name: 'Virginia' }).check();
    await failed;
    await reconnect();
    // The next screen knows the state too: it draws, its help line with every office, as the
    // failed fetch is not asked again during this visit.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Which program do you need?' }).waitFor();
    const offices = page.locator('[data-help-line] a[href^="tel:"]:visible');
    expect(await offices.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      'tel:+14105550101',
      'tel:+18045550111',
      'tel:+16145550121',
    ]);
    expect(await page.getByRole('heading', { level: 1, name: 'Something went Wrong!!!' }).count()).toBe(0);
  });

  it("draws the wizard's next step after the connection has gone, its parts fetched at the first touch of the form", async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0');
    const { page, context } = current;
    await waitForApp(page);
    const fetched = ['select-field', 'date-picker-field'].map((chunk) => page.waitForResponse((response) => response.url().includes(`/assets/${chunk}-`) && response.ok()));
    await page.getByRole('radio', { name: 'Yourself' }).check();
    await Promise.all(fetched);

    await codeUnreachable(context);
    await context.route(`${baseUrl}/api/**`, (route) => route.abort('internetdisconnected'));
    await steps.representativeMyself(page);
    await stepHeading(page, 'About you');
    // About you's multiple select (races) and its date field, both drawn by code fetched earlier.
    await page.getByRole('combobox', { name: /^Race/ }).waitFor();
    await page.getByRole('group', { name: /^Birth Date/ }).getByRole('spinbutton', { name: 'Month' }).click();
    expect(await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).count()).toBe(0);
  });
});
