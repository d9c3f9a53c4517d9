import { afterEach, describe, expect, inject, it } from 'vitest';
import { visit, type Visit } from '../public/visit';
import { waitForApp } from '../support/browser';
import { identify, openAccount, PEOPLE } from './portal';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const PUBLIC_PAGES = ['/', '/about-us', '/contact-us', '/terms-and-conditions', '/privacy-policy'];

/** The app's 'My Account' shortcut, as the installed app's icon menu offers it. */
async function accountShortcut(): Promise<string> {
  const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { shortcuts: { name: string; url: string }[] };
  const shortcut = manifest.shortcuts.find((item) => item.name === 'My Account');
  expect(shortcut).toBeDefined();
  return shortcut!.url;
}

describe('the way in for clients', () => {
  it("offers 'Sign in' in the phone menu and the footer of every public page, to the sign-in screen", async () => {
    current = await visit(baseUrl, 'mobile', '/');
    const { page } = current;
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await waitForApp(page);
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Sign in' });
      expect(await footerLink.getAttribute('href'), path).toBe('/auth/login');
      await page.getByRole('button', { name: 'Menu' }).click();
      const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' });
      expect(await menuLink.getAttribute('href'), path).toBe('/auth/login');
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByRole('heading', { level: 1, name: 'Find your Finance details' }).waitFor();
    expect(current.problems).toEqual([]);
  });

  it("offers 'Sign in' in the desktop bar, beside Apply Now, and it signs a client in to My Account", async () => {
    current = await visit(baseUrl, 'desktop', '/about-us');
    const { page } = current;
    const bar = page.getByRole('navigation', { name: 'Main' });
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Provider Payee Services', 'About Us', 'Our Programs', 'Service Areas', 'Contact Us', 'Sign in', 'Apply Now']);
    const signIn = (await bar.getByRole('link', { name: 'Sign in' }).boundingBox())!;
    const apply = (await bar.getByRole('link', { name: 'Apply Now' }).boundingBox())!;
    // One row, in the bar's 79 px.
    expect(Math.abs(signIn.y + signIn.height / 2 - (apply.y + apply.height / 2))).toBeLessThanOrEqual(2);
    await bar.getByRole('link', { name: 'Sign in' }).click();
    await identify(page, PEOPLE.client);
    await page.waitForURL('**/my-account');
    await page.getByRole('heading', { level: 1, name: 'Hello, Franklin Hayes' }).waitFor();
  });

  it("reads 'My Account' on a prerendered page once a signed-in person's page has started, without a hydration error", async () => {
    // An onboarding session without an application code may stay on public pages (spec section 2).
    current = await visit(baseUrl, 'mobile', '/about-us', {
      beforeLoad: () => {
        document.cookie = `authToken=${'t'.repeat(40)}; Path=/`;
        localStorage.setItem('userInfo', JSON.stringify({ token: 't'.repeat(40), process_type: 'onboarding', client_id: null, application_code: null, ssn: '4323', name: 'R' }));
      },
    });
    const { page } = current;
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'My Account' });
    await footerLink.waitFor();
    expect(await footerLink.getAttribute('href')).toBe('/my-account');
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(current.problems).toEqual([]);
    expect(current.consoleMessages.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
  });

  it("takes the 'My Account' shortcut to the sign-in screen when signed out, and to My Account when signed in", async () => {
    const shortcut = await accountShortcut();
    current = await visit(baseUrl, 'mobile', '/');
    await current.page.goto(`${baseUrl}${shortcut}`);
    await current.page.waitForURL('**/auth/login');
    await current.page.getByRole('heading', { level: 1, name: 'Find your Finance details' }).waitFor();
    await current.close();

    current = await openAccount(baseUrl, 'mobile');
    await current.page.goto(`${baseUrl}${shortcut}`);
    await waitForApp(current.page);
    await current.page.getByRole('heading', { level: 1, name: 'Hello, Franklin Hayes' }).waitFor();
    expect(new URL(current.page.url()).pathname).toBe('/my-account');
    // The installed app opens on '/': a signed-in client lands on My Account from there too.
    await current.page.goto(`${baseUrl}/`);
    await current.page.waitForURL('**/my-account');
  });
});
