import type { Page } from 'playwright-core';
import { afterEach, describe, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { screenSettled } from './support/settle';
import { auditEachStep, fill, next, stepHeading, typeDate } from './support/fields';
import { expectReflowsAtEveryReading, expectReflowsInBothLanguages, readAt, PHONE, trackRequests } from './support/reflow';
import { es } from './support/spanish';
import * as steps from './intake/intake-steps';
import { createApplication, resumeApplication } from './intake/seed';
import { identify, PEOPLE } from './portal/portal';
import { useOwnProduct } from './support/own-product';

/**
 * WCAG 1.4.10, 1.4.4 and 2.3.3 along the journeys (support/reflow.ts): every step of the intake
 * and onboarding wizards, their summaries and dialogs, the confirmation, the status pages and
 * My Account, each at 320 px and at 390 px with the text at 200 %, in English and, through the
 * language switch, in Spanish. The forms are filled in English between two checks.
 */
// The journeys send an application and save onboarding steps: a database of their own.
const product = useOwnProduct();
let current: Browser | null = null;

afterEach(async () => {
  auditEachStep(null);
  await current?.close();
  current = null;
});

async function openStill(path: string): Promise<Page> {
  current = await openBrowser('mobile', { serviceWorkers: 'block' });
  const { page } = current;
  trackRequests(page);
  await page.addInitScript(() => {
    localStorage.setItem('installPromptDismissed', '1');
    localStorage.setItem('offlineReadyShown', '1');
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await readAt(page, PHONE);
  await page.goto(`${product.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await screenSettled(page);
  return page;
}

/** Seeded (README, demo identities): an intake sent back with two reasons. */
const INTAKE_REJECTED = { ssn: '987654322', dob: '07211955' };

const invalidField = (page: Page) => page.locator('[aria-invalid="true"]').first().waitFor();

/** The first date field's calendar (a dialog on a phone), in either language. */
async function openCalendar(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Choose date|Elegir fecha)/ }).first().click();
  await page.getByRole('dialog').waitFor();
}

/** A dialog the screen opens, in both languages: opened, checked, closed; the switch sits behind it. */
async function expectDialogReflows(page: Page, open: (spanish: boolean) => Promise<unknown>, close: (spanish: boolean) => Promise<unknown>): Promise<void> {
  await open(false);
  await expectReflowsAtEveryReading(page);
  await close(false);
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
  await open(true);
  await expectReflowsAtEveryReading(page);
  await close(true);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
}

describe('at 320 px and with the text at 200 %, in English and Spanish, with reduced motion', () => {
  it('the intake: its entry screens, every step with a case manager, Finish later, the summary and the confirmation', { timeout: 600_000 }, async () => {
    const page = await openStill('/client/intake');
    await page.getByRole('link', { name: 'Start a New Application' }).click();
    await page.getByRole('radio', { name: 'Ohio' }).waitFor();
    await expectReflowsInBothLanguages(page);
    await page.getByRole('radio', { name: 'Ohio' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Every program's description in full.
    const learnMore = page.getByRole('button', { name: 'Learn More' });
    await learnMore.first().waitFor();
    while ((await learnMore.count()) > 0) await learnMore.first().click();
    await expectReflowsInBothLanguages(page);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Save and Proceed' }).click();

    await page.getByText('Step 1 of 9').waitFor();
    await next(page);
    await invalidField(page);
    await expectReflowsInBothLanguages(page);
    auditEachStep(expectReflowsInBothLanguages);
    await steps.representativeCaseManager(page);
    await steps.aboutYou(page, { ssn: '666020001', dob: '04041944', firstName: 'Evangelina', lastName: 'Longfellow-Castellanos' });
    await page.waitForURL(/\/client\/intake\/resume\/\d+$/);
    await steps.address(page);
    await steps.contactDetails(page);
    await steps.emergencyContact(page);
    await steps.benefits(page);
    await steps.employment(page);
    await steps.housing(page);
    await stepHeading(page, 'Referral Details');
    auditEachStep(null);

    await expectDialogReflows(
      page,
      (spanish) => page.getByRole('button', { name: spanish ? es('intake.finish_later.button') : 'Finish later' }).click(),
      (spanish) => page.getByRole('button', { name: spanish ? es('intake.finish_later.keep_going') : 'Keep going' }).click(),
    );

    await next(page, 'Submit');
    await stepHeading(page, 'Check your answers');
    await expectReflowsInBothLanguages(page);
    await next(page, 'Send application');
    await page.getByText('Your request has been successfully submitted to the Provider team!').waitFor();
    await expectReflowsInBothLanguages(page);
  });

  it('the resume screen with its errors, and the three status pages', { timeout: 300_000 }, async () => {
    const page = await openStill('/client/intake/resume-verification');
    await page.getByRole('button', { name: 'Submit' }).click();
    await invalidField(page);
    await expectReflowsInBothLanguages(page);
    for (const person of [PEOPLE.intakeInProgress, INTAKE_REJECTED, PEOPLE.onboardingPending]) {
      await page.goto(`${product.url}/client/intake/resume-verification`);
      await screenSettled(page);
      await fill(page, 'SSN', person.ssn);
      await typeDate(page, 'Birth Date', person.dob);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/client\/intake\/status\//);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectReflowsInBothLanguages(page);
    }
  });

  it("the outbox's notice of a step waiting for the server, with Send now", { timeout: 300_000 }, async () => {
    const page = await openStill('/client/intake/resume-verification');
    const applicant = { ssn: '666040003', dob: '07071944', firstName: 'Stella', lastName: 'Waiting' };
    await createApplication(product.url, applicant);
    await resumeApplication(page, product.url, applicant, 'Address Details');
    // A wait the server asks for, longer than the checks take: the notice holds still, no resend.
    await page.route('**/api/v1/website/intake/update**', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '600' }, contentType: 'application/json', body: JSON.stringify({ message: 'Too many attempts. Please wait a moment.' }) }),
    );
    await steps.address(page);
    await page.getByText('It is waiting for the server, not for your connection').waitFor();
    await expectReflowsInBothLanguages(page);
  });

  it('the sign-in screen with its errors and its calendar, and the three onboarding statuses', { timeout: 300_000 }, async () => {
    const page = await openStill('/auth/login');
    await page.getByRole('button', { name: 'Submit' }).click();
    await invalidField(page);
    await expectReflowsInBothLanguages(page);
    await expectDialogReflows(page, () => openCalendar(page), () => page.keyboard.press('Escape'));
    for (const person of [PEOPLE.onboardingInProgress, PEOPLE.onboardingRejected, PEOPLE.onboardingApproved]) {
      await page.goto(`${product.url}/auth/login`);
      await screenSettled(page);
      await identify(page, person);
      await page.getByRole('heading', { level: 1, name: new RegExp(person.firstName) }).waitFor();
      await expectReflowsInBothLanguages(page);
    }
  });

  it('the onboarding wizard: every step, the Quit dialog and the summary', { timeout: 600_000 }, async () => {
    const page = await openStill('/auth/login');
    await identify(page, PEOPLE.onboardingRejected);
    await page.getByRole('button', { name: 'Update Form Now' }).click();
    await page.waitForURL(`**/client/onboarding/${PEOPLE.onboardingRejected.code}`);
    for (const title of ['Profile photo', 'Identifiers', 'Medical Details', 'Active Benefits', 'Client Contacts', 'Upload bill']) {
      await page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }).waitFor();
      await expectReflowsInBothLanguages(page);
      if (title === 'Profile photo') {
        await expectDialogReflows(
          page,
          async (spanish) => {
            await page.getByRole('button', { name: spanish ? es('onboarding.quit') : 'Quit', exact: true }).click();
            await page.getByRole('dialog').waitFor();
          },
          () => page.keyboard.press('Escape'),
        );
      }
      await page.getByRole('button', { name: title === 'Upload bill' ? 'Submit' : 'Save and Proceed', exact: true }).click();
    }
    await page.getByRole('heading', { name: /^Check your answers/ }).waitFor();
    await expectReflowsInBothLanguages(page);
  });

  it('My Account when its programs could not be loaded, with Try again', { timeout: 300_000 }, async () => {
    const page = await openStill('/auth/login');
    await page.route('**/api/v1/website/client/programs**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server Error' }) }),
    );
    await identify(page, PEOPLE.client);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expectReflowsInBothLanguages(page);
  });

  it('My Account, with a balance shown and the statement dates chosen', { timeout: 300_000 }, async () => {
    const page = await openStill('/auth/login');
    await identify(page, PEOPLE.client);
    await page.waitForURL('**/my-account');
    await page.getByRole('combobox', { name: 'Program' }).waitFor();
    await expectReflowsInBothLanguages(page);
    await page.getByRole('button', { name: 'Show balance' }).click();
    await page.getByText(/^-?\$[\d,]+\.\d{2}$/).waitFor();
    await typeDate(page, 'Start Date', '01012025');
    await typeDate(page, 'End Date', '02012025');
    await expectReflowsInBothLanguages(page);
    await expectDialogReflows(page, () => openCalendar(page), () => page.keyboard.press('Escape'));
  });
});
