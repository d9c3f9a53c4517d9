import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForApp, type Browser } from '../support/browser';
import { typeDate } from '../support/fields';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

/**
 * Opens a prerendered page whose app code is held back until `release` is called: the page
 * shows, as on a slow phone, while React has not hydrated it yet. Every request is noted.
 */
async function openBeforeTheApp(path: string): Promise<{ page: Page; requests: string[]; release: () => Promise<void> }> {
  browser = await openBrowser('mobile');
  const { page } = browser;
  let letThrough: () => void = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  const release = async () => {
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    letThrough();
    await waitForApp(page);
  };
  return { page, requests, release };
}

/** Every field and button of the page's form, and whether each is disabled. */
function formControls(page: Page): Promise<{ name: string; disabled: boolean }[]> {
  return page.locator('form').first().evaluate((form) =>
    [...form.querySelectorAll<HTMLInputElement | HTMLButtonElement | HTMLTextAreaElement>('input, textarea, button')].map((control) => ({
      name: control.name || control.textContent || control.type,
      disabled: control.matches(':disabled'),
    })),
  );
}

describe('a prerendered form before its app has loaded', () => {
  it('is shown disabled, with a note that it is getting ready, and takes no typing', async () => {
    const { page, release } = await openBeforeTheApp('/contact-us');
    await page.getByRole('heading', { level: 1, name: "Got a question? Let's talk!" }).waitFor();
    const note = page.getByRole('status').filter({ hasText: 'Getting the form ready' });
    await note.waitFor();
    const controls = await formControls(page);
    expect(controls.length).toBeGreaterThan(5);
    expect(controls.filter((control) => !control.disabled)).toEqual([]);

    // Focus cannot reach a disabled field: keys go nowhere, and nothing is typed to be lost.
    await page.getByLabel('First Name').focus();
    await page.keyboard.type('Ada');
    expect(await page.getByLabel('First Name').inputValue()).toBe('');

    // A long wait adds a word about the connection.
    await page.getByText('This is taking longer than usual.').waitFor({ state: 'visible' });

    await release();
    expect((await formControls(page)).filter((control) => control.disabled)).toEqual([]);
    expect(await note.count()).toBe(0);
    await page.getByLabel('First Name').pressSequentially('Ada');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ada');
  });

  it('cannot be sent by Enter or Submit, so no SSN ever goes into an address; once hydrated it signs in through the app', async () => {
    const { page, requests, release } = await openBeforeTheApp('/auth/login');
    const ssn = page.getByLabel('SSN', { exact: true });
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await ssn.isDisabled()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await ssn.focus();
    await page.keyboard.type('123456789');
    await page.keyboard.press('Enter');
    await submit.click({ force: true });
    await submit.dispatchEvent('click');
    expect(page.url()).toBe(`${baseUrl}/auth/login`);
    expect(requests.filter((request) => request.startsWith('GET') && request.includes('?'))).toEqual([]);

    await release();
    await ssn.pressSequentially('987654320');
    await typeDate(page, 'Birth Date', '01151950');
    const lookUp = page.waitForRequest((request) => request.url().includes('/website/client/process'));
    await submit.click();
    expect(new URL((await lookUp).url()).searchParams.get('ssn')).toBe('987654320');
    // The app's own request, never the browser's form submission to the page's address.
    expect(requests.filter((request) => request.includes('/auth/login?'))).toEqual([]);
  });

  it('shows the state selection page before the app, its Continue disabled until hydrated', async () => {
    const { page, release } = await openBeforeTheApp('/client/intake/new/state-selection');
    await page.getByRole('heading', { level: 1, name: 'Where do you live?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await release();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(false);
  });
});
