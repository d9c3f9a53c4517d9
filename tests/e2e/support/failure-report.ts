import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { RunnerTestCase as Test } from 'vitest';
import { saidBy } from './browser';
import { ROOT } from './product';

/** Where a failed test's pages are written: under reports/, which git ignores and `npm test` empties. */
export const FAILURES_DIR = join(ROOT, 'reports', 'e2e-failures');

/** Long enough for a busy machine, short enough that a hung page cannot hold the run. */
const CAPTURE_LIMIT_MS = 15_000;

let running: Test | null = null;
const reported = new WeakSet<BrowserContext>();

/** The test now running in this file (set before each test). */
export function watchTest(test: Test): void {
  running = test;
}

const slug = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * When the running test has failed, writes what each page of the context shows: a screenshot,
 * and beside it the page's address, its visible text and what assistive technology is given
 * (the tree `getByRole` searches), and in console.txt the errors and warnings its pages said, so that a failure seen once under load can be read after.
 * Never throws: a page too broken to capture must not hide the test's own failure.
 */
export async function reportIfFailed(context: BrowserContext): Promise<void> {
  const test = running;
  if (!test || test.result?.state !== 'fail' || reported.has(context)) return;
  reported.add(context);
  const dir = join(FAILURES_DIR, slug(relative(join(ROOT, 'tests', 'e2e'), test.file.filepath)), slug(test.name));
  mkdirSync(dir, { recursive: true });
  const pages = context.pages();
  for (const [index, page] of pages.entries()) {
    const name = `page-${index + 1}`;
    const text = await page
      .locator('body')
      .innerText({ timeout: CAPTURE_LIMIT_MS })
      .catch((error: unknown) => `(no text: ${String(error)})`);
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: CAPTURE_LIMIT_MS })
      .catch((error: unknown) => `(no tree: ${String(error)})`);
    writeFileSync(join(dir, `${name}.txt`), `URL: ${page.url()}\n\n--- Visible text ---\n${text}\n\n--- Accessibility tree ---\n${tree}\n`);
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, timeout: CAPTURE_LIMIT_MS }).catch(() => undefined);
  }
  const said = saidBy(context);
  writeFileSync(join(dir, 'console.txt'), said.length > 0 ? `${said.join('\n')}\n` : '(no error or warning was said)\n');
  console.error(`The failed test's ${pages.length === 1 ? 'page is' : 'pages are'} in ${relative(ROOT, dir)}/ (screenshot, URL and text).`);
}
