import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

interface Entry {
  message?: string;
  translation: string;
}

let catalogue: Record<string, Entry> | null = null;

/**
 * A text of the app in Spanish, as its catalogue (src/contract/catalogs/es.json) has it, so a
 * browser test finds fields and buttons by the words a Spanish reader sees. Plain
 * `{placeholders}` are filled from `values`.
 */
export function es(id: string, values: Record<string, string | number> = {}): string {
  catalogue ??= JSON.parse(readFileSync(join(process.cwd(), 'src/contract/catalogs/es.json'), 'utf8')) as Record<string, Entry>;
  const entry = catalogue[id];
  if (!entry?.translation) throw new Error(`No Spanish for '${id}' in src/contract/catalogs/es.json`);
  return entry.translation.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Opens the app in Spanish, as the language switch's stored choice does: call before the first page is opened. */
export function chooseSpanish(): void {
  localStorage.setItem('language', 'es');
}

/**
 * Types a date's digits into its field found by its Spanish label, from its first part on,
 * whatever the language's names of the parts (Month, Mes).
 */
export async function typeDateByLabel(scope: Page | Locator, label: string, mmddyyyy: string): Promise<void> {
  const page = 'keyboard' in scope ? scope : scope.page();
  const group = scope.getByRole('group', { name: label, exact: true });
  await scope.getByRole('textbox', { name: label, exact: true }).or(group).first().click();
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(mmddyyyy.replace(/\D/g, ''));
}
