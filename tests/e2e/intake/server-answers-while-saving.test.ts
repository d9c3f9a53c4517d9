import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { closeToast } from '../support/toasts';
import * as steps from './intake-steps';
import { createApplication, resumeApplication } from './seed';

const baseUrl = inject('baseUrl');
const UPDATE = '**/api/v1/website/intake/update**';
const HEALTH = '**/api/v1/health**';
const OFFLINE_MESSAGE = 'Saved on this device. It will be sent when the connection returns.';
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

/** Steps 1-2 saved online: the application exists and the wizard is in resume mode, at step 3. */
async function startApplication(page: Page, ssn: string, lastName: string): Promise<void> {
  const applicant = { ssn, dob: '07071944', firstName: 'Stella', lastName };
  await createApplication(baseUrl, applicant);
  await resumeApplication(page, baseUrl, applicant, 'Address Details');
}

describe('an intake save the server does not accept for now', () => {
  it("keeps to Retry-After for the next step's save and explains the wait on Send now instead of sending early", async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'block' });
    const { page } = browser;
    // The page's clock is the test's: the wait asked for is the longest the outbox keeps to
    // (5 minutes of the page's time), which the test moves past once it has seen what happens
    // during it, however slow the machine.
    await page.clock.install();
    await startApplication(page, '666010071', 'Throttled');

    const sent: string[] = [];
    let throttled = false;
    await page.route(UPDATE, async (route) => {
      if (!throttled) {
        throttled = true;
        await route.fulfill({
          status: 429,
          headers: { 'Retry-After': '300' },
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Too many attempts. Please wait a moment.' }),
        });
        return;
      }
      sent.push(route.request().url());
      await route.continue();
    });

    // Each save put off says so in a toast, which slides in over the banner's Send now: the person
    // closes it before pressing the button, which a press while it slides in would miss.
    await steps.address(page);
    await closeToast(page, { shown: true });
    await steps.emergencyContact(page);
    await closeToast(page, { shown: true });
    await page.getByText('2 steps are saved on this device and waiting to be sent.').waitFor();
    // The server's answer (the 429) is in: on a busy machine the second step can be queued
    // while the first one's send is still on its way, and Send now would be pressed before the
    // outbox knows of any wait.
    await page.getByText('They are waiting for the server, not for your connection').waitFor();
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('status').filter({ hasText: /can be sent in \d+ seconds?\./ }).waitFor();
    // Nothing went while the wait lasted.
    expect(sent).toEqual([]);

    await page.clock.fastForward(300_000);
    await page.getByText(/waiting to be sent/).waitFor({ state: 'detached' });
    expect(sent.length).toBeGreaterThanOrEqual(2);
  });

  it("shows a 429's message as the error toast, not the offline message", async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'block' });
    const { page } = browser;
    await startApplication(page, '666010074', 'Waiting');
    await page.route(UPDATE, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many attempts. Please wait a moment.' }),
      }),
    );
    await steps.address(page);
    await page.getByRole('heading', { level: 2, name: 'Emergency Contact Details' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Too many attempts. Please wait a moment.' }).first().waitFor();
    expect(await page.getByText(OFFLINE_MESSAGE).count()).toBe(0);
    await page.getByText('1 step is saved on this device and waiting to be sent.').waitFor();
  });

  it("shows a 500's message as the one error toast and keeps the step queued, not the offline message", async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'block' });
    const { page } = browser;
    await startApplication(page, '666010072', 'Failing');
    await page.route(UPDATE, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The server is having a rest.' }) }),
    );

    await steps.address(page);
    await page.getByRole('heading', { level: 2, name: 'Emergency Contact Details' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'The server is having a rest.' }).first().waitFor();
    expect(await page.getByText(OFFLINE_MESSAGE).count()).toBe(0);
    await page.getByText('1 step is saved on this device and waiting to be sent.').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'The server is having a rest.' }).count()).toBe(1);

    await page.unroute(UPDATE);
    // Send now, from the keyboard (a toast may still be sliding in over the banner), unless the outbox's
    // own retry sends the step first and takes the banner, with its button, away: either way the
    // step goes once the server answers again.
    const waiting = page.getByText(/waiting to be sent/);
    await Promise.race([
      page.getByRole('button', { name: 'Send now' }).press('Enter').catch(() => undefined),
      waiting.waitFor({ state: 'detached' }),
    ]);
    await waiting.waitFor({ state: 'detached' });
  });

  it('says in the banner that the steps wait for the server, not the connection, while the server fails, and sends them once it accepts', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'block' });
    const { page } = browser;
    await startApplication(page, '666010075', 'Patient');
    // The server fails on the steps and on its own health check: the connection is fine all along.
    await page.route(UPDATE, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The server is having a rest.' }) }),
    );
    await page.route(HEALTH, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down for a moment.' }) }));

    await steps.address(page);
    await page.getByRole('heading', { level: 2, name: 'Emergency Contact Details' }).waitFor();
    const told = page.getByRole('alert').filter({ hasText: 'The server is having a rest.' });
    await told.first().waitFor();
    expect(await told.count()).toBe(1);
    await page.getByText('It is waiting for the server, not for your connection, and will be sent as soon as the server accepts it.').waitFor();

    // The next step's save meets the same failure: its own toast says the server's words again,
    // never the offline ones, and the banner speaks of both steps.
    await steps.emergencyContact(page);
    await page.getByText('They are waiting for the server, not for your connection, and will be sent as soon as the server accepts them.').waitFor();
    await told.first().waitFor();
    expect(await page.getByText(OFFLINE_MESSAGE).count()).toBe(0);
    expect(await page.getByText(/You are offline/).count()).toBe(0);

    await page.unroute(UPDATE);
    await page.unroute(HEALTH);
    const waiting = page.getByText(/waiting to be sent/);
    await Promise.race([
      page.getByRole('button', { name: 'Send now' }).press('Enter').catch(() => undefined),
      waiting.waitFor({ state: 'detached', timeout: 30_000 }),
    ]);
    await waiting.waitFor({ state: 'detached', timeout: 30_000 });
  });

  it('still says the step is kept on the device when there is no connection at all', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'block' });
    const { page } = browser;
    await startApplication(page, '666010073', 'Unplugged');
    await page.route(UPDATE, (route) => route.abort('internetdisconnected'));
    await steps.address(page);
    await page.getByText(OFFLINE_MESSAGE).first().waitFor();
  });
});
