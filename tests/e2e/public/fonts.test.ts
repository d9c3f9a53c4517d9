import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { IN_PROGRESS_APPLICANT, lookUpThenReload, PENDING_APPLICANT } from '../intake/look-up';
import { visit, type Visit } from './visit';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

/** The font files the page has fetched so far, once every face its text needs is in. */
async function fontsFetched(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\.woff2?$/.test(path))
      .map((path) => path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.woff2?$/, ''))
      .sort();
  });
}

/**
 * The core faces the page's text has drawn with so far: a face loads once text needs it. The
 * core faces are the ones whose range starts with ASCII (src/fonts.css); @fontsource's start elsewhere.
 */
async function facesDrawn(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded' && face.unicodeRange.startsWith('U+20-7E'))
      .map((face) => `roboto-core-${face.weight}`)
      .sort();
  });
}

/** The faces the page's head preloads at this screen's size (a preload whose media query fails is never fetched). */
async function facesPreloaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')]
      .filter((link) => !link.media || matchMedia(link.media).matches)
      .map((link) => new URL(link.href).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.woff2?$/, ''))
      .sort(),
  );
}

const WITHOUT_MEDIUM = ['roboto-core-400', 'roboto-core-700'];
const ALL_CORE = ['roboto-core-400', 'roboto-core-500', 'roboto-core-700'];
const WIZARD = '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0';

// Measured with the worker blocked: its precache fetches every face, and only the page's own
// requests say what its text needs (build/roboto-core.ts). Every page preloads the faces its
// first screen draws with, so none swaps in late, and no other, which would take a slow line
// from the screen's code (build/prerender-entry.tsx): Medium (500) is the wizards' step header
// and the public navigation bar, shown on wide screens only.
describe("the fonts a page's text needs", () => {
  it.each([
    ['/', 'mobile', WITHOUT_MEDIUM],
    ['/', 'desktop', ALL_CORE],
    ['/about-us', 'mobile', WITHOUT_MEDIUM],
    ['/contact-us', 'mobile', WITHOUT_MEDIUM],
    ['/contact-us', 'desktop', ALL_CORE],
    ['/client/intake', 'mobile', WITHOUT_MEDIUM],
    ['/client/intake/new/state-selection', 'mobile', WITHOUT_MEDIUM],
    ['/client/intake/new/program-selection?state_id=1&is_aware_checked=0', 'mobile', WITHOUT_MEDIUM],
    ['/client/intake/resume-verification', 'desktop', WITHOUT_MEDIUM],
    ['/auth/login', 'mobile', WITHOUT_MEDIUM],
    ['/auth/login/ONB-4323', 'mobile', WITHOUT_MEDIUM],
    [WIZARD, 'mobile', ALL_CORE],
  ] as const)('%s on a %s screen draws from the core faces it preloads, and fetches no other', async (path, screen, faces) => {
    current = await visit(baseUrl, screen, path, { serviceWorkers: 'block' });
    expect(await facesDrawn(current.page)).toEqual(faces);
    expect(await facesPreloaded(current.page)).toEqual(faces);
    expect(await fontsFetched(current.page)).toEqual(faces);
    // The faces are declared once, inline: a stylesheet linked later would be fetched and
    // would lay the page out anew.
    expect(
      await current.page.evaluate(() => ({
        links: document.querySelectorAll('link[rel="stylesheet"]').length,
        fetched: performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.css')).length,
      })),
    ).toEqual({ links: 0, fetched: 0 });
  });

  it.each([
    ['a resumed application', PENDING_APPLICANT, /\/client\/intake\/resume\/\d+$/, 'Address Details', ALL_CORE],
    ['a status page', IN_PROGRESS_APPLICANT, /\/client\/intake\/status\/in-progress$/, /^We've Got Your Request, /, WITHOUT_MEDIUM],
  ])('%s, reloaded, preloads the core faces it draws', async (_, person, address, heading, faces) => {
    current = await visit(baseUrl, 'mobile', '/client/intake/resume-verification', { serviceWorkers: 'block' });
    const { page } = current;
    await lookUpThenReload(page, person, address);
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    expect(await facesDrawn(page)).toEqual(faces);
    expect(await facesPreloaded(page)).toEqual(faces);
  });

  it('fetches the full Latin face when a person types a name with a letter the core faces leave out (ç)', async () => {
    current = await visit(baseUrl, 'mobile', '/contact-us', { serviceWorkers: 'block' });
    const { page } = current;
    await page.getByLabel('First Name').fill('François');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/roboto-latin-400-normal-')));
    expect(await fontsFetched(page)).toContain('roboto-latin-400-normal');
    expect(await page.evaluate(() => document.fonts.check('400 16px Roboto', 'François'))).toBe(true);
  });
});
