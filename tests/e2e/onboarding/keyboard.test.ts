import { afterAll, describe, expect, it } from 'vitest';
import { useOwnProduct } from '../support/own-product';
import { billPdf, photo } from './files';
import { chooseFileWithKeys, focusedName, pickWithKeys, tabTo } from './keyboard';
import { openWizard, PENDING, type WizardVisit } from './sign-in';
import { stepHeading } from './steps';

// Submits the pending person's onboarding: a database of its own.
const product = useOwnProduct();
let visit: WizardVisit | null = null;
afterAll(async () => {
  await visit?.close();
});

describe('the onboarding wizard by keyboard alone', () => {
  it('can be completed with Tab, arrows, Space, Enter and typing', async () => {
    visit = await openWizard(product.url, PENDING, 'desktop');
    const { page } = visit;
    const press = (key: string) => page.keyboard.press(key);
    const expectStep = async (title: string) => {
      await stepHeading(page, title).waitFor();
      expect(await focusedName(page)).toMatch(new RegExp(`^${title}`));
    };
    await stepHeading(page, 'Profile photo').waitFor();

    await tabTo(page, 'Upload Photo');
    await chooseFileWithKeys(page, photo());
    await page.getByText('Photo Uploaded Successfully !').waitFor();
    await tabTo(page, 'Save and Proceed');
    await press('Enter');

    await expectStep('Identifiers');
    await tabTo(page, /^Identifier type/);
    await pickWithKeys(page, 'US passport');
    await tabTo(page, 'Identification number');
    await page.keyboard.type('P7654321');
    await tabTo(page, 'Save and Proceed');
    await press('Enter');

    await expectStep('Medical Details');
    await tabTo(page, 'Skip');
    await press('Enter');

    await expectStep('Active Benefits');
    await tabTo(page, 'Social Security disability (SSDI)');
    await press('Space');
    await press('Tab');
    // The From Date's first part, the month (MUI X's field takes over from its stand-in with the focus).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Month');
    expect(await page.getByRole('group', { name: 'From Date' }).evaluate((field) => field.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('03012019');
    await tabTo(page, 'Monthly amount in dollars');
    await page.keyboard.type('1100.50');
    await tabTo(page, 'Save and Proceed');
    await press('Enter');

    await expectStep('Client Contacts');
    await tabTo(page, 'Skip');
    await press('Enter');

    await expectStep('Upload bill');
    await tabTo(page, /^Bill type/);
    await pickWithKeys(page, 'Rent');
    await tabTo(page, 'Amount for one month in dollars');
    await page.keyboard.type('950');
    await tabTo(page, 'Upload Bill');
    await chooseFileWithKeys(page, billPdf());
    await page.getByText('Chosen: electric-bill.pdf').waitFor();
    await tabTo(page, 'Submit');
    await press('Enter');
    // The summary comes first, its heading focused; Send is reached with Tab.
    const summary = page.getByRole('heading', { level: 2, name: 'Check your answers' });
    await summary.waitFor();
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    await tabTo(page, 'Send');
    await press('Enter');

    await page.waitForURL(`${product.url}/client/onboarding/success`);
    await page.getByText(/Your request has been successfully submitted/).waitFor();
    expect(visit.problems).toEqual([]);
  });
});
