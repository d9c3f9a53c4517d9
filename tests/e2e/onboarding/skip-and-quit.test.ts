import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserBack, openBrowser, waitForApp, type Browser } from '../support/browser';
import { typeDate } from '../support/fields';
import { useOwnProduct } from '../support/own-product';
import { readDetail } from './api';
import { draftKeysIn, openWizard, PENDING, type WizardVisit } from './sign-in';
import { block, button, fill, identifiers, profilePhoto, stepHeading } from './steps';

// Saves steps 1 and 2 of the pending person: a database of its own.
const product = useOwnProduct();
let visit: WizardVisit | null = null;
let browser: Browser | null = null;
afterEach(async () => {
  await visit?.close();
  visit = null;
  await browser?.close();
  browser = null;
});

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('moving through the wizard', () => {
  it('skips steps 3 to 5 without saving them, keeps what was typed, and goes back no further than step 1', async () => {
    visit = await openWizard(product.url, PENDING, 'mobile');
    const { page } = visit;
    await profilePhoto(page);
    await identifiers(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/website/onboarding')) saves.push(request.url());
    });

    await fill(page, 'Diagnosis', 'Asthma, mild');
    for (const [from, to] of [
      ['Medical Details', 'Active Benefits'],
      ['Active Benefits', 'Client Contacts'],
      ['Client Contacts', 'Upload bill'],
    ] as const) {
      await stepHeading(page, from).waitFor();
      await button(page, 'Skip').click();
      await stepHeading(page, to).waitFor();
      // Focus moves to the new step's heading, so a screen reader announces it.
      expect(await focusedText(page)).toMatch(new RegExp(`^${to}`));
    }
    await page.getByText('Step 6 of 6').waitFor();
    expect(await button(page, 'Skip').count()).toBe(0);
    expect(saves).toEqual([]);
    const { data } = await readDetail(page.request, product.url, visit.token);
    expect(data!.saved_steps).toEqual(['document_proof', 'identifier']);
    expect(data!.health_info.diagnosis).toBeNull();

    for (const title of ['Client Contacts', 'Active Benefits', 'Medical Details']) {
      await button(page, 'Back').click();
      await stepHeading(page, title).waitFor();
    }
    expect(await page.getByRole('textbox', { name: 'Diagnosis (optional)' }).inputValue()).toBe('Asthma, mild');
    await button(page, 'Back').click();
    await stepHeading(page, 'Identifiers').waitFor();
    expect(await page.getByRole('textbox', { name: 'Identification number', exact: true }).first().inputValue()).toBe('P1234567');
    await button(page, 'Back').click();
    await stepHeading(page, 'Profile photo').waitFor();
    expect(await button(page, 'Back').count()).toBe(0);
    expect(saves).toEqual([]);
  });

  it("asks 'Quit?' in a 400 px dialog and, once confirmed, logs out to the login screen and clears the device", async () => {
    visit = await openWizard(product.url, PENDING, 'desktop');
    const { page, token } = visit;
    // Steps 1 and 2 are saved: the wizard opens at the first step that is not.
    await stepHeading(page, 'Medical Details').waitFor();
    await fill(page, 'Medications', 'Inhaler');
    await expect.poll(() => draftKeysIn(page)).toContain('onboarding:ONB-4323');

    await button(page, 'Quit').click();
    const dialog = page.getByRole('dialog', { name: 'Quit?' });
    await dialog.getByText('Are you sure you want to quit?').waitFor();
    expect(Math.round((await page.locator('.MuiDialog-paper').boundingBox())!.width)).toBe(400);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/client/onboarding/ONB-4323');

    await button(page, 'Quit').click();
    await page.getByRole('dialog', { name: 'Quit?' }).getByRole('button', { name: 'Quit' }).click();
    await page.waitForURL(`${product.url}/auth/login/ONB-4323`);
    await page.getByRole('alert').filter({ hasText: 'Logged out successfully' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    expect((await readDetail(page.request, product.url, token)).status).toBe(401);
    expect(await draftKeysIn(page)).toEqual([]);
    expect(visit.problems).toEqual([]);
  });

  it("takes the browser's Back as the wizard's: the step before, or the open question closed", async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    // Signed in through the app's own screens, as a person does: the pages before the wizard
    // are entries of the same page, which the wizard can turn the browser's Back from.
    await page.goto(`${product.url}/about-us`);
    await waitForApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('SSN', { exact: true }).fill(PENDING.ssn);
    await typeDate(page, 'Birth Date', '11301960');
    await page.getByRole('button', { name: 'Submit' }).click();
    // Steps 1 and 2 are saved: the wizard opens at the first step that is not.
    await stepHeading(page, 'Medical Details').waitFor();
    await button(page, 'Skip').click();
    await stepHeading(page, 'Active Benefits').waitFor();

    await browserBack(page);
    await stepHeading(page, 'Medical Details').waitFor();
    expect(await focusedText(page)).toMatch(/^Medical Details/);
    expect(new URL(page.url()).pathname).toBe('/client/onboarding/ONB-4323');

    await button(page, 'Quit').click();
    const question = page.getByRole('dialog', { name: 'Quit?' });
    await question.waitFor();
    await browserBack(page);
    await question.waitFor({ state: 'detached' });
    await stepHeading(page, 'Medical Details').waitFor();
    expect(new URL(page.url()).pathname).toBe('/client/onboarding/ONB-4323');
  });
  it('asks before deleting a contact that holds something; an empty one goes at once', async () => {
    visit = await openWizard(product.url, PENDING, 'mobile');
    const { page } = visit;
    // Steps 1 and 2 are saved: the wizard opens at the first step that is not.
    await stepHeading(page, 'Medical Details').waitFor();
    await button(page, 'Skip').click();
    await stepHeading(page, 'Active Benefits').waitFor();
    await button(page, 'Skip').click();
    await stepHeading(page, 'Client Contacts').waitFor();
    const name = (contact: string) => block(page, contact).getByRole('textbox', { name: 'Contact name' });

    await button(page, 'Add another contact').click();
    await button(page, 'Delete contact 2').click();
    await block(page, 'Contact 2').waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);

    await button(page, 'Add another contact').click();
    await name('Contact 2').fill('Bravo Two');
    await button(page, 'Add another contact').click();
    await name('Contact 3').fill('Charlie Three');

    await button(page, 'Delete contact 2').click();
    const question = page.getByRole('dialog', { name: 'Delete contact 2?' });
    await question.getByText('What you entered for contact 2 will be lost.').waitFor();
    expect(await focusedText(page)).toBe('Cancel');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await name('Contact 2').inputValue()).toBe('Bravo Two');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Delete contact 2');

    await button(page, 'Delete contact 2').click();
    await page.getByRole('dialog', { name: 'Delete contact 2?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await block(page, 'Contact 3').waitFor({ state: 'detached' });
    expect(await name('Contact 2').inputValue()).toBe('Charlie Three');
    // The person carries on from the block that took the deleted one's place.
    expect(await focusedText(page)).toBe('Contact 2');
    expect(visit.problems).toEqual([]);
  });
});
