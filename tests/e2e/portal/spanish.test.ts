import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { longDate } from '@/contract/formats';
import { readPdf } from '../../server/support/pdf';
import { visit, type Visit } from '../public/visit';
import { expectNoA11yViolations } from '../support/a11y';
import { dateEntry, typeDate } from '../support/fields';
import { chooseSpanish, es, expectNoEnglish } from '../support/spanish';
import { daysAgo } from './dates';
import { PEOPLE, openAccount } from './portal';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

describe('the sign-in and My Account in Spanish, against the reference API', () => {
  it('signs the client in, shows My Account and downloads a statement written in Spanish, with no axe violations', async () => {
    current = await visit(baseUrl, 'desktop', '/auth/login', { beforeLoad: chooseSpanish });
    const { page } = current;
    await page.getByRole('heading', { level: 1, name: es('auth.find_details') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByRole('link', { name: es('auth.apply_now') }).isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    await expectNoEnglish(page);

    await page.getByLabel(es('form.ssn.label'), { exact: true }).fill(PEOPLE.client.ssn);
    await typeDate(page, es('auth.birth_date'), PEOPLE.client.dob);
    await page.getByRole('button', { name: es('auth.submit'), exact: true }).click();
    await page.waitForURL(/\/my-account$/);

    await page.getByRole('heading', { level: 1, name: es('account.hello', { name: 'Franklin Hayes' }) }).waitFor();
    await page.getByRole('combobox', { name: es('account.program') }).waitFor();
    const [titleBefore] = es('account.balance.title').split('{program}');
    const card = page.getByRole('region', { name: new RegExp(`^${titleBefore!}`) });
    await card.getByRole('button', { name: es('account.balance.show') }).click();
    await card.getByText(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/).waitFor();
    expect(await page.getByRole('button', { name: es('account.logout') }).isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    await expectNoEnglish(page);

    const [from, to] = [daysAgo(60), daysAgo(30)];
    const statement = page.getByRole('region', { name: es('account.statement.title') });
    await typeDate(statement, es('account.statement.start_date'), from.typed);
    await typeDate(statement, es('account.statement.end_date'), to.typed);
    const range = es('account.statement.range', { from: longDate(from.iso, 'es'), to: longDate(to.iso, 'es') });
    await statement.getByText(range).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: es('account.statement.download') }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readPdf(readFileSync((await download.path())!));
    expect(pdf.header).toMatch(/^%PDF-1\.\d/);
    expect(pdf.text).toContain('Franklin Hayes');
    expect(pdf.text).toContain('Estado de cuenta');
    expect(pdf.text).toContain(`Período: del ${longDate(from.iso, 'es')} al ${longDate(to.iso, 'es')}`);
    expect(pdf.text).not.toContain('Period:');
    expect(current.problems).toEqual([]);
  });

  it('keeps a statement date half typed through a switch to Spanish, and takes the rest of it', async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    const [from, to] = [daysAgo(60), daysAgo(30)];
    await typeDate(page, 'Start Date', from.typed);
    await typeDate(page, 'End Date', to.typed.slice(0, 4));
    await page.getByRole('button', { name: 'Español' }).click();

    const statement = page.getByRole('region', { name: es('account.statement.title') });
    const end = dateEntry(statement, es('account.statement.end_date'));
    await statement.getByRole('textbox', { name: es('account.statement.end_date') }).waitFor();
    expect(await end.inputValue()).toBe(`${to.typed.slice(0, 2)}/${to.typed.slice(2, 4)}/`);
    await end.click();
    await page.keyboard.press('End');
    await page.keyboard.type(to.typed.slice(4));
    await statement.getByText(es('account.statement.range', { from: longDate(from.iso, 'es'), to: longDate(to.iso, 'es') })).waitFor();
    expect(current.problems).toEqual([]);
  });
});
