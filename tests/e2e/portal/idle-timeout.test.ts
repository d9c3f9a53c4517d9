import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Visit } from '../public/visit';
import { expectNoA11yViolations } from '../support/a11y';
import { waitForApp } from '../support/browser';
import { cookie, identify, openLogin, PEOPLE } from './portal';
import { apiCall } from '../support/api-calls';
import { queuedTasksRun } from '../support/settle';
import { until } from '../support/fields';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const IDLE_SENTENCE = 'You were signed out after 15 minutes without activity.';
const MINUTE = 60 * 1000;

/** Signs in at the login screen with Playwright's clock installed first, so the app's timers are the test's. */
async function signInWithClock(person: { ssn: string; dob: string }, code?: string): Promise<Page> {
  current = await openLogin(baseUrl, 'mobile', code);
  const { page } = current;
  await page.clock.install();
  await identify(page, person);
  return page;
}

/** The keys in the wizard's draft store (idb-keyval's 'payee-drafts'), after putting `seed` there. */
function drafts(page: Page, seed: string[] = []) {
  return page.evaluate(
    (seed) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('payee-drafts');
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('drafts', 'readwrite');
          for (const key of seed) tx.objectStore('drafts').put({ savedAt: Date.now(), value: { step: 2 } }, key);
          const request = tx.objectStore('drafts').getAllKeys();
          tx.oncomplete = () => {
            open.result.close();
            resolve(request.result.map(String));
          };
        };
      }),
    seed,
  );
}

/** When the person last did anything, as this tab reads it (the app keeps it in localStorage for every tab). */
const recordedActivity = (page: Page) => page.evaluate(() => localStorage.getItem('idleActivityAt'));

function warning(page: Page) {
  return page.getByRole('alertdialog', { name: "You'll be signed out in 2 minutes" });
}

async function expectSignedOutForIdle(page: Page, path: string, sentence: string) {
  await page.waitForURL(`**${path}`);
  await page.getByRole('status').filter({ hasText: sentence }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  expect(await cookie(page, 'authToken')).toBeFalsy();
  // No "Logged out successfully" toast: the sentence says what happened.
  expect(await page.getByText('Logged out successfully').count()).toBe(0);
}

describe('session timeout warning (WCAG 2.2.1)', () => {
  it('warns a client after 13 idle minutes, renews on "Stay signed in", and signs out after 15', async () => {
    const page = await signInWithClock(PEOPLE.client);
    await page.waitForURL('**/my-account');
    await page.getByRole('combobox', { name: 'Program' }).waitFor();

    await page.clock.fastForward(12 * MINUTE);
    await queuedTasksRun(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await page.clock.fastForward(MINUTE);
    await warning(page).waitFor();
    expect(await page.getByRole('button', { name: 'Stay signed in' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await expect(warning(page).textContent()).resolves.toContain('we will sign you out unless you choose to stay');
    await expectNoA11yViolations(page);

    const renewed = page.waitForResponse((response) => apiCall('/website/session/renew')(response.url()));
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    const answer = await renewed;
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { idle_expires_at: string } };
    // The server's idle clock restarted now (real time: the server's clock is not the page's).
    expect(Math.abs(Date.parse(data.idle_expires_at) - (Date.now() + 15 * MINUTE))).toBeLessThan(MINUTE);
    await warning(page).waitFor({ state: 'hidden' });

    // The session goes on: a call to the server after the renew is answered.
    await page.clock.fastForward(12 * MINUTE);
    await queuedTasksRun(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    const programs = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('userInfo') ?? '{}').token as string;
      return (await fetch('/api/v1/website/client/programs', { headers: { Authorization: `Bearer ${token}` } })).status;
    });
    expect(programs).toBe(200);

    await page.clock.fastForward(MINUTE);
    await warning(page).waitFor();
    const loggedOut = page.waitForResponse((response) => apiCall('/website/logout')(response.url()));
    await page.clock.fastForward(2 * MINUTE);
    expect((await loggedOut).status()).toBe(200);
    await expectSignedOutForIdle(page, '/auth/login/CLI-4327', `${IDLE_SENTENCE} Please sign in again.`);
  });

  it('signs out an onboarding person after 15 idle minutes and says their saved steps are kept', async () => {
    const page = await signInWithClock(PEOPLE.onboardingPending, PEOPLE.onboardingPending.code);
    await page.waitForURL(`**/client/onboarding/${PEOPLE.onboardingPending.code}`);
    const code = PEOPLE.onboardingPending.code;
    expect(await drafts(page, [`onboarding:${code}`, `onboarding:${code}:2`, 'onboarding:ONB-9999'])).toContain(`onboarding:${code}`);
    await page.clock.fastForward(13 * MINUTE);
    await warning(page).waitFor();
    await expectNoA11yViolations(page);
    await page.clock.fastForward(2 * MINUTE);
    await expectSignedOutForIdle(page, `/auth/login/${code}`, `${IDLE_SENTENCE} The steps you saved are kept: sign in again to carry on.`);
    // Logout's clean-up: this person's drafts are gone, another's are not touched.
    expect(await drafts(page)).toEqual(['onboarding:ONB-9999']);
  });

  it('counts activity in any of the person\'s tabs', async () => {
    const page = await signInWithClock(PEOPLE.client);
    await page.waitForURL('**/my-account');
    const other = await page.context().newPage();
    await other.goto(`${baseUrl}/my-account`);
    // My Account is prerendered: its Program select shows before the app that counts activity is in.
    await waitForApp(other);

    await page.clock.fastForward(10 * MINUTE);
    const before = await recordedActivity(page);
    await other.mouse.move(20, 200);
    await other.mouse.move(40, 220);
    // A pointer move is delivered with the other tab's next frame, and its write reaches this tab
    // through the browser: on a busy machine the clock could jump on before either, and the
    // first tab would rightly sign out. The jump waits until this tab reads the move.
    await until(async () => (await recordedActivity(page)) !== before, 'the first tab reads the activity of the other');
    await page.clock.fastForward(5 * MINUTE);
    await queuedTasksRun(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/my-account');

    await page.clock.fastForward(8 * MINUTE);
    await warning(page).waitFor();
    await warning(other).waitFor();
    await other.getByRole('button', { name: 'Stay signed in' }).click();
    await warning(page).waitFor({ state: 'hidden' });
  });

  it('ends the session the same way when the server refuses the token as idle', async () => {
    const page = await signInWithClock(PEOPLE.client);
    await page.waitForURL('**/my-account');
    await page.getByRole('combobox', { name: 'Program' }).waitFor();
    // The server's own idle limit, as it answers (tests/server/session-idle.test.ts): the page's clock cannot move the server's.
    await page.route('**/api/v1/website/client/programs**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Unauthenticated.', code: 'session_idle' }) }),
    );
    await page.reload();
    await expectSignedOutForIdle(page, '/auth/login/CLI-4327', `${IDLE_SENTENCE} Please sign in again.`);
    expect(await page.getByText('Your session has ended. Please sign in again.').count()).toBe(0);
  });
});
