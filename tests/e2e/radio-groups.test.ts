import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { visit, type Visit } from './public/visit';
import { until } from './support/fields';
import { tabTo } from './support/keyboard';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

/** Where focus is: a radio's group name, or what else has it. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (element?.type === 'radio') return `radio of ${element.name}`;
    return `${element?.tagName ?? 'nothing'} ${element?.getAttribute('name') ?? element?.textContent?.trim().slice(0, 30) ?? ''}`;
  });

/**
 * A radio group with nothing chosen is one stop for Tab, as in any browser's own forms: from its
 * first radio Tab leaves the group, and Shift+Tab comes back into it and leaves it again.
 */
async function expectOneTabStop(page: Page, first: Locator): Promise<void> {
  await tabTo(page, first);
  const group = await focusIn(page);
  expect(group).toMatch(/^radio of /);
  await page.keyboard.press('Tab');
  expect(await focusIn(page)).not.toBe(group);
  await page.keyboard.press('Shift+Tab');
  expect(await focusIn(page)).toBe(group);
  await page.keyboard.press('Shift+Tab');
  expect(await focusIn(page)).not.toBe(group);
}

/** The colour of the label of the group that holds the target. */
const labelColour = (target: Locator) =>
  target.evaluate((element) => getComputedStyle(element.closest('.MuiFormControl-root')!.querySelector('.MuiFormLabel-root')!).color);

describe('radio groups by keyboard, with nothing chosen yet', () => {
  it('state selection: Tab goes from the first state to Continue, and the question shows the focus', async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new/state-selection');
    const { page } = current;
    const maryland = page.getByRole('radio', { name: 'Maryland' });
    await maryland.waitFor();
    const unfocused = await labelColour(maryland);
    await expectOneTabStop(page, maryland);
    await tabTo(page, maryland);
    expect(await labelColour(maryland)).not.toBe(unfocused);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Continue');
    expect(await labelColour(maryland)).toBe(unfocused);
    expect(current.problems).toEqual([]);
  });

  it('state selection: Continue with no state chosen puts focus on the first state, and Tab still leaves the group', async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new/state-selection');
    const { page } = current;
    const maryland = page.getByRole('radio', { name: 'Maryland' });
    await maryland.waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await page.getByText('Please select a state').waitFor();
    expect(await maryland.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Continue');
    await expectOneTabStop(page, maryland);
    expect(current.problems).toEqual([]);
  });

  it("the intake wizard's first step: the representative question is one stop, also when its lists arrive while a radio has focus", async () => {
    // A slow connection: the step's lists (asked for once the form opens) come in after the
    // person has tabbed to the question, and the step is drawn again with them.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    let answered = 0;
    current = await visit(baseUrl, 'mobile', '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0', {
      prepare: (context) =>
        context.route(/\/api\/v1\/(dropdown|master)\//, async (route) => {
          held += 1;
          await released;
          await route.continue();
          answered += 1;
        }),
    });
    const { page } = current;
    const yourself = page.getByRole('radio', { name: 'Yourself' });
    await yourself.waitFor();
    await tabTo(page, yourself);
    expect(held).toBeGreaterThan(0);
    release();
    await until(async () => answered === held, 'every held list answered');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectOneTabStop(page, yourself);
    expect(current.problems).toEqual([]);
  });
});
