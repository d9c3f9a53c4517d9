import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { screenSettled } from './support/settle';
import { expectReflows, expectReflowsAtEveryReading, quiet, readAt, READINGS, trackRequests, WIDE_READINGS } from './support/reflow';
import { es } from './support/spanish';

/**
 * WCAG 1.4.10, 1.4.4 and 2.3.3 on the screens anyone can open: at 320 CSS px, and on a 390 px
 * phone with the browser's text at 200 % (support/reflow.ts), in English and in Spanish, no
 * screen scrolls sideways, cuts a text or puts a control outside the window; with 'reduce
 * motion' asked for, nothing on the screen animates or transitions. The signed-in screens and
 * the wizards: reflow-journeys.test.ts. The same holds on wider screens, where the layout
 * changes (a tablet and a desktop with the text at 200 %, a 1024 px laptop). And on a 1280 px
 * desktop the bar of the public pages keeps its items on one row, each on one line, in either
 * language.
 */
const baseUrl = inject('baseUrl');
let current: Browser | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const SIGNED_OUT_SCREENS = [
  '/',
  '/about-us',
  '/contact-us',
  '/terms-and-conditions',
  '/privacy-policy',
  '/client/intake',
  '/client/intake/new/state-selection',
  '/client/intake/new/program-selection?state_id=1&is_aware_checked=0',
  '/client/intake/new?state_id=1&is_aware_checked=1',
  '/client/intake/resume-verification',
  '/auth/login',
  '/auth/login/ONB-4323',
  '/no-such-screen',
];

const LANGUAGES = [
  { language: 'English', prefix: '', text: (_id: string, english: string) => english },
  { language: 'Spanish', prefix: '/es', text: (id: string) => es(id) },
];

async function openStill(): Promise<Page> {
  current = await openBrowser('mobile', { serviceWorkers: 'block' });
  const { page } = current;
  trackRequests(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

async function open(page: Page, address: string): Promise<void> {
  await page.goto(`${baseUrl}${address}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Judged once the app has adopted a prerendered page, so what is measured is what stays.
  await screenSettled(page);
}

describe.each(LANGUAGES)('in $language, at 320 px and with the text at 200 %, with reduced motion', ({ prefix, text }) => {
  it('no signed-out screen scrolls sideways, cuts a text, hides a control or moves', { timeout: 300_000 }, async () => {
    const page = await openStill();
    for (const path of SIGNED_OUT_SCREENS) {
      await open(page, `${prefix}${path}`);
      await expectReflowsAtEveryReading(page);
    }
  });

  it('the offer to install the app fits, its two buttons whole', async () => {
    const page = await openStill();
    await open(page, `${prefix}/client/intake`);
    // The browser's offer, as Chromium makes it to an installable app (a test's never does).
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('complementary', { name: text('install.name', 'Install app') }).waitFor();
    await expectReflowsAtEveryReading(page);
  });

  it('the open public menu fits, and so does the enquiry form with its errors', async () => {
    const page = await openStill();
    await open(page, `${prefix}/`);
    // The public menu opens as a panel on narrow screens.
    for (const reading of READINGS) {
      await readAt(page, reading);
      const menu = page.getByRole('button', { name: text('nav.menu', 'Menu') });
      await menu.click();
      await page.getByRole('link', { name: text('nav.contact_us', 'Contact Us') }).first().waitFor();
      await expectReflows(page, reading);
      await menu.click();
    }

    await open(page, `${prefix}/contact-us`);
    await page.getByRole('button', { name: text('contact.form.submit', 'Submit') }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await expectReflowsAtEveryReading(page);
  });
});

describe.each(LANGUAGES)('in $language, on wider screens and there with the text at 200 %', ({ prefix }) => {
  it('the public pages, sign-in and the wizard scroll no sideways, cut no text and break no word', async () => {
    current = await openBrowser('desktop', { serviceWorkers: 'block' });
    const { page } = current;
    trackRequests(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/contact-us', '/auth/login', '/client/intake/new?state_id=1&is_aware_checked=1']) {
      await open(page, `${prefix}${path}`);
      await quiet(page);
      for (const reading of WIDE_READINGS) await expectReflows(page, reading);
    }
  });
});

describe.each(LANGUAGES)('the public nav bar at 1280 px, in $language', ({ prefix, text }) => {
  it('keeps its items on one row, each on one line', async () => {
    current = await openBrowser('desktop', { serviceWorkers: 'block' });
    const { page } = current;
    await open(page, `${prefix}/about-us`);
    const bar = page.getByRole('navigation', { name: text('nav.main', 'Main') }).getByRole('list').first();
    const items = await bar.evaluate((list) =>
      [...list.children].map((item) => {
        const box = item.getBoundingClientRect();
        const lines = new Set<number>();
        const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) if (line.width > 0) lines.add(Math.round(line.top));
        }
        return { text: item.textContent, middle: box.top + box.height / 2, lines: lines.size };
      }),
    );
    expect(items.map((item) => item.text)).toContain('EnglishEspañol');
    expect(items.filter((item) => item.lines !== 1), 'items on more than one line').toEqual([]);
    const middles = items.map((item) => item.middle);
    expect(Math.max(...middles) - Math.min(...middles), 'the items sit on one row').toBeLessThanOrEqual(2);
  });
});
