import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import { kb, type Table } from './report';

export const FIRST_VISIT_ROUTES = [
  '/',
  '/about-us',
  '/contact-us',
  '/client/intake',
  '/client/intake/new/state-selection',
  '/client/intake/resume-verification',
  '/auth/login',
];

/** The JavaScript a first visit of each route loads (no service worker, empty cache), gzipped. */
export async function measureRouteJs(baseUrl: string, budgetKb: Record<string, number> = { '/': 150 }): Promise<Table> {
  const rows: (string | number)[][] = [];
  for (const route of FIRST_VISIT_ROUTES) {
    const browser = await openBrowser('mobile', { serviceWorkers: 'block' });
    const scripts: Promise<number>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    };
    browser.page.on('response', onResponse);
    await browser.page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    browser.page.off('response', onResponse);
    const sizes = await Promise.all(scripts);
    await browser.close();
    const total = sizes.reduce((sum, size) => sum + size, 0);
    const budget = budgetKb[route];
    rows.push([`\`${route}\``, sizes.length, kb(total), budget ? `${budget} KB` : '—']);
  }
  return {
    title: 'JavaScript loaded by a first visit (gzip)',
    note: 'Mobile Chromium, empty cache, service worker blocked; every script response of the page, gzipped at level 9.',
    columns: ['route', 'scripts', 'KB gzip', 'budget'],
    rows,
  };
}
