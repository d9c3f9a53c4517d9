import type { Page } from 'playwright-core';

/** Form helpers that act the way a person does: by visible label. */
const labelled = (label: string | RegExp) => (typeof label === 'string' ? new RegExp(`^${escape(label)}( \\(optional\\))?$`) : label);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function fill(page: Page, label: string | RegExp, value: string): Promise<void> {
  await page.getByRole('textbox', { name: labelled(label) }).fill(value);
}

export async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).first().click();
  // A multiple select stays open until dismissed.
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
}

/** Types a date's digits into its field, over what it held; the field puts the slashes in. */
export async function typeDate(page: Page, label: string | RegExp, mmddyyyy: string): Promise<void> {
  const field = page.getByRole('textbox', { name: labelled(label) });
  await field.fill('');
  await field.pressSequentially(mmddyyyy.replace(/\D/g, ''));
}

export async function next(page: Page, button: 'Save and proceed' | 'Submit' | 'Send application' = 'Save and proceed'): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
}

let onStep: ((page: Page) => Promise<void>) | null = null;

/** Runs a check (e.g. axe) on every wizard step as it appears, until cleared with null. */
export function auditEachStep(check: ((page: Page) => Promise<void>) | null): void {
  onStep = check;
}

export async function stepHeading(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${escape(title)}`) }).waitFor();
  if (onStep) await onStep(page);
}
