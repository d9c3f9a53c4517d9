import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations } from '../support/a11y';
import { settledTop, visit, type Visit } from './visit';

const baseUrl = inject('baseUrl');
const NAV_HEIGHT = 79;
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const bar = () => current!.page.getByRole('navigation', { name: 'Main' });

describe('the navigation on desktop (1280 × 800)', () => {
  it('scrolls to each section below the fixed bar and marks the item of the section on screen', async () => {
    current = await visit(baseUrl, 'desktop', '/');
    const { page } = current;
    for (const [label, id] of [
      ['Our Programs', 'services-section'],
      ['About Us', 'about-section'],
      ['Service Areas', 'areas-section'],
    ] as const) {
      await bar().getByRole('link', { name: label }).click();
      expect(Math.abs((await settledTop(page, `#${id}`, NAV_HEIGHT)) - NAV_HEIGHT), label).toBeLessThanOrEqual(2);
      await page.waitForFunction((name) => document.querySelector(`nav a[aria-current="location"]`)?.textContent === name, label);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
    }
    expect(page.url()).toBe(`${baseUrl}/`);
  });

  it('from another page, goes home and then scrolls to the section', async () => {
    current = await visit(baseUrl, 'desktop', '/about-us');
    const { page } = current;
    await bar().getByRole('link', { name: 'Service Areas' }).click();
    await page.waitForURL(`${baseUrl}/#areas-section`);
    await page.locator('#areas-section').waitFor();
    expect(Math.abs((await settledTop(page, '#areas-section', NAV_HEIGHT)) - NAV_HEIGHT)).toBeLessThanOrEqual(2);
  });

  it('links Contact Us, Apply Now (165 px wide) and the logo', async () => {
    current = await visit(baseUrl, 'desktop', '/about-us');
    const { page } = current;
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const apply = bar().getByRole('link', { name: 'Apply Now' });
    expect((await apply.boundingBox())!.width).toBe(165);
    expect(await apply.getAttribute('href')).toBe('/client/intake');
    await bar().getByRole('link', { name: 'Contact Us' }).click();
    await page.getByRole('heading', { level: 1, name: "Got a question? Let's talk!" }).waitFor();
    expect(await bar().getByRole('link', { name: 'Contact Us' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'Provider Payee Services' }).click();
    await page.getByRole('heading', { level: 1, name: 'Helping You Manage Your Benefits Effectively' }).waitFor();
  });

  it("offers 'Skip to main content' as the first stop of the keyboard", async () => {
    current = await visit(baseUrl, 'desktop', '/');
    const { page } = current;
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});

describe('the navigation on a phone (390 × 844)', () => {
  const menu = () => current!.page.getByRole('button', { name: 'Menu' });

  it('opens and closes the menu panel by clicking its button', async () => {
    current = await visit(baseUrl, 'mobile', '/');
    const { page } = current;
    expect(await menu().getAttribute('aria-expanded')).toBe('false');
    expect(await bar().getByRole('link', { name: 'Our Programs' }).count()).toBe(0);
    await menu().click();
    expect(await menu().getAttribute('aria-expanded')).toBe('true');
    const items = bar().getByRole('link');
    expect(await items.allTextContents()).toEqual(['Provider Payee Services', 'About Us', 'Our Programs', 'Service Areas', 'Contact Us', 'Sign in', 'Apply Now']);
    expect((await bar().getByRole('link', { name: 'Apply Now' }).boundingBox())!.width).toBe(175);
    await expectNoA11yViolations(page);
    await menu().click();
    expect(await menu().getAttribute('aria-expanded')).toBe('false');
    expect(await bar().getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
  });

  it('closes the panel on a tap outside it', async () => {
    current = await visit(baseUrl, 'mobile', '/');
    const { page } = current;
    await menu().click();
    // The hero picture: below the panel, and nothing happens when it is tapped.
    const picture = (await page.locator('main img').first().boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, Math.min(picture.y + picture.height / 2, 820));
    expect(await menu().getAttribute('aria-expanded')).toBe('false');
    expect(page.url()).toBe(`${baseUrl}/`);
  });

  it('works with the keyboard: Enter opens, Tab reaches the items, Escape closes and returns focus', async () => {
    current = await visit(baseUrl, 'mobile', '/');
    const { page } = current;
    await menu().focus();
    await page.keyboard.press('Enter');
    expect(await menu().getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About Us');
    await page.keyboard.press('Escape');
    expect(await menu().getAttribute('aria-expanded')).toBe('false');
    expect(await menu().evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await menu().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes the panel when an item is chosen, and scrolls to its section', async () => {
    current = await visit(baseUrl, 'mobile', '/contact-us');
    const { page } = current;
    await menu().click();
    await bar().getByRole('link', { name: 'Our Programs' }).click();
    await page.waitForURL(`${baseUrl}/#services-section`);
    expect(await menu().getAttribute('aria-expanded')).toBe('false');
    await page.locator('#services-section').waitFor();
    expect(Math.abs((await settledTop(page, '#services-section', NAV_HEIGHT)) - NAV_HEIGHT)).toBeLessThanOrEqual(2);

    await menu().click();
    await bar().getByRole('link', { name: 'Service Areas' }).click();
    expect(Math.abs((await settledTop(page, '#areas-section', NAV_HEIGHT)) - NAV_HEIGHT)).toBeLessThanOrEqual(2);
    expect(await menu().getAttribute('aria-expanded')).toBe('false');
  });
});
