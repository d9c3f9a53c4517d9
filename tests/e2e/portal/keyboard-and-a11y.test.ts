import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Visit } from '../public/visit';
import { expectNoA11yViolations } from '../support/a11y';
import type { Screen } from '../support/browser';
import { dateEntry, dateField, typeDate } from '../support/fields';
import { daysAgo } from './dates';
import { identify, openAccount, openLogin, PEOPLE, tabTo, type Person } from './portal';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const SCREENS: Screen[] = ['mobile', 'desktop'];
// The sign-in and status screens' checks set nothing on the context and count no request: each
// gets a cleared page in the file's kept context for its screen, the app's scripts compiled.
const STATUS_SCREENS: [string, Person, RegExp][] = [
  ['in-progress', PEOPLE.onboardingInProgress, /^We have received your request/],
  ['rejected', PEOPLE.onboardingRejected, /^Your application needs some updates/],
  ['approved', PEOPLE.onboardingApproved, /^Congratulations/],
];

describe('My Account with the keyboard alone', () => {
  it('chooses a program, reveals its balance, picks a range and downloads the statement without a pointer', async () => {
    current = await openAccount(baseUrl, 'desktop');
    const { page } = current;
    const program = page.getByRole('combobox', { name: 'Program' });
    await tabTo(page, program);
    // The phone's own select: the arrow keys change its choice where it stands.
    const chosen = () => program.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label);
    for (let press = 0; press < 5 && (await chosen()) !== 'Money Management'; press += 1) await page.keyboard.press('ArrowDown');
    expect(await chosen()).toBe('Money Management');
    const card = page.getByRole('region', { name: 'Total Balance for Money Management' });
    await card.waitFor();

    await tabTo(page, card.getByRole('button', { name: 'Show balance' }));
    await page.keyboard.press('Space');
    await card.getByText(/^-\$[\d,]+\.\d{2}$/).waitFor();

    const [from, to] = [daysAgo(90), daysAgo(60)];
    await tabTo(page, dateEntry(page, 'Start Date'));
    await page.keyboard.type(from.typed);
    await tabTo(page, dateEntry(page, 'End Date'));
    await page.keyboard.type(to.typed);
    const download = page.getByRole('button', { name: 'Download Statement' });
    await tabTo(page, download);
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toBe(`account-statement-mm-${from.iso}-to-${to.iso}.pdf`);
  });
});

describe.each(SCREENS)('no accessibility violations at %s size', (screen) => {
  it('on the identity screen, without and with an application code', async () => {
    current = await openLogin(baseUrl, screen, undefined, { kept: true });
    await expectNoA11yViolations(current.page);
    await current.page.goto(`${baseUrl}/auth/login/${PEOPLE.onboardingPending.code}`);
    await current.page.getByRole('heading', { level: 1, name: 'Hey Raymond,' }).waitFor();
    await expectNoA11yViolations(current.page);
  });

  it("on the identity screen with MUI X's birth date field: refused half typed, filled, and its calendar open", async () => {
    current = await openLogin(baseUrl, screen, undefined, { kept: true });
    const { page } = current;
    await page.getByLabel('SSN', { exact: true }).fill(PEOPLE.client.ssn);
    await typeDate(page, 'Birth Date', '0229');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('The birth date is not a valid date.').waitFor();
    expect(await dateField(page, 'Birth Date').getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(page);
    await typeDate(page, 'Birth Date', PEOPLE.client.dob);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: /^Choose date/ }).click();
    await page.getByRole('dialog', { name: 'Birth Date' }).getByRole('radio', { name: '1940' }).waitFor();
    await expectNoA11yViolations(page);
  });

  it.each(STATUS_SCREENS)('on the %s status screen', async (_status, person, title) => {
    current = await openLogin(baseUrl, screen, undefined, { kept: true });
    await identify(current.page, person);
    await current.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expectNoA11yViolations(current.page);
  });

  it('on My Account, with the balance shown and a statement range chosen', async () => {
    current = await openAccount(baseUrl, screen);
    const { page } = current;
    await page.getByRole('button', { name: 'Show balance' }).click();
    await page.getByText(/^\$[\d,]+\.\d{2}$/).waitFor();
    await typeDate(page, 'Start Date', daysAgo(20).typed);
    await typeDate(page, 'End Date', daysAgo(5).typed);
    await page.getByRole('button', { name: 'Download Statement' }).waitFor();
    await expectNoA11yViolations(page);
  });
});
