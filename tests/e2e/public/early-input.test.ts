import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForApp, type Browser } from '../support/browser';
import { dateField, dateValue } from '../support/fields';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

/**
 * Opens a prerendered page whose app code (or the `code` of one part of it) is held back until
 * `release` is called: the page shows and takes typing, as on a slow phone, while React has
 * not adopted it yet.
 */
async function openBeforeTheApp(path: string, code = /\/assets\/main-[^/]*\.js$/): Promise<{ page: Page; release: () => Promise<void> }> {
  browser = await openBrowser('mobile');
  const { page } = browser;
  let letThrough: () => void = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(code, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  const release = async () => {
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    letThrough();
    await waitForApp(page);
  };
  return { page, release };
}

/**
 * What the named fields hold at the moment the page is marked ready (the mark browser tests, and
 * so every other test, wait for): the early typing must be in them then, not a render later.
 */
async function fieldsWhenReady(page: Page): Promise<() => Promise<Record<string, string> | undefined>> {
  await page.evaluate(() => {
    const record = window as unknown as { fieldsWhenReady?: Record<string, string> };
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.appReady !== 'true') return;
      observer.disconnect();
      const fields = [...document.querySelectorAll<HTMLInputElement>('input[name]')];
      record.fieldsWhenReady = Object.fromEntries(fields.map((field) => [field.name, field.value]));
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });
  });
  return () => page.evaluate(() => (window as unknown as { fieldsWhenReady?: Record<string, string> }).fieldsWhenReady);
}

describe('typing into a prerendered page before its app has loaded', () => {
  it('keeps what was typed and ticked on the enquiry form, and sends it', async () => {
    const { page, release } = await openBeforeTheApp('/contact-us');
    await page.getByLabel('First Name').pressSequentially('Ada');
    await page.getByLabel('Last Name').pressSequentially('Byron');
    await page.getByRole('checkbox').check();
    const whenReady = await fieldsWhenReady(page);
    await release();
    expect(await whenReady()).toMatchObject({ first_name: 'Ada', last_name: 'Byron' });
    // The form learnt of the tick: it asks a client's SSN. Unticked again, it is an enquiry.
    await page.getByLabel('SSN', { exact: true }).waitFor();
    await page.getByRole('checkbox').uncheck();

    // Typing after the app took over renders the form again: the early text must survive it.
    await page.getByLabel('Email').fill('ada@example.org');
    await page.getByLabel('Phone Number').pressSequentially('4105550101');
    await page.getByRole('combobox', { name: 'Enquiry Type' }).click();
    await page.getByRole('option', { disabled: false }).first().click();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Byron');

    const answer = page.waitForResponse((response) => response.url().endsWith('/website/enquiry/store'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const sent = new URLSearchParams((await answer).request().postData() ?? '');
    expect([sent.get('first_name'), sent.get('last_name'), sent.get('is_client')]).toEqual(['Ada', 'Byron', '0']);
  });

  it("keeps the enquiry form's typing and holds its submit while only the form's own code is still on its way", async () => {
    const { page, release } = await openBeforeTheApp('/contact-us', /\/assets\/enquiry-form-[^/]*\.js$/);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // The rest of the page is the app's: it is marked ready while the form sleeps, and its menu
    // opens. That press is a use of the page: the form's code is asked for (and held back here).
    await waitForApp(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    await menu.click();
    await page.getByRole('checkbox').check();
    await page.getByLabel('First Name').pressSequentially('Ada');
    await page.getByLabel('Last Name').pressSequentially('Byron');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(page.url()).toBe(`${baseUrl}/contact-us`);
    expect(requests.filter((url) => url.includes('Ada'))).toEqual([]);
    await release();

    // The form's own checks answered the held submit, with what was typed and ticked.
    await page.getByText('The email field is required.').waitFor();
    await page.getByLabel('SSN', { exact: true }).waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Byron');
    expect(page.url()).toBe(`${baseUrl}/contact-us`);
  });

  it('keeps an SSN and a birth date typed into the login form, and signs in with them', async () => {
    const { page, release } = await openBeforeTheApp('/auth/login');
    const ssn = page.getByLabel('SSN', { exact: true });
    const birthDate = page.getByRole('textbox', { name: 'Birth Date' });
    await ssn.pressSequentially('123456789');
    await birthDate.pressSequentially('01021950');
    const whenReady = await fieldsWhenReady(page);
    await release();

    // The birth date's stand-in keeps the digits as typed; MUI X's field takes over from it.
    expect(await whenReady()).toMatchObject({ ssn: '123-45-6789', date_of_birth: '01021950' });
    expect(await ssn.inputValue()).toBe('123-45-6789');
    await dateField(page, 'Birth Date').waitFor();
    expect(await dateValue(page, 'Birth Date')).toBe('01/02/1950');
    // The SSN formatted as it was handed over, without taking the person out of the birth date.
    expect(await dateField(page, 'Birth Date').evaluate((field) => field.contains(document.activeElement))).toBe(true);
    const lookUp = page.waitForRequest((request) => request.url().includes('/website/client/process'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const sent = new URL((await lookUp).url()).searchParams;
    expect([sent.get('ssn'), sent.get('date_of_birth')]).toEqual(['123456789', '1950-01-02']);
  });

  it('holds a form sent before the app is ready, keeps the SSN out of the address, and sends it through the app after', async () => {
    const { page, release } = await openBeforeTheApp('/auth/login');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByLabel('SSN', { exact: true }).pressSequentially('123456789');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(page.url()).toBe(`${baseUrl}/auth/login`);
    expect(requests.filter((url) => url.includes('123'))).toEqual([]);
    await release();

    // The app's own checks answered the held submit: the birth date is missing.
    await page.getByText('Date of birth fields is require').waitFor();
    expect(await page.getByLabel('SSN', { exact: true }).inputValue()).toBe('123-45-6789');
    expect(page.url()).toBe(`${baseUrl}/auth/login`);
  });

  it('wakes the login form at the first use and makes a press on its show/hide button again once it is in', async () => {
    browser = await openBrowser('mobile');
    const { page } = browser;
    let letThrough: () => void = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(/\/assets\/identity-form-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/auth/login`);
    await waitForApp(page);
    // Only looked at: the form is the prerendered one, ready to be used.
    expect(await page.locator('[data-wakes-on-use="IdentityForm"]').count()).toBe(1);

    // Used: the form's code is asked for (and held back here), and the page is not ready until it is in.
    await page.getByLabel('SSN', { exact: true }).pressSequentially('123456789');
    await page.getByRole('button', { name: 'Show SSN' }).click();
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    letThrough();
    await waitForApp(page);
    expect(await page.locator('[data-wakes-on-use]').count()).toBe(0);
    await page.getByRole('button', { name: 'Hide SSN' }).waitFor();
    expect(await page.getByLabel('SSN', { exact: true }).getAttribute('type')).toBe('text');
    expect(await page.getByLabel('SSN', { exact: true }).inputValue()).toMatch(/^123-?45-?6789$/);
  });
});
