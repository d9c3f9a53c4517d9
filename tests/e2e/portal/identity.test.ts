import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Visit } from '../public/visit';
import { dateField, typeDate } from '../support/fields';
import { NO_MATCH, PEOPLE, identify, openLogin, tabTo } from './portal';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const userInfo = (visit: Visit) => visit.page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null') as Record<string, unknown> | null);

// Each test but the one that counts the picture's requests takes a cleared page in the file's
// kept context for its screen: they set nothing on the context.
describe('the identity screen against the reference API', () => {
  it('sends an intake person to the status page of their application, SSN and birth date in navigation state', async () => {
    current = await openLogin(baseUrl, 'mobile', undefined, { kept: true });
    const { page } = current;
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Find your Finance details');
    await identify(page, PEOPLE.intakeInProgress);
    await page.waitForURL('**/client/intake/status/in-progress');
    expect(await page.evaluate(() => window.history.state as unknown)).toEqual({ ssn: '987654321', dob: '1948-03-02' });
    await page.getByText(`We've Got Your Request, ${PEOPLE.intakeInProgress.firstName}!`).waitFor();
    expect(await userInfo(current)).toBeNull();
  });

  it('shows the picture beside the form on a large screen, and only the form on a phone', async () => {
    current = await openLogin(baseUrl, 'desktop');
    const picture = current.page.locator('img[src="/images/login.svg"]');
    expect(await picture.isVisible()).toBe(true);
    expect([await picture.getAttribute('width'), await picture.getAttribute('height')]).toEqual(['480', '400']);
    const [image, form] = [await picture.boundingBox(), await current.page.getByRole('form', { name: 'Identification details' }).boundingBox()];
    expect(image!.x + image!.width).toBeLessThan(form!.x);
    await current.close();

    current = await openLogin(baseUrl, 'mobile');
    const requested: string[] = [];
    current.page.on('request', (request) => requested.push(request.url()));
    await current.page.reload();
    await current.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await current.page.locator('img[src="/images/login.svg"]').isVisible()).toBe(false);
    expect(requested.filter((url) => url.endsWith('/images/login.svg'))).toEqual([]);
  });

  it('sends a pending intake on to its form', async () => {
    current = await openLogin(baseUrl, 'desktop', undefined, { kept: true });
    await identify(current.page, PEOPLE.intakePending);
    await current.page.waitForURL(/\/client\/intake\/resume\/\d+$/);
    expect(await current.page.evaluate(() => window.history.state as unknown)).toEqual({ ssn: '987654320', dob: '1950-01-15' });
  });

  it("greets a pending onboarding by name, logs them in, opens their wizard and shows the server's message", async () => {
    current = await openLogin(baseUrl, 'mobile', PEOPLE.onboardingPending.code, { kept: true });
    const { page } = current;
    await page.getByRole('heading', { level: 1, name: `Hey ${PEOPLE.onboardingPending.firstName},` }).waitFor();
    expect(await page.getByText('Enter your Identification details').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    await identify(page, PEOPLE.onboardingPending);
    await page.waitForURL(`**/client/onboarding/${PEOPLE.onboardingPending.code}`);
    await page.getByRole('alert').filter({ hasText: 'Welcome back! Please complete your onboarding.' }).waitFor();
    expect(await userInfo(current)).toMatchObject({ process_type: 'onboarding', application_code: 'ONB-4323', ssn: '4323' });
  });

  it('replaces the login page with the in-progress screen, whose only way out is Back To Home', async () => {
    current = await openLogin(baseUrl, 'mobile', undefined, { kept: true });
    const { page } = current;
    await identify(page, PEOPLE.onboardingInProgress);
    const title = page.getByRole('heading', { level: 1, name: `We have received your request, ${PEOPLE.onboardingInProgress.firstName}!` });
    await title.waitFor();
    expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByText('Our team is working on it and will update you by e-mail.').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('button').count()).toBe(0);
    expect(await page.getByLabel('SSN', { exact: true }).count()).toBe(0);
    expect(await userInfo(current)).toBeNull();
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it("lists what a rejected onboarding must fix, and 'Update Form Now' logs in and opens the wizard", async () => {
    current = await openLogin(baseUrl, 'desktop', undefined, { kept: true });
    const { page } = current;
    await identify(page, PEOPLE.onboardingRejected);
    await page.getByRole('heading', { level: 1, name: `Your application needs some updates, ${PEOPLE.onboardingRejected.firstName}.` }).waitFor();
    expect(await page.getByText('Please fix the suggested items and submit your application again.').isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'What needs to be fixed' }).getByRole('listitem').allInnerTexts()).toEqual([
      'The photo is not clear: please upload a photo that shows your face',
      'The electricity bill is older than three months: please upload a recent one',
    ]);
    expect(await page.getByRole('link', { name: 'Back To Home' }).getAttribute('href')).toBe('/');
    await page.getByRole('button', { name: 'Update Form Now' }).click();
    await page.waitForURL(`**/client/onboarding/${PEOPLE.onboardingRejected.code}`);
    expect(await userInfo(current)).toMatchObject({ process_type: 'onboarding', application_code: 'ONB-4325' });
  });

  it("congratulates an approved onboarding, and 'Check Account Details' logs in and opens My Account", async () => {
    current = await openLogin(baseUrl, 'mobile', PEOPLE.onboardingApproved.code, { kept: true });
    const { page } = current;
    await identify(page, PEOPLE.onboardingApproved);
    await page.getByRole('heading', { level: 1, name: `Congratulations, ${PEOPLE.onboardingApproved.firstName}! Your application has been approved.` }).waitFor();
    expect(await page.getByText('You can now manage your account details and profile.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Check Account Details' }).click();
    await page.waitForURL('**/my-account');
    await page.getByRole('heading', { level: 1, name: 'Hello, Lucille Moreno' }).waitFor();
    expect(await userInfo(current)).toMatchObject({ process_type: 'client', application_code: 'ONB-4326' });
  });

  it('logs a client in and opens My Account', async () => {
    current = await openLogin(baseUrl, 'desktop', undefined, { kept: true });
    await identify(current.page, PEOPLE.client);
    await current.page.waitForURL('**/my-account');
    expect(await userInfo(current)).toMatchObject({ process_type: 'client', application_code: 'CLI-4327', ssn: '4327', name: 'Franklin Hayes' });
  });

  it('says a birth year typed with two digits needs four, asking the server nothing, and signs in once it has them', async () => {
    current = await openLogin(baseUrl, 'mobile', undefined, { kept: true });
    const { page } = current;
    const lookUps: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') lookUps.push(request.url());
    });
    // MUI X takes '40' as the year 40: the form keeps it as a date still being typed.
    await identify(page, { ssn: PEOPLE.client.ssn, dob: '022940' });
    await page.getByText('The birth date must have a four-digit year.').waitFor();
    expect(lookUps).toEqual([]);

    await typeDate(page, 'Birth Date', PEOPLE.client.dob);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/my-account');
  });

  it('shows a wrong birth date as a toast and under the SSN, and a missing SSN in the spec\'s words', async () => {
    current = await openLogin(baseUrl, 'mobile', undefined, { kept: true });
    const { page } = current;
    await identify(page, { ssn: PEOPLE.client.ssn, dob: '01011950' });
    await page.getByRole('alert').filter({ hasText: NO_MATCH }).waitFor();
    const ssn = page.getByLabel('SSN', { exact: true });
    expect(await ssn.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await ssn.getAttribute('aria-describedby')}"]`).innerText()).toBe(NO_MATCH);
    expect(page.url()).toMatch(/\/auth\/login$/);

    await ssn.fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('SSN field is required').waitFor();
  });

  it('can be used with the keyboard alone: Tab to each field, show the SSN, open and close the calendar, submit', async () => {
    current = await openLogin(baseUrl, 'desktop', undefined, { kept: true });
    const { page } = current;
    const ssn = page.getByLabel('SSN', { exact: true });
    await tabTo(page, ssn);
    await page.keyboard.type(PEOPLE.client.ssn);
    expect(await ssn.inputValue()).toBe('987-65-4327');
    expect(await ssn.getAttribute('type')).toBe('password');
    await tabTo(page, page.getByRole('button', { name: 'Show SSN' }));
    await page.keyboard.press('Enter');
    expect(await ssn.getAttribute('type')).toBe('text');
    await tabTo(page, dateField(page, 'Birth Date').getByRole('spinbutton', { name: 'Month' }));
    await page.keyboard.type(PEOPLE.client.dob);
    await tabTo(page, page.getByRole('button', { name: /^Choose date/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/my-account');
  });

  it('submits with Enter from the birth date field', async () => {
    current = await openLogin(baseUrl, 'mobile', undefined, { kept: true });
    const { page } = current;
    await page.getByLabel('SSN', { exact: true }).fill(PEOPLE.intakeInProgress.ssn);
    await typeDate(page, 'Birth Date', PEOPLE.intakeInProgress.dob);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/website/client/process')) lookups.push(request.url());
    });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/client/intake/status/in-progress');
    expect(lookups).toHaveLength(1);
  });

  it('takes a pasted SSN', async () => {
    current = await openLogin(baseUrl, 'mobile', undefined, { kept: true });
    const { page } = current;
    const ssn = page.getByLabel('SSN', { exact: true });
    await ssn.focus();
    // Nothing on the page may cancel a paste (WCAG 3.3.8); the browser then inserts the text.
    const allowed = await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      return document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, '987-65-4327');
    expect(allowed).toBe(true);
    await page.keyboard.insertText('987-65-4327');
    expect(await ssn.inputValue()).toBe('987-65-4327');
    await typeDate(page, 'Birth Date', PEOPLE.client.dob);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/my-account');
  });
});
