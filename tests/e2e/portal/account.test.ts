import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { readPdf } from '../../server/support/pdf';
import type { Visit } from '../public/visit';
import { waitForApp } from '../support/browser';
import { dateEntry, dateValue, typeDate, choose } from '../support/fields';
import { daysAgo, EMPTY_RANGE } from './dates';
import { openAccount } from './portal';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const MASK = '•••••';
const DOLLARS = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;

describe('My Account against the reference API', () => {
  it('greets the client, masks the SSN, selects the first program and hides its balance until the eye is pressed', async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    await page.getByRole('heading', { level: 1, name: 'Hello, Franklin Hayes' }).waitFor();
    expect(await page.getByText('XXXXX4327').isVisible()).toBe(true);
    // The select that stands in while the programs load shows the placeholder: the first program comes with the list.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Program' }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label))
      .toBe('Representative Payee');
    const card = page.getByRole('region', { name: 'Total Balance for Representative Payee' });
    expect(await card.getByText(MASK).isVisible()).toBe(true);

    await card.getByRole('button', { name: 'Show balance' }).click();
    const amount = card.getByText(DOLLARS);
    await amount.waitFor();
    const shown = await amount.innerText();
    expect(shown.startsWith('$')).toBe(true);
    expect(Number(shown.replace(/[$,]/g, ''))).toBeGreaterThan(1000);

    await card.getByRole('button', { name: 'Hide balance' }).click();
    expect(await card.getByText(MASK).isVisible()).toBe(true);
    expect(await card.getByText(DOLLARS).count()).toBe(0);
  });

  it('switches programs: a negative balance in red and named negative, an inactive program said so', async () => {
    current = await openAccount(baseUrl, 'desktop');
    const { page } = current;
    await choose(page, 'Program', 'Money Management');
    const card = page.getByRole('region', { name: 'Total Balance for Money Management' });
    await card.getByRole('button', { name: 'Show balance' }).click();
    const amount = card.getByText(/^-\$[\d,]+\.\d{2}$/);
    await amount.waitFor();
    expect(await amount.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(198, 40, 40)');
    expect(await card.getByText(/^Negative balance of \$[\d,]+\.\d{2}$/).count()).toBe(1);

    await choose(page, 'Program', 'Federal Fiduciary');
    const inactive = page.getByRole('region', { name: 'Total Balance for Federal Fiduciary' });
    await inactive.getByText('This program is inactive').waitFor();
    expect(await inactive.getByRole('button').count()).toBe(0);
  });

  it('keeps the end date closed until a start date is chosen, refuses an end before the start, and clears the end when the start changes', async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    const statement = page.getByRole('region', { name: 'Account Statement' });
    // The statement form is drawn in a render after the balance card's: the program field,
    // which openAccount waits for, can be there before it.
    await statement.getByText('Select date and your program for account statement details').waitFor();
    expect(await dateEntry(statement, 'End Date').isDisabled()).toBe(true);
    expect(await statement.getByRole('button', { name: 'Choose date' }).nth(1).isDisabled()).toBe(true);

    const [start, later] = [daysAgo(40), daysAgo(50)];
    await typeDate(page, 'Start Date', start.typed);
    await statement.locator('input[name="end"]:enabled').waitFor();
    await typeDate(page, 'End Date', later.typed);
    await page.keyboard.press('Tab');
    await statement.getByText('The end date may not be before the start date.').waitFor();
    expect(await statement.getByRole('button', { name: 'Download Statement' }).count()).toBe(0);

    await typeDate(page, 'End Date', daysAgo(10).typed);
    await statement.getByText(`Download Your statement for Representative Payee`).waitFor();
    expect(await statement.getByText(`${start.long} to ${daysAgo(10).long}`).isVisible()).toBe(true);

    await typeDate(page, 'Start Date', daysAgo(45).typed);
    await statement.getByText('Select date and your program for account statement details').waitFor();
    expect(await dateValue(statement, 'End Date')).toBe('');
  });

  it('gives back, after a reload, the program chosen and the dates typed for it', async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    await choose(page, 'Program', 'Money Management');
    const [from, to] = [daysAgo(60), daysAgo(30)];
    await typeDate(page, 'Start Date', from.typed);
    await typeDate(page, 'End Date', to.typed);
    const statement = page.getByRole('region', { name: 'Account Statement' });
    await statement.getByText('Download Your statement for Money Management').waitFor();

    await page.reload();
    await statement.getByText('Download Your statement for Money Management').waitFor();
    expect(await statement.getByText(`${from.long} to ${to.long}`).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Total Balance for Money Management' }).isVisible()).toBe(true);
    // The field as drawn before its first use (a text box stands in for MUI X's) shows the date.
    expect(await statement.getByRole('textbox', { name: 'Start Date' }).inputValue()).toBe(from.typed.replace(/^(\d\d)(\d\d)/, '$1/$2/'));
  });

  it('downloads a valid PDF named by the server that names the client, the program and the range', async () => {
    current = await openAccount(baseUrl, 'desktop');
    const { page } = current;
    const [from, to] = [daysAgo(60), daysAgo(30)];
    await typeDate(page, 'Start Date', from.typed);
    await typeDate(page, 'End Date', to.typed);
    const statement = page.getByRole('region', { name: 'Account Statement' });
    const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'Download Statement' }).click()]);
    expect(download.suggestedFilename()).toBe(`account-statement-rp-${from.iso}-to-${to.iso}.pdf`);
    const pdf = readPdf(readFileSync((await download.path())!));
    expect(pdf.header).toMatch(/^%PDF-1\.\d/);
    expect(pdf.text).toContain('Franklin Hayes');
    expect(pdf.text).toContain('Representative Payee');
    expect(pdf.text).toContain(`Period: ${from.long} to ${to.long}`);
  });

  it("says 'No transactions found for the selected dates.' for a range without any", async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    await typeDate(page, 'Start Date', EMPTY_RANGE.from);
    await typeDate(page, 'End Date', EMPTY_RANGE.to);
    const statement = page.getByRole('region', { name: 'Account Statement' });
    await statement.getByRole('button', { name: 'Download Statement' }).click();
    await page.getByRole('alert').filter({ hasText: 'No transactions found for the selected dates.' }).waitFor();
    expect(await statement.getByText('No transactions found for the selected dates.').isVisible()).toBe(true);
  });

  it('says the balance cannot be refreshed while offline, and keeps no balance in Cache Storage or Web Storage', async () => {
    current = await openAccount(baseUrl, 'mobile', { serviceWorkers: 'allow' });
    const { page, context } = current;
    // Once the worker controls the page, every request of My Account passes through it.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await waitForApp(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const card = page.getByRole('region', { name: 'Total Balance for Representative Payee' });
    await card.getByRole('button', { name: 'Show balance' }).click();
    const shown = await card.getByText(DOLLARS).innerText();

    await context.setOffline(true);
    await card.getByText('You are offline. Your balance cannot be refreshed until you are connected again.').waitFor();
    await context.setOffline(false);

    const stored = await page.evaluate(async () => {
      const cached: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) cached.push(request.url);
      return { cached, local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) };
    });
    expect(stored.cached.filter((url) => url.includes('/website/'))).toEqual([]);
    const digits = shown.replace(/[$,]/g, '');
    expect(stored.local).not.toContain(digits);
    expect(stored.session).not.toContain(digits);
  });
});
