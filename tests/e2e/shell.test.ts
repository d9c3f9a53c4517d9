import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations } from './support/a11y';
import { openBrowser, type Browser, type Screen } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

describe.each<Screen>(['mobile', 'desktop'])('the app shell on %s', (screen) => {
  it('boots, names itself and shows the 404 screen for an unknown screen, with no axe violations', async () => {
    browser = await openBrowser(screen);
    const { page } = browser;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/client/intake/no-such-screen`);
    await page.getByRole('heading', { name: '404 Page Not Found !' }).waitFor();
    expect(await page.title()).toBe('Provider Payee Services');
    expect(await page.getByText('You may have mistyped the address or the page may have been moved.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try Again' }).isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('sends a signed-out visitor from /my-account to the sign-in screen', async () => {
    browser = await openBrowser(screen);
    await browser.page.goto(`${baseUrl}/my-account`);
    await browser.page.waitForURL(`${baseUrl}/auth/login`);
    await browser.page.getByRole('heading', { level: 1, name: 'Find your Finance details' }).waitFor();
  });

  it('sends a signed-out visitor from any other screen outside the public, intake and sign-in areas to the home page', async () => {
    browser = await openBrowser(screen);
    await browser.page.goto(`${baseUrl}/client/onboarding/ONB-4323`);
    await browser.page.waitForURL(`${baseUrl}/`);
    await browser.page.getByRole('heading', { level: 1, name: 'Helping You Manage Your Benefits Effectively' }).waitFor();
  });
});

describe('the 404 screen', () => {
  it('goes back in history with Back and reloads with Try Again', async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    await page.goto(`${baseUrl}/auth/login/x/first-unknown`);
    await page.goto(`${baseUrl}/client/intake/second-unknown`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl}/auth/login/x/first-unknown`);

    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await reload;
    await page.getByRole('heading', { name: '404 Page Not Found !' }).waitFor();
  });
});
