import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { visit } from './public/visit';
import { identify, openLogin, PEOPLE } from './portal/portal';
import { apiCall } from './support/api-calls';
import { openBrowser, waitForApp, type Browser } from './support/browser';
import { choose } from './support/fields';
import { PHONE, readAt, READINGS, type Reading } from './support/reflow';
import * as steps from './intake/intake-steps';
import { createApplication, resumeApplication } from './intake/seed';

const baseUrl = inject('baseUrl');
let current: Browser | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';
const SAVED_HERE = 'Saved on this device. It will be sent when the connection returns.';
const OFFLINE_BANNER = 'You are offline. What you save is kept on this device and sent when the connection returns.';
const UNREACHABLE_ES = 'No pudimos comunicarnos con el servidor. Revise su conexión e inténtelo de nuevo.';
const LARGE_TEXT = READINGS.find((reading) => reading.fontSize === 32 && reading.viewport.width === PHONE.viewport.width)!;

/**
 * With the toast on screen, scrolled back to the top of the page (where the button pressed had
 * scrolled away from), the room between the page's header and the toast, once the toast has
 * moved below the header (notistack moves its container in 300 ms).
 */
async function roomBelowHeader(page: Page): Promise<number> {
  const toast = page.locator('.notistack-SnackbarContainer').getByRole('alert');
  await toast.waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  const room = async () => {
    const [header, box] = await Promise.all([page.locator('header').first().boundingBox(), toast.boundingBox()]);
    return box!.y - (header!.y + header!.height);
  };
  await expect.poll(room, { timeout: 5000 }).toBeGreaterThanOrEqual(0);
  return room();
}

describe('a toast at the top of the screen', () => {
  it.each<[string, Reading]>([
    ['on a phone', PHONE],
    ['on a phone with the text at 200 %', LARGE_TEXT],
  ])('leaves the sign-in header free %s: the person switches language while it is up, and it says it again', async (_name, reading) => {
    current = await openLogin(baseUrl, 'mobile');
    const { page, context } = current;
    await readAt(page, reading);
    await waitForApp(page);
    await context.route(`${baseUrl}/api/**`, (route) => route.abort('connectionreset'));
    await identify(page, PEOPLE.client);

    expect(await roomBelowHeader(page)).toBeGreaterThanOrEqual(0);
    // A click the toast would take instead would wait for it to leave, and find it gone.
    await page.getByRole('button', { name: 'Español' }).click();
    const toast = page.locator('.notistack-SnackbarContainer').getByRole('alert');
    await expect.poll(() => toast.textContent()).toBe(UNREACHABLE_ES);
  });

  it("sits below the public nav, whose menu button stays free, with the text at 200 %", async () => {
    current = await visit(baseUrl, 'mobile', '/contact-us');
    const { page, context } = current;
    await readAt(page, LARGE_TEXT);
    await waitForApp(page);
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Byron');
    await page.getByLabel('Email').fill('ada@example.org');
    await page.getByLabel('Phone Number').pressSequentially('4105550101');
    await choose(page, 'Enquiry Type', /.+/);
    const store = apiCall('/website/enquiry/store');
    await context.route((url) => store(url), (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Submit' }).click();

    expect(await roomBelowHeader(page)).toBeGreaterThanOrEqual(0);
    const toast = (await page.locator('.notistack-SnackbarContainer').getByRole('alert').boundingBox())!;
    const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
    expect(toast.y).toBeGreaterThanOrEqual(menu.y + menu.height);
    expect(await page.locator('.notistack-SnackbarContainer').getByRole('alert').textContent()).toBe(UNREACHABLE);
  });

  it.each<[string, Reading]>([
    ['on a phone', PHONE],
    ['on a phone with the text at 200 %', LARGE_TEXT],
  ])("leaves the outbox's Send now free %s: a save put off says so in a toast below its notice", async (_name, reading) => {
    current = await openBrowser('mobile', { serviceWorkers: 'block' });
    const { page, context } = current;
    // Still: the toast slides in over the notice, and its place is judged where it stays.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const applicant = { ssn: reading === PHONE ? '666040001' : '666040002', dob: '07071944', firstName: 'Stella', lastName: 'Banner' };
    await createApplication(baseUrl, applicant);
    await resumeApplication(page, baseUrl, applicant, 'Address Details');
    await readAt(page, reading);
    // The step's list of states has come before the connection goes (without a worker, nothing keeps it).
    await page.getByRole('combobox', { name: 'State' }).first().locator('option', { hasText: 'Maryland' }).waitFor({ state: 'attached' });
    await context.route(`${baseUrl}/api/**`, (route) => route.abort('internetdisconnected'));
    await steps.address(page);
    await page.locator('.notistack-SnackbarContainer').getByRole('alert').filter({ hasText: SAVED_HERE }).waitFor();
    await page.getByRole('button', { name: 'Send now' }).waitFor();
    // The app finds the server unreachable a moment later and says so above the outbox's notice,
    // pushing it down: the toast moves with it (below both, or, when they reach too far down the
    // window, to its bottom).
    await page.getByText(OFFLINE_BANNER).waitFor();

    // Judged in the page in one go, while the toast is up: what a tap at the button's middle reaches.
    const judge = () =>
      page.evaluate(() => {
        const toast = document.querySelector('.notistack-SnackbarContainer [role="alert"]');
        const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Send now')!;
        const box = button.getBoundingClientRect();
        const reached = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const notices = document.querySelector('[data-toasts-below]')!.getBoundingClientRect();
        return { toastUp: toast !== null, reachesButton: button.contains(reached), clearsNotices: (toast?.getBoundingClientRect().top ?? 0) >= notices.bottom };
      });
    await expect.poll(judge, { timeout: 3000 }).toEqual({ toastUp: true, reachesButton: true, clearsNotices: true });
  });
});
