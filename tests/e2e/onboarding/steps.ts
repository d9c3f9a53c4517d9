import type { Locator, Page } from 'playwright-core';
import { openList, typeDate } from '../support/fields';
import { billPdf, photo } from './files';

/** Page or part of it (a block, an address): helpers find fields by visible label inside it. */
export type Scope = Page | Locator;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const labelled = (label: string) => new RegExp(`^${escape(label)}( \\(optional\\))?$`);

export const fill = (scope: Scope, label: string, value: string) => scope.getByRole('textbox', { name: labelled(label) }).fill(value);

export async function choose(page: Page, scope: Scope, label: string, option: string): Promise<void> {
  const named = scope.getByRole('combobox', { name: labelled(label) });
  // A native select (the phone's own picker) is chosen from as the browser allows, once its list has the option.
  if (await named.evaluate((element) => element instanceof HTMLSelectElement)) {
    await named.getByRole('option', { name: option, exact: true }).waitFor({ state: 'attached' });
    await named.selectOption({ label: option });
    return;
  }
  const select = await named.elementHandle();
  if (!select) throw new Error(`choose: no select named ${label}`);
  await select.click();
  const list = await openList(page, select);
  await list.getByRole('option', { name: option, exact: true }).click();
  await list.waitFor({ state: 'detached' });
}

export const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: new RegExp(`^${escape(title)}`) });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

export async function saveAndProceed(page: Page, nextTitle: string): Promise<void> {
  await button(page, 'Save and Proceed').click();
  await stepHeading(page, nextTitle).waitFor();
}

export async function profilePhoto(page: Page): Promise<void> {
  await stepHeading(page, 'Profile photo').waitFor();
  await page.locator('input[type="file"][name="image"]').setInputFiles(photo());
  await page.getByText('Photo Uploaded Successfully !').waitFor();
  await button(page, 'Re-Upload Photo').waitFor();
  await saveAndProceed(page, 'Identifiers');
}

export async function identifiers(page: Page): Promise<void> {
  await fill(page, 'Debit card number', '4000 1234 5678');
  await fill(page, 'VA number', '12-345');
  await fill(page, 'RSS / Medicaid number', 'MA-998877');
  await choose(page, page, 'Identifier type', 'US passport');
  await page.getByRole('textbox', { name: 'Identification number', exact: true }).fill('P1234567');
  const other = block(page, 'Other identifier 1');
  await fill(other, 'Identification number', 'LC-42');
  await fill(other, 'Identifier type', 'Library card');
  await saveAndProceed(page, 'Medical Details');
}

export async function medicalDetails(page: Page): Promise<void> {
  await fill(page, 'Diagnosis', 'Type 2 diabetes');
  await fill(page, 'Medications', 'Metformin 500 mg twice a day');
  await saveAndProceed(page, 'Active Benefits');
}

export async function activeBenefits(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Supplemental Security Income (SSI)' }).check();
  const benefit = page.getByRole('group', { name: 'Supplemental Security Income (SSI)' });
  await typeDate(benefit, 'From Date', '01152020');
  await fill(benefit, 'Monthly amount in dollars', '943.00');
  await saveAndProceed(page, 'Client Contacts');
}

export async function clientContacts(page: Page): Promise<void> {
  const contact = block(page, 'Contact 1');
  await fill(contact, 'Contact name', 'Dr. Ruth Okafor');
  await choose(page, contact, 'Contact category', 'Doctor');
  await fill(contact, 'Primary phone', '4105550199');
  const physical = contact.getByRole('group', { name: 'Physical address (optional)' });
  await fill(physical, 'Address line 1', '12 Elm Street');
  await fill(physical, 'City', 'Baltimore');
  await choose(page, physical, 'State', 'Maryland');
  await fill(physical, 'County', 'Baltimore City');
  await fill(physical, 'ZIP code', '21201');
  await contact.getByRole('checkbox', { name: 'Same as physical address' }).check();
  await saveAndProceed(page, 'Upload bill');
}

export async function uploadBill(page: Page): Promise<void> {
  const bill = block(page, 'Bill 1');
  await choose(page, bill, 'Bill type', 'Electricity');
  await fill(bill, 'Amount for one month in dollars', '84.20');
  await bill.getByRole('radio', { name: 'Yes' }).check();
  await choose(page, bill, 'How often', 'Monthly');
  await fill(bill, 'Repeat intervals', '12');
  await bill.locator('input[type="file"]').setInputFiles(billPdf());
  await bill.getByText('Chosen: electric-bill.pdf').waitFor();
}
