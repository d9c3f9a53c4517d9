import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Visit } from '../public/visit';
import { typeDate, choose } from '../support/fields';
import { waitForApp } from '../support/browser';
import { personalDataInCaches, sealedEntries } from '../support/storage';
import { backOnline } from '../support/connection';
import { daysAgo } from './dates';
import { openAccount } from './portal';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const MASK = '•••••';
const DOLLARS = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;

describe('My Account from the icon with no connection', () => {
  it('opens offline with the last balance behind the eye and when it was checked, keeps it sealed, and erases it at logout', async () => {
    current = await openAccount(baseUrl, 'mobile', { serviceWorkers: 'allow' });
    const { page, context } = current;
    // Once the worker controls the page, My Account's own page and code come from the device.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await waitForApp(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const card = page.getByRole('region', { name: 'Total Balance for Representative Payee' });
    await card.getByRole('button', { name: 'Show balance' }).click();
    const shown = await card.getByText(DOLLARS).innerText();
    const digits = shown.replace(/[$,]/g, '');

    // Sealed: a key no script can export, and no balance, program or name in the clear.
    await expect.poll(async () => (await sealedEntries(page))?.length ?? 0).toBe(2);
    const sealed = (await sealedEntries(page))!;
    expect(sealed).toContain('key extractable=false');
    for (const plain of [digits, shown, 'Representative Payee', 'Money Management']) expect(sealed.join(' ')).not.toContain(plain);

    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Hello, Franklin Hayes' }).waitFor();
    // The select that stands in until the kept programs are read shows the placeholder.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Program' }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label))
      .toBe('Representative Payee');
    await card.getByText(/^Last known balance, as of [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M$/).waitFor();
    expect(await card.getByText(MASK).isVisible()).toBe(true);
    expect(await card.getByText(DOLLARS).count()).toBe(0);
    await card.getByRole('button', { name: 'Show balance' }).click();
    expect(await card.getByText(DOLLARS).innerText()).toBe(shown);

    // A statement needs the server: said plainly, and nothing is tried.
    const statement = page.getByRole('region', { name: 'Account Statement' });
    await statement.getByText('You are offline. Downloading a statement needs a connection.').waitFor();
    await typeDate(page, 'Start Date', daysAgo(60).typed);
    await statement.locator('input[name="end"]:enabled').waitFor();
    await typeDate(page, 'End Date', daysAgo(30).typed);
    await statement.getByRole('button', { name: 'Download Statement' }).click();
    await page.getByRole('alert').filter({ hasText: 'You are offline. Downloading a statement needs a connection.' }).first().waitFor();

    expect(await personalDataInCaches(page, [digits, 'Franklin'])).toEqual([]);

    await backOnline(context, page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logout?' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    expect(await sealedEntries(page)).toEqual([]);
  });

  it('erases the sealed balance when the server refuses the token (401)', async () => {
    current = await openAccount(baseUrl, 'desktop');
    const { page } = current;
    await expect.poll(async () => (await sealedEntries(page))?.length ?? 0).toBe(2);
    const token = (await page.context().cookies()).find((item) => item.name === 'authToken')!.value;
    await fetch(`${baseUrl}/api/v1/website/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    await choose(page, 'Program', 'Money Management');
    await page.waitForURL('**/auth/login/CLI-4327');
    await expect.poll(() => sealedEntries(page)).toEqual([]);
  });
});
