import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { englishWords } from '../../fixtures/english-words';
import { ROOT } from './product';

type Catalogue = Record<string, { message: string; translation: string }>;

const read = (path: string): Catalogue => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as Catalogue;
/** What the app shows: the contract's texts (in parts), the shell's and each area's of screens. */
const APP_CATALOGUES = ['src/contract/catalogs', 'src/i18n/catalogs'].flatMap((dir) => readdirSync(resolve(ROOT, dir)).map((name) => `${dir}/${name}/es.json`));
const APP: Catalogue = Object.assign({}, ...APP_CATALOGUES.map(read));
const SERVER = read('server/catalogs/es.json');

/** Fills a translation's plain `{placeholders}`. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** An app text in Spanish, as the catalogue has it (so a test finds fields by the words a person reads). */
export function es(id: string, values: Record<string, string | number> = {}): string {
  const entry = APP[id];
  if (!entry?.translation) throw new Error(`No Spanish for ${id} in the app's catalogues (src/contract/catalogs/*, src/i18n/catalogs/*)`);
  return fill(entry.translation, values);
}

/** A rule's label as a form shows it in Spanish: the catalogue's words as a sentence ('nombre' -> 'Nombre'). */
export function esLabel(id: string): string {
  const words = es(id);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A list's word (the server's catalogue) in either language, whole: the lists answer in the
 * language the app asks for, which a test does not decide.
 */
export function listWord(id: string): RegExp {
  const entry = SERVER[id];
  if (!entry?.translation) throw new Error(`No Spanish for ${id} in server/catalogs/es.json`);
  return new RegExp(`^(${escape(entry.message)}|${escape(entry.translation)})$`);
}

/**
 * Opens the app in Spanish, as the language switch's choice (the `lang` cookie) does: pass to
 * `addInitScript` (or `visit`'s `beforeLoad`) before the first page. A choice made later with
 * the switch is kept.
 */
export function chooseSpanish(): void {
  // about:blank, where a test's page starts, has no cookies to write.
  if (location.protocol.startsWith('http') && !/(?:^|;\s*)lang=/.test(document.cookie)) document.cookie = 'lang=es; Path=/';
}

/**
 * The page's main content, as a person sees it, holds none of the English words a Spanish
 * screen never needs (tests/fixtures/english-words.ts). The data a person typed or chose is
 * checked too: a list row left in English shows up here.
 */
export async function expectNoEnglish(page: Page): Promise<void> {
  // A native select shows its chosen line only, but innerText reads every option: the others
  // (names such as 'District of Columbia' in a closed list) are left out.
  const unchosen = new Set(
    await page
      .locator('main select')
      .evaluateAll((selects) => selects.flatMap((select) => [...(select as HTMLSelectElement).options].filter((option) => !option.selected).map((option) => option.text.trim()))),
  );
  const text = (await page.locator('main').innerText())
    .split('\n')
    .filter((line) => !unchosen.has(line.trim()))
    .join('\n');
  expect(englishWords(text), `English words on ${page.url()}`).toEqual([]);
}
