import type { ElementHandle, Locator, Page } from 'playwright-core';

/** Form helpers that act the way a person does: by visible label (English or Spanish: '(optional)', '(opcional)'). */
const labelled = (label: string | RegExp) => (typeof label === 'string' ? new RegExp(`^${escape(label)}( \\((optional|opcional)\\))?$`) : label);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until `holds` says the page shows a state, asking again every 50 ms, as vitest's
 * `expect.poll` would: the benchmarks walk the wizard with these helpers outside any test,
 * where vitest's `expect` cannot run.
 */
export async function until(holds: () => Promise<boolean>, what: string, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await holds())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function fill(page: Page, label: string | RegExp, value: string): Promise<void> {
  await page.getByRole('textbox', { name: labelled(label) }).fill(value);
}

export async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  const named = page.getByRole('combobox', { name: labelled(label) });
  // A native select (the phone's own picker) is chosen from as the browser allows, not clicked
  // open. Looked up afresh each time: a screen may draw a disabled, empty select while its list
  // loads and another in its place once it has come (My Account's Program).
  if (await named.evaluate((element) => element instanceof HTMLSelectElement)) {
    const ready = named.and(page.locator('select:enabled'));
    const choices = () =>
      ready.evaluate((element) => [...(element as HTMLSelectElement).options].filter((item) => item.value !== '' && !item.disabled).map((item) => item.label));
    const matches = (text: string) => (typeof option === 'string' ? text === option : option.test(text));
    await until(async () => (await choices()).some(matches), `${String(label)} offers ${String(option)}`);
    const wanted = (await choices()).find(matches) ?? '';
    await ready.selectOption({ label: wanted });
    // The choice shows, unless choosing took the person elsewhere (a session the server
    // refuses signs them out): read without waiting for a select that may be gone.
    const shown = () => ready.evaluateAll((elements) => (elements[0] as HTMLSelectElement | undefined)?.selectedOptions[0]?.label ?? null);
    await until(async () => [null, wanted].includes(await shown()), `${String(label)} shows ${wanted}`);
    return;
  }
  // Held, not looked up again: while its list is open, the rest of the page is hidden from
  // assistive technology, the select among it.
  const select = await named.elementHandle();
  if (!select) throw new Error(`choose: no select named ${String(label)}`);
  await select.click();
  const list = await openList(page, select);
  await list.getByRole('option', { name: option, exact: typeof option === 'string' }).first().click();
  // A multiple select stays open until dismissed (a single one closes at the choice).
  if ((await select.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  // Gone, not just closing: a list still fading out lies over the page, and its options still
  // match a name such as /.+/, so the next choice could land in it instead of its own.
  await list.waitFor({ state: 'detached' });
}

/**
 * The list a select has just opened, once its options are in: the one its `aria-controls`
 * names while open (MUI's Select), never another on the page, and never while it is marked
 * busy with its one disabled 'loading' line (select-field.tsx).
 */
export async function openList(page: Page, select: ElementHandle<Element>): Promise<Locator> {
  const id = await (
    await page.waitForFunction((element) => element.getAttribute('aria-expanded') === 'true' && element.getAttribute('aria-controls'), select)
  ).jsonValue();
  const list = page.locator(`[id="${String(id)}"]`);
  await list.and(page.locator(':not([aria-busy="true"])')).waitFor();
  return list;
}

/** A date field by its visible label: MUI X's group of Month, Day and Year spin buttons. */
export function dateField(scope: Page | Locator, label: string | RegExp): Locator {
  return scope.getByRole('group', { name: labelled(label) });
}

/**
 * Where a date is typed: MUI X's Month part, or, until a form with a date is used and MUI X's
 * code is in, the text box that stands in for the field (date-field.tsx). A page opened
 * afresh shows the stand-in; one reached through another form with a date, MUI X's field.
 */
export function dateEntry(scope: Page | Locator, label: string | RegExp): Locator {
  return scope.getByRole('textbox', { name: labelled(label) }).or(dateField(scope, label).getByRole('spinbutton', { name: /^(Month|Mes)$/ }));
}

/** The date a field holds as its form would send it with the page (MUI X's input under the group), e.g. '03/14/1951'. */
export function dateValue(scope: Page | Locator, label: string | RegExp): Promise<string> {
  return dateField(scope, label).locator('input[aria-hidden="true"]').inputValue();
}

/**
 * Types a date's digits into its field, over what it held, from its first part on. Until a form
 * with a date is used, a text box stands in for MUI X's field; the click into it is that use,
 * and MUI X's field takes over (date-field.tsx).
 */
export async function typeDate(scope: Page | Locator, label: string | RegExp, mmddyyyy: string): Promise<void> {
  const page = 'keyboard' in scope ? scope : scope.page();
  await scope.getByRole('textbox', { name: labelled(label) }).or(dateField(scope, label)).first().click();
  await dateField(scope, label).getByRole('spinbutton', { name: /^(Month|Mes)$/ }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(mmddyyyy.replace(/\D/g, ''));
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
