import { afterEach, describe, expect, it } from 'vitest';
import { backOnline, goOffline } from '../support/connection';
import { useOwnProduct } from '../support/own-product';
import { waitForWorker } from '../support/worker';
import { readDetail } from './api';
import { billPdf, photo } from './files';
import { draftText, openWizard, PENDING, type WizardVisit } from './sign-in';
import { block, button, choose, fill, stepHeading } from './steps';

// Saves the pending person's first steps: a database of its own.
const product = useOwnProduct();
let visit: WizardVisit | null = null;
afterEach(async () => {
  await visit?.close();
  visit = null;
});

const LOAD_FAILED = 'We could not reach the server to open your details. What you entered before is still kept on this device. Check your connection, then try again.';
const NOT_SAVED = 'Not saved yet: we could not reach the server. What you entered is kept on this device. Check your connection, then try again.';

describe('what the person enters is kept on the device until the server has it', () => {
  it('keeps the chosen photo and typed values when the connection drops, and Save and Proceed tries again', async () => {
    visit = await openWizard(product.url, PENDING, 'mobile', { serviceWorkers: 'allow' });
    const { page, context, token } = visit;
    await stepHeading(page, 'Profile photo').waitFor();
    await context.setOffline(true);
    await page.locator('input[type="file"][name="image"]').setInputFiles(photo());
    await page.getByText(NOT_SAVED).first().waitFor();
    expect(await page.getByText('Chosen: me.png').isVisible()).toBe(true);
    await button(page, 'Save and Proceed').click();
    await page.getByRole('alert').filter({ hasText: NOT_SAVED }).first().waitFor();
    await stepHeading(page, 'Profile photo').waitFor();

    // Back online, the photo the device kept goes by itself.
    await backOnline(context, page);
    await page.getByRole('status').filter({ hasText: 'Photo Uploaded Successfully !' }).waitFor();
    await button(page, 'Save and Proceed').click();
    await stepHeading(page, 'Identifiers').waitFor();
    expect((await readDetail(page.request, product.url, token)).data!.image_name).toBe('me.png');

    await choose(page, page, 'Identifier type', 'State ID card');
    await page.getByRole('textbox', { name: 'Identification number', exact: true }).fill('S-0001');
    await goOffline(context, page);
    await button(page, 'Save and Proceed').click();
    await page.getByRole('alert').filter({ hasText: NOT_SAVED }).first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Identification number', exact: true }).inputValue()).toBe('S-0001');
    await backOnline(context, page);
    await button(page, 'Save and Proceed').click();
    await stepHeading(page, 'Medical Details').waitFor();
    expect((await readDetail(page.request, product.url, token)).data!.identifiers.photo_id).toBe('S-0001');
    expect(visit.problems).toEqual([]);
  });

  it('reloads with no connection: the first state from the worker, word that the detail needs the connection, the step once back', async () => {
    visit = await openWizard(product.url, PENDING, 'mobile', { serviceWorkers: 'allow' });
    const { page, context } = visit;
    // Whichever step the person is on (the test before saved some).
    const step = (await page.getByText(/^Step \d of 6$/).textContent())!;
    await waitForWorker(page);
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response!.text()).toContain('data-prerendered="/client/onboarding/:applicationCode"');
    await page.getByRole('heading', { level: 1, name: 'Set up your account' }).waitFor();
    await page.getByText(LOAD_FAILED).waitFor();
    // Back online, the detail is asked for again by itself (or with Try again).
    await context.setOffline(false);
    await page.getByText(step, { exact: true }).waitFor();
    expect(visit.problems).toEqual([]);
  });

  it('keeps the step, what was typed and the chosen bill across a reload', async () => {
    visit = await openWizard(product.url, PENDING, 'desktop', { serviceWorkers: 'allow' });
    const { page } = visit;
    await stepHeading(page, 'Medical Details').waitFor();
    await fill(page, 'Guardianship', 'My daughter, Ana');
    for (let skipped = 0; skipped < 3; skipped += 1) await button(page, 'Skip').click();
    await stepHeading(page, 'Upload bill').waitFor();
    const bill = block(page, 'Bill 1');
    await choose(page, bill, 'Bill type', 'Rent');
    await fill(bill, 'Amount for one month in dollars', '950');
    await bill.locator('input[type="file"]').setInputFiles(billPdf('march-rent.pdf'));
    await button(page, 'Add another bill').click();
    await fill(block(page, 'Bill 2'), 'Amount for one month in dollars', '40');
    await expect.poll(() => draftText(page, PENDING.code)).toContain('"amount":"40"');

    await page.reload();
    await stepHeading(page, 'Upload bill').waitFor();
    const restored = block(page, 'Bill 1');
    // The select shows its choice once the bill types have loaded.
    const billType = restored.getByRole('combobox', { name: 'Bill type' });
    await expect.poll(() => billType.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label ?? '')).toBe('Rent');
    expect(await restored.getByRole('textbox', { name: 'Amount for one month in dollars' }).inputValue()).toBe('950');
    await restored.getByText('Chosen: march-rent.pdf').waitFor();
    expect(await block(page, 'Bill 2').getByRole('textbox', { name: 'Amount for one month in dollars' }).inputValue()).toBe('40');
    for (let back = 0; back < 3; back += 1) await button(page, 'Back').click();
    await stepHeading(page, 'Medical Details').waitFor();
    expect(await page.getByRole('textbox', { name: 'Guardianship (optional)' }).inputValue()).toBe('My daughter, Ana');
    expect(visit.problems).toEqual([]);
  });
});
