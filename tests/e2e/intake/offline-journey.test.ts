import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from '../support/browser';
import { goOffline } from '../support/connection';
import { waitForWorker } from '../support/worker';
import * as steps from './intake-steps';
import { createApplication, resumeApplication } from './seed';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

describe('the intake application on a patchy connection', () => {
  it('queues steps 3-9 and Submit offline, then sends them once when the connection returns', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page, context } = browser;
    const applicant = { ssn: '987654329', dob: '06301949', firstName: 'Ruth', lastName: 'Offline' };
    await createApplication(baseUrl, applicant);
    await resumeApplication(page, baseUrl, applicant, 'Address Details');
    await waitForWorker(page);

    await goOffline(context, page);
    await steps.address(page);
    await page.getByText('1 step is saved on this device and waiting to be sent.').waitFor();
    await steps.emergencyContact(page);
    await steps.benefits(page);
    await steps.employment(page);
    await steps.housing(page);
    await steps.referralAndSubmit(page);
    await page.getByText(/will be sent to the Provider team as soon as the connection returns/).waitFor();
    await page.getByText('6 steps are saved on this device and waiting to be sent.').waitFor();
    expect((await steps.serverApplication(baseUrl, '987654329', '1949-06-30')).current_process).toBe('pending');

    // A new start of the app (here the home page, still offline) finds the queue and keeps it.
    await page.goto(`${baseUrl}/`);
    await page.getByText('6 steps are saved on this device and waiting to be sent.').waitFor();

    await context.setOffline(false);
    await page.getByText(/waiting to be sent/).waitFor({ state: 'detached' });
    const saved = await steps.serverApplication(baseUrl, '987654329', '1949-06-30');
    expect(saved.current_process).toBe('in-progress');
    expect(saved.saved_steps).toEqual(
      expect.arrayContaining(['representative', 'about_you', 'address_details', 'emergency_contact', 'benefit_details', 'employment_details', 'housing_details', 'referral_details']),
    );
  });
});
