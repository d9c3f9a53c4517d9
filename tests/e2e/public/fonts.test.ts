import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
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

// Measured with the worker blocked: its precache fetches every face, and only the page's own
// requests say what its text needs (build/roboto-core.ts).
describe("the fonts a page's text needs", () => {
  it.each(['/', '/about-us', '/contact-us', '/client/intake', '/client/intake/new/state-selection', '/auth/login'])(
    '%s draws from the three core faces alone, declared once',
    async (path) => {
      current = await visit(baseUrl, 'mobile', path, { serviceWorkers: 'block' });
      expect(await fontsFetched(current.page)).toEqual(['roboto-core-400', 'roboto-core-500', 'roboto-core-700']);
      // The faces are declared once, inline: a stylesheet linked later would be fetched and
      // would lay the page out anew.
      expect(
        await current.page.evaluate(() => ({
          links: document.querySelectorAll('link[rel="stylesheet"]').length,
          fetched: performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.css')).length,
        })),
      ).toEqual({ links: 0, fetched: 0 });
    },
  );

  it('fetches the full Latin face when a person types a name with a letter the core faces leave out (ç)', async () => {
    current = await visit(baseUrl, 'mobile', '/contact-us', { serviceWorkers: 'block' });
    const { page } = current;
    await page.getByLabel('First Name').fill('François');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/roboto-latin-400-normal-')));
    expect(await fontsFetched(page)).toContain('roboto-latin-400-normal');
    expect(await page.evaluate(() => document.fonts.check('400 16px Roboto', 'François'))).toBe(true);
  });
});
