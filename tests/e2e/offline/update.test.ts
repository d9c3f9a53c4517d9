import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from '../support/browser';
import { E2E_DIST, buildApp, startProduct, type Product } from '../support/product';

let workDir = '';
let product: Product | null = null;
let browser: Browser | null = null;

// The version deployed first is the run's own build; the next one is built here.
beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'payee-update-'));
  buildApp(join(workDir, 'v2'), { VITE_APP_VERSION: 'update-test-2' });
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

function serve(version: 'v1' | 'v2') {
  const live = join(workDir, 'live');
  rmSync(live, { recursive: true, force: true });
  cpSync(version === 'v1' ? E2E_DIST : join(workDir, version), live, { recursive: true });
  return live;
}

it('shows "New version available" when a new build is deployed, and Reload brings it', async () => {
  product = await startProduct({ staticDir: serve('v1'), database: inject('seededDatabase') });
  browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
  const { page } = browser;
  await page.goto(`${product.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const first = await page.locator('html').getAttribute('data-app-version');
  expect(first).toMatch(/.+/);
  expect(first).not.toBe('update-test-2');

  serve('v2');
  // What the app does every hour and whenever it becomes visible again.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByRole('alert').filter({ hasText: 'New version available' });
  await prompt.waitFor();
  expect(await page.locator('html').getAttribute('data-app-version')).toBe(first);

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await page.waitForFunction(() => document.documentElement.dataset.appVersion === 'update-test-2');
});
