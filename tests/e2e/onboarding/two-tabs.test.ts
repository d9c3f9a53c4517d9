import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useOwnProduct } from '../support/own-product';
import { draftText, openWizard, PENDING, type WizardVisit } from './sign-in';
import { fill, labelled, profilePhoto, stepHeading } from './steps';

// Saves the pending person's photo step: a database of its own.
const product = useOwnProduct();
let visit: WizardVisit | null = null;
afterEach(async () => {
  await visit?.close();
  visit = null;
});

const NOTICE = 'Your details are now open in another tab or window. To go on here instead, choose Continue here: you will see what you entered there.';
const value = (page: Page, label: string) => page.getByRole('textbox', { name: labelled(label) }).inputValue();

describe('onboarding open in two tabs', () => {
  it('lets only the newer tab type, and the older one take it back at the step and with the values the newer one kept', async () => {
    visit = await openWizard(product.url, PENDING, 'mobile');
    const first = visit.page;
    await profilePhoto(first);
    await fill(first, 'Debit card number', '4000 1234 5678');
    await expect.poll(() => draftText(first, PENDING.code)).toContain('4000 1234 5678');

    const second = await visit.context.newPage();
    await second.goto(`${product.url}/client/onboarding/${PENDING.code}`);
    await stepHeading(second, 'Identifiers').waitFor();
    expect(await value(second, 'Debit card number')).toBe('4000 1234 5678');
    await fill(second, 'VA number', '12-345');
    await expect.poll(() => draftText(second, PENDING.code)).toContain('12-345');

    await first.bringToFront();
    const notice = first.getByRole('alert').filter({ hasText: NOTICE });
    await notice.waitFor();
    expect(await first.locator('main form').count()).toBe(0);
    await notice.getByRole('button', { name: 'Continue here' }).click();
    await stepHeading(first, 'Identifiers').waitFor();
    expect([await value(first, 'Debit card number'), await value(first, 'VA number')]).toEqual(['4000 1234 5678', '12-345']);
    await second.getByRole('alert').filter({ hasText: NOTICE }).waitFor();

    await fill(first, 'RSS / Medicaid number', 'MA-998877');
    await expect.poll(() => draftText(first, PENDING.code)).toContain('MA-998877');
    await first.reload();
    await stepHeading(first, 'Identifiers').waitFor();
    expect([await value(first, 'Debit card number'), await value(first, 'VA number'), await value(first, 'RSS / Medicaid number')]).toEqual([
      '4000 1234 5678',
      '12-345',
      'MA-998877',
    ]);
    expect(visit.problems).toEqual([]);
  });
});
