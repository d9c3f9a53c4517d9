import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Screen } from '../support/browser';
import { expectNoA11yViolations } from '../support/a11y';
import { openWizard, REJECTED, type WizardVisit } from './sign-in';
import { button, saveAndProceed, stepHeading } from './steps';

const baseUrl = inject('baseUrl');
let visit: WizardVisit | null = null;

afterEach(async () => {
  await visit?.close();
  visit = null;
});

const NEXT = ['Identifiers', 'Medical Details', 'Active Benefits', 'Client Contacts', 'Upload bill'];

describe.each<Screen>(['mobile', 'desktop'])('accessibility of every step at the %s size', (screen) => {
  it('has no axe violations on any step, in the quit dialog or with errors shown', async () => {
    // The person sent back for changes has every step filled in: each step shows its data.
    visit = await openWizard(baseUrl, REJECTED, screen);
    const { page } = visit;
    await stepHeading(page, 'Profile photo').waitFor();
    await page.getByRole('img', { name: 'Profile photo on file' }).waitFor();
    await expectNoA11yViolations(page);

    for (const title of NEXT) {
      await saveAndProceed(page, title);
      await expectNoA11yViolations(page);
    }
    await page.getByText('On file: rent-statement.pdf').waitFor();
    await page.getByRole('img', { name: 'Bill file on file' }).waitFor();
    await expectNoA11yViolations(page);

    await button(page, 'Back').click();
    await stepHeading(page, 'Client Contacts').waitFor();
    await page.getByRole('textbox', { name: 'Contact name', exact: true }).fill('');
    await button(page, 'Save and Proceed').click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the following:' }).waitFor();
    await expectNoA11yViolations(page);

    await button(page, 'Quit').click();
    await page.getByRole('dialog', { name: 'Quit?' }).waitFor();
    await expectNoA11yViolations(page);
    expect(visit.problems).toEqual([]);
  });
});
