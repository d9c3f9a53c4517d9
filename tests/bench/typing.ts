import type { Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import * as steps from '../e2e/intake/intake-steps';
import { REJECTED, signIn } from '../e2e/onboarding/sign-in';
import { median, type Table } from './report';

/** Lighthouse's mobile preset slows the CPU four times: a mid-range phone on this machine. */
const CPU_SLOWDOWN = 4;
/** A steady typist: a key every 150 ms, as the page would get them from a phone's keyboard. */
const KEY_DELAY_MS = 150;
/** 33 keys: each field typed into holds them after what it may already hold (at most 50). */
const TYPED = 'Evangelina Longfellow-Castellanos';
/** The web's "good" responsiveness: an interaction painted within 200 ms (INP). */
const AIM_MS = 200;
/** The browser reports no event quicker than this (Event Timing's least durationThreshold). */
const LEAST_MS = 16;

interface Field {
  name: string;
  /** Opens the screen with the field on it, in `language`, and answers the field's CSS selector. */
  open(page: Page, baseUrl: string, language: 'en' | 'es'): Promise<string>;
}

async function toSpanish(page: Page, language: 'en' | 'es'): Promise<void> {
  if (language === 'en') return;
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
}

const FIELDS: Field[] = [
  {
    name: 'intake wizard, About you: First Name',
    async open(page, baseUrl, language) {
      await page.goto(`${baseUrl}/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0`);
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      await steps.representativeMyself(page);
      await page.getByRole('heading', { name: 'About you' }).waitFor();
      await toSpanish(page, language);
      return '#field-first_name';
    },
  },
  {
    name: 'onboarding, Identifiers: photo ID number',
    async open(page, baseUrl, language) {
      // The demo person sent back for changes: every step filled in, the photo on file.
      await signIn(page, baseUrl, REJECTED);
      await page.goto(`${baseUrl}/client/onboarding/${REJECTED.code}`);
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Save and Proceed' }).click();
      await page.getByRole('heading', { name: 'Identifiers', exact: true }).waitFor();
      await toSpanish(page, language);
      return '[id="field-identifiers.photo_id"]';
    },
  },
  {
    name: 'onboarding, Client Contacts: contact name',
    async open(page, baseUrl, language) {
      // A contact is one item of some twenty fields, two addresses among them.
      await signIn(page, baseUrl, REJECTED);
      await page.goto(`${baseUrl}/client/onboarding/${REJECTED.code}`);
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      // The optional steps' headings end in '(optional)'.
      for (const next of ['Identifiers', 'Medical Details', 'Active Benefits', 'Client Contacts']) {
        await page.getByRole('button', { name: 'Save and Proceed' }).click();
        await page.getByRole('heading', { name: new RegExp(`^${next}`) }).waitFor();
      }
      await toSpanish(page, language);
      return '[id="field-client_contacts.0.name"]';
    },
  },
  {
    name: 'contact us: the enquiry',
    async open(page, baseUrl, language) {
      await page.goto(`${baseUrl}${language === 'es' ? '/es' : ''}/contact-us`);
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
      return '#field-description';
    },
  },
];

/** Each keystroke's interaction, in ms from the key to the next paint (Event Timing), while `text` is typed into `selector`. */
async function typingTimes(page: Page, selector: string, text: string): Promise<number[]> {
  // In the middle of the screen, as a phone shows the field typed into above its keyboard. A
  // field clicked where it lies may sit on the screen's bottom edge, where what is typed paints
  // nothing seen and each key counts until some other paint (seconds).
  await page.locator(selector).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.locator(selector).click();
  // Let the focus's own work settle: the figures are the keys'.
  await page.waitForTimeout(1_000);
  await page.evaluate((least) => {
    const longest = new Map<number, number>();
    (window as unknown as { typingTimes: Map<number, number> }).typingTimes = longest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: least } as PerformanceObserverInit);
  }, LEAST_MS);
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(1_000);
  const seen = await page.evaluate(() => [...(window as unknown as { typingTimes: Map<number, number> }).typingTimes.values()]);
  // A key the browser did not report took under 16 ms: counted as 16, an upper bound.
  return [...seen, ...Array<number>(Math.max(0, text.length - seen.length)).fill(LEAST_MS)];
}

/**
 * Typing into the fields where people type the most (both wizards, a list item, the enquiry), in both languages: a phone-sized Chromium
 * slowed four times, a key every 150 ms; for each key the time from the key to the next paint
 * (the browser's Event Timing, as INP counts it). The median key and the slowest.
 */
export async function measureTyping(baseUrl: string): Promise<Table> {
  const rows: (string | number)[][] = [];
  for (const field of FIELDS) {
    for (const language of ['en', 'es'] as const) {
      const browser = await openBrowser('mobile', { serviceWorkers: 'block' });
      try {
        const { page, context } = browser;
        await context.addInitScript(() => localStorage.setItem('installPromptDismissed', '1'));
        const selector = await field.open(page, baseUrl, language);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const times = await typingTimes(page, selector, TYPED);
        const slowest = Math.max(...times);
        rows.push([field.name, language, times.length, median(times).toFixed(0), slowest.toFixed(0), `${AIM_MS} ms`, slowest <= AIM_MS ? 'met' : 'missed']);
      } finally {
        await browser.close();
      }
    }
  }
  return {
    title: 'Typing in a form',
    note: `Mobile Chromium (390x844), CPU slowed ${CPU_SLOWDOWN}x, a key every ${KEY_DELAY_MS} ms; per key, ms from the key to the next paint (Event Timing, as INP counts it; a key under ${LEAST_MS} ms counts as ${LEAST_MS}). Aim: every key within ${AIM_MS} ms.`,
    columns: ['field', 'language', 'keys', 'median ms', 'slowest ms', 'aim', 'aim met?'],
    rows,
    key: 2,
    figures: ['median ms', 'slowest ms'],
  };
}
