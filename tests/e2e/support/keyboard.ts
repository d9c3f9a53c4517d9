import type { Locator, Page } from 'playwright-core';
import { until } from './fields';

/**
 * Moves focus with Tab (Shift+Tab when `back`) until the target has it: proof that a person
 * with a keyboard alone can get there. Fails after `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<void> {
  // Looked up afresh at each press, never held: a screen's first state (prerendered, or drawn
  // while its code loads) is replaced by the app's own elements, and a handle to the old one
  // would never take focus.
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`tabTo: could not reach ${target} with the keyboard in ${limit} presses`);
}

const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(optional\\))?$`);

export async function keyType(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByRole('textbox', { name: labelled(label) }));
  await page.keyboard.type(text);
}

/**
 * With a select's list open, walks it with the arrow keys until the option has focus.
 * A list still loading opens empty, and its first option takes focus when the choices arrive:
 * the walk starts once an option has focus, as a person waits for the choices to appear, and
 * from the top (Home), whatever moved focus in between.
 */
export async function arrowToOption(page: Page, option: string, limit = 300): Promise<void> {
  await page.getByRole('listbox').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'option');
  await page.keyboard.press('Home');
  for (let step = 0; step < limit; step += 1) {
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')) === option) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrow keys never reached the option "${option}"`);
}

/**
 * A native select (the phone's own picker), as a keyboard user works it on a computer: with the
 * focus on it, the arrow keys change the choice where it stands, from the top (Home) down to the
 * option. Waits, as a person would, until its list has the option (a list still loading).
 */
export async function arrowToNativeChoice(page: Page, select: Locator, option: string, limit = 300): Promise<void> {
  const chosen = () => select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.label ?? '');
  await until(() => select.evaluate((element, wanted) => [...(element as HTMLSelectElement).options].some((item) => item.label === wanted), option), `${option} among the choices`);
  await page.keyboard.press('Home');
  for (let step = 0; step < limit; step += 1) {
    if ((await chosen()) === option) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrow keys never reached the option "${option}"`);
}

/** Tabs to a select and chooses with the arrow keys: a native one where it stands, MUI's in its opened list. */
export async function keyChoose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: labelled(label) });
  await tabTo(page, select);
  if (await select.evaluate((element) => element instanceof HTMLSelectElement)) {
    await arrowToNativeChoice(page, select, option);
    return;
  }
  // Held, not looked up again: while its list is open, the rest of the page is hidden from
  // assistive technology, the select among it.
  const held = await select.elementHandle();
  await page.keyboard.press('ArrowDown');
  await arrowToOption(page, option);
  await page.keyboard.press('Enter');
  // A multiple select stays open until dismissed.
  if ((await held?.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}

/** Tabs into a date field (MUI X's, whose first part, the month, takes focus) and types its digits. */
export async function keyDate(page: Page, label: string, mmddyyyy: string): Promise<void> {
  await tabTo(page, page.getByRole('group', { name: labelled(label) }));
  await page.keyboard.type(mmddyyyy);
}

/**
 * Chooses a radio as a person with a keyboard does: Tab into its group, one stop (its first
 * radio while none is chosen), then the arrows to the option, and Space.
 */
export async function keyRadio(page: Page, option: Locator, { limit = 80 } = {}): Promise<void> {
  const group = await option.evaluate((element) => (element as HTMLInputElement).name);
  const inGroup = () => page.evaluate((name) => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'radio' && document.activeElement.name === name, group);
  for (let press = 0; !(await inGroup()); press += 1) {
    if (press === limit) throw new Error(`keyRadio: could not reach the group of ${option} with the keyboard in ${limit} presses`);
    await page.keyboard.press('Tab');
  }
  for (let step = 0; step < 20; step += 1) {
    if (await option.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press('Space');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`keyRadio: the arrows never reached ${option}`);
}

export async function keyPress(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
