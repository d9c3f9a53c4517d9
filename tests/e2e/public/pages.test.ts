import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations } from '../support/a11y';
import type { Screen } from '../support/browser';
import { pageOutline, visit, type Visit } from './visit';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

async function expectTexts(texts: readonly string[]) {
  for (const text of texts) {
    expect(await current!.page.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
  }
}

async function expectSoundPage(h1: string) {
  const outline = await pageOutline(current!.page);
  expect(outline.h1).toEqual([h1]);
  expect(outline).toMatchObject({ banner: 1, nav: 1, main: 1, footer: 1, imagesWithoutSize: [] });
  await expectTexts(['Helping You Thrive Financially', '© 2024 Provider Payee Services. All rights reserved.']);
  expect(await current!.page.getByRole('contentinfo').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
    'Maryland Office',
    'Virginia Office',
    'Ohio Office',
  ]);
  await expectNoA11yViolations(current!.page);
  expect(current!.problems).toEqual([]);
}

describe.each<Screen>(['mobile', 'desktop'])('the public pages on %s', (screen) => {
  it("home: the spec's sections in order, with their texts", async () => {
    current = await visit(baseUrl, screen, '/');
    const { page } = current;
    const sectionTitles = await page.locator('main h2').allTextContents();
    expect(sectionTitles).toEqual([
      'How It works',
      'Reliable Bill Management',
      'Our Services',
      'About Provider Payee Services',
      'Our Commitment in Numbers',
      'We are present in...',
      'Frequently Asked Questions',
    ]);
    await expectTexts([
      'Complete the registration form',
      'Review of information',
      'Submission to the Social Security Administration',
      'Approval or rejection',
      'Essential living expenses',
      'Financial and legal support',
      'Medical and miscellaneous needs',
      'Representative Payee',
      'Federal Fiduciary',
      'Money Management',
      '1800+',
      'Ohio, Maryland, Virginia',
      String(new Date().getFullYear() - 2008),
    ]);
    for (const id of ['services-section', 'about-section', 'areas-section']) expect(await page.locator(`section#${id}`).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Know More' }).getAttribute('href')).toBe('/about-us');
    expect(await page.getByRole('button', { name: /^Maryland/ }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#areas-section').getByRole('img').getAttribute('src')).toBe('/images/us-map.svg');
    expect(await page.locator('main h3 > button[aria-expanded]').count()).toBe(13);
    await expectSoundPage('Helping You Manage Your Benefits Effectively');
  });

  it("About Us: the brand's heading on a 400 px hero, the values and the closing banner", async () => {
    current = await visit(baseUrl, screen, '/about-us');
    const { page } = current;
    const hero = await page.locator('section', { has: page.getByRole('heading', { level: 1 }) }).boundingBox();
    expect(hero!.height).toBeGreaterThanOrEqual(400);
    if (screen === 'desktop') expect(hero!.height).toBe(400);
    await expectTexts([
      'Provider Payee Services offers specialised programs that help individuals manage their finances with confidence and ease.',
      'What We Do',
      'Helping You Manage Your Benefits Effectively',
      'Our Values',
      'Uplifting Communities',
      'Transparency',
      'Empowering',
      'Helping You Manage Your Finances with Care and Confidence',
    ]);
    expect(await page.getByRole('main').getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/client/intake');
    expect(await page.title()).toBe('About Us | Provider Payee Services');
    await expectSoundPage('We Are Provider Payee Services');
  });

  it('Contact Us: the map and its note, the enquiry form and one card per office', async () => {
    current = await visit(baseUrl, screen, '/contact-us');
    const { page } = current;
    await expectTexts([
      'We proudly serve clients in the following states: Maryland (MD), Virginia (VA) and Ohio (OH).',
      "We're Here for You!",
      'Reach out to our local offices in your state',
    ]);
    expect(await page.getByRole('img', { name: 'Map of the United States with Maryland, Virginia and Ohio marked' }).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'I am a Provider client' }).count()).toBe(1);
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Description (optional)').getAttribute('maxlength')).toBe('1000');
    expect(await page.getByText('0/1000').isVisible()).toBe(true);
    const cards = page.locator('main h3');
    expect(await cards.allTextContents()).toEqual(['Maryland', 'Virginia', 'Ohio']);
    await expectSoundPage("Got a question? Let's talk!");
  });

  it('Terms and Conditions and the Privacy Policy are real pages linked from the footer', async () => {
    current = await visit(baseUrl, screen, '/');
    const { page } = current;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/terms-and-conditions`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectSoundPage('Terms and Conditions');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const text = await page.getByRole('main').innerText();
    for (const fact of ['IndexedDB', "'Start over'", 'authToken', '2 days', 'userInfo', 'Log out', 'service worker', 'no personal data', 'site-data settings']) {
      expect(text, fact).toContain(fact);
    }
    await expectSoundPage('Privacy Policy');
  });
});
