import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { visit, type Visit } from './public/visit';
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

  it("the intake wizard's first step: the representative question is one stop", async () => {
    current = await visit(baseUrl, 'mobile', '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0');
    const { page } = current;
    const yourself = page.getByRole('radio', { name: 'Yourself' });
    await yourself.waitFor();
    await expectOneTabStop(page, yourself);
    expect(current.problems).toEqual([]);
  });
});
