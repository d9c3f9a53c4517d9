import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Visit } from '../public/visit';
import { dateField, dateValue, typeDate, choose } from '../support/fields';
import { EMPTY_RANGE } from './dates';
import { openAccount, openLogin } from './portal';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

/** The years wholly inside the calendar's scrolled list. */
function yearsOnScreen(dialog: Locator): Promise<string[]> {
  return dialog.getByRole('radio').evaluateAll((years) =>
    years
      .filter((year) => {
        const box = year.getBoundingClientRect();
        const list = year.closest('[role="radiogroup"]')!.getBoundingClientRect();
        return box.top >= list.top && box.bottom <= list.bottom;
      })
      .map((year) => year.textContent ?? ''),
  );
}

afterEach(async () => {
  await current?.close();
  current = null;
});

describe('dates and programs in the portal', () => {
  it('opens the birth-date calendar at the years, around those of someone 60: 02/29/1940 in three choices (and OK on a touch screen)', async () => {
    current = await openLogin(baseUrl, 'mobile');
    const { page } = current;
    // Pressed on the stand-in, before the field's code is in: the calendar opens once it is.
    await page.getByRole('button', { name: 'Choose date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Birth Date' });
    const year = dialog.getByRole('radio', { name: '1940' });
    await year.waitFor();
    expect(await dialog.getByRole('grid').count()).toBe(0);
    // Nothing chosen yet, the years open around those of someone 60 today, not at this year.
    const opensAt = String(new Date().getFullYear() - 60);
    expect(await dialog.locator('[role="radio"][tabindex="0"]').textContent()).toBe(opensAt);
    expect(await yearsOnScreen(dialog)).toContain(opensAt);
    expect(await yearsOnScreen(dialog)).not.toContain(String(new Date().getFullYear()));
    await year.click();
    await dialog.getByRole('radio', { name: 'February' }).click();
    await dialog.getByRole('gridcell', { name: '29', exact: true }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await dateValue(page, 'Birth Date')).toBe('02/29/1940');
  });

  it('offers no year after this one on a birth date, and picks with the mouse in a popper that closes on the day', async () => {
    current = await openLogin(baseUrl, 'desktop');
    const { page } = current;
    await page.getByLabel('SSN', { exact: true }).click();
    await page.getByRole('button', { name: 'Choose date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Birth Date' });
    await dialog.getByRole('radio', { name: String(new Date().getFullYear()) }).waitFor();
    expect(await dialog.getByRole('radio', { name: String(new Date().getFullYear() + 1) }).count()).toBe(0);
    await dialog.getByRole('radio', { name: '1948' }).click();
    await dialog.getByRole('radio', { name: 'March' }).click();
    await dialog.getByRole('gridcell', { name: '2', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await dateValue(page, 'Birth Date')).toBe('03/02/1948');
  });

  it('keeps a date half typed, and the focus in it, when the device turns from mouse to touch (a laptop folded into a tablet)', async () => {
    current = await openLogin(baseUrl, 'desktop');
    const { context, page } = current;
    await typeDate(page, 'Birth Date', '0229');
    const month = dateField(page, 'Birth Date').getByRole('spinbutton', { name: 'Month' });
    expect(await month.getAttribute('aria-valuetext')).toBe('February');
    // Chromium's touch emulation turns the pointer coarse, as a tablet's is. The listener is in
    // place before the switch: the page and the CDP session are separate channels, so a switch
    // sent alongside could land first and its change event be missed.
    await page.evaluate(() => {
      const turned = new Promise((resolve) => matchMedia('(pointer: coarse)').addEventListener('change', resolve, { once: true }));
      Object.assign(window, { pointerTurned: turned });
    });
    await (await context.newCDPSession(page)).send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await page.evaluate(() => (window as unknown as { pointerTurned: Promise<unknown> }).pointerTurned);
    await page.keyboard.type('1940');
    expect(await dateValue(page, 'Birth Date')).toBe('02/29/1940');
  });

  it("opens a statement date's calendar at the days, and starts the statement afresh when another program is chosen", async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    const statement = page.getByRole('region', { name: 'Account Statement' });
    await statement.getByRole('button', { name: 'Choose date' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start Date' });
    await dialog.getByRole('grid').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await typeDate(page, 'Start Date', EMPTY_RANGE.from);
    await statement.locator('input[name="end"]:enabled').waitFor();
    await typeDate(page, 'End Date', EMPTY_RANGE.to);
    await statement.getByRole('button', { name: 'Download Statement' }).click();
    await statement.getByText('No transactions found for the selected dates.').waitFor();

    await choose(page, 'Program', 'Money Management');
    await statement.getByText('Select date and your program for account statement details').waitFor();
    expect(await statement.getByText('No transactions found for the selected dates.').count()).toBe(0);
    expect(await dateValue(statement, 'Start Date')).toBe('');
    expect(await dateValue(statement, 'End Date')).toBe('');
    expect(await dateField(statement, 'End Date').getByRole('spinbutton', { name: 'Month' }).isDisabled()).toBe(true);
  });
});
