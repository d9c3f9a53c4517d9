import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openWizard, REJECTED, type WizardVisit } from './sign-in';
import { typeDate } from '../support/fields';
import { block, button, choose, fill, saveAndProceed, stepHeading } from './steps';
import { apiCall } from '../support/api-calls';

const baseUrl = inject('baseUrl');
const SAVE = apiCall('/website/onboarding', { _method: 'PUT' });
let visit: WizardVisit | null = null;

afterEach(async () => {
  await visit?.close();
  visit = null;
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A multipart body (without files) with one field set to a value, added when missing. */
function withField(body: string, boundary: string, name: string, value: string): string {
  const part = new RegExp(`(--${escape(boundary)}\r\nContent-Disposition: form-data; name="${escape(name)}"\r\n\r\n)[^\r]*`);
  if (part.test(body)) return body.replace(part, `$1${value}`);
  return body.replace(`--${boundary}--`, `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}--`);
}

/** The form's own checks stop what the server would refuse: spoil the save on its way out. */
async function spoilNextSave(page: Page, name: string, value: string) {
  await page.route(SAVE, async (route) => {
    const boundary = /boundary=(.+)$/.exec((await route.request().headerValue('content-type')) ?? '')![1]!;
    await route.continue({ postData: withField(route.request().postData() ?? '', boundary, name, value) });
    await page.unroute(SAVE);
  });
}

/** The person sent back for changes has every step saved: Save and Proceed walks to a step. */
async function walkTo(page: Page, title: string) {
  const titles = ['Identifiers', 'Medical Details', 'Active Benefits', 'Client Contacts', 'Upload bill'];
  await stepHeading(page, 'Profile photo').waitFor();
  for (const next of titles.slice(0, titles.indexOf(title) + 1)) await saveAndProceed(page, next);
}

async function errorUnder(page: Page, scope: ReturnType<Page['locator']>, label: string): Promise<string> {
  const input = scope.getByRole('textbox', { name: new RegExp(`^${label}`) });
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  const described = (await input.getAttribute('aria-describedby'))!.split(' ')[0]!;
  return page.locator(`[id="${described}"]`).innerText();
}

describe("the server's field errors", () => {
  it('appear under the field of the right contact block, with the summary, the toast and focus on the first', async () => {
    visit = await openWizard(baseUrl, REJECTED, 'desktop');
    const { page } = visit;
    await walkTo(page, 'Client Contacts');
    await button(page, 'Add another contact').click();
    const second = block(page, 'Contact 2');
    await fill(second, 'Contact name', 'Mercy Pharmacy');
    await choose(page, second, 'Contact category', 'Pharmacy');
    await fill(second, 'Primary phone', '4105550111');
    await spoilNextSave(page, 'client_contacts[1][personal_contact][primary_email]', 'not-an-email');

    const answer = page.waitForResponse((response) => response.url().includes('/website/onboarding'));
    await button(page, 'Save and Proceed').click();
    const refusal = (await (await answer).json()) as { message: string; errors: Record<string, string[]> };
    const message = refusal.errors['client_contacts.1.personal_contact.primary_email']![0]!;
    expect(message).toBe('The primary email must be a valid email address.');

    expect(await errorUnder(page, second, 'Primary email')).toBe(message);
    expect(await block(page, 'Contact 1').getByText(message).count()).toBe(0);
    await page.getByRole('alert').filter({ hasText: 'Please correct the following:' }).getByRole('link', { name: message }).waitFor();
    await page.getByRole('alert').filter({ hasText: refusal.message }).first().waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('client_contacts.1.personal_contact.primary_email');
    expect(await second.getByRole('textbox', { name: /^Contact name/ }).inputValue()).toBe('Mercy Pharmacy');
    await stepHeading(page, 'Client Contacts').waitFor();
  });

  it("appear under the benefit they name by id", async () => {
    visit = await openWizard(baseUrl, REJECTED, 'mobile');
    const { page } = visit;
    await walkTo(page, 'Active Benefits');
    const rsdi = page.getByRole('group', { name: 'Social Security retirement (RSDI)' });
    await rsdi.waitFor();
    await page.getByRole('checkbox', { name: 'Supplemental Security Income (SSI)' }).check();
    const ssi = page.getByRole('group', { name: 'Supplemental Security Income (SSI)' });
    await typeDate(ssi, 'From Date', '02012015');
    await fill(ssi, 'Monthly amount in dollars', '120');
    // The benefits go in id order: RSDI (1) first; its end date is moved before its start.
    await spoilNextSave(page, 'active_benefits[0][effective_till]', '2001-01-01');
    const answer = page.waitForResponse((response) => response.url().includes('/website/onboarding'));
    await button(page, 'Save and Proceed').click();
    const refusal = (await (await answer).json()) as { errors: Record<string, string[]> };
    expect(Object.keys(refusal.errors)).toEqual(['active_benefits.1.effective_till']);
    const message = refusal.errors['active_benefits.1.effective_till']![0]!;

    await rsdi.getByText(message).waitFor();
    expect(await ssi.getByText(message).count()).toBe(0);
    await stepHeading(page, 'Active Benefits').waitFor();
  });
});
