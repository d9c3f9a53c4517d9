import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, waitForApp, type Browser, type BrowserOptions, type Screen } from '../support/browser';

export interface Visit extends Browser {
  /** Uncaught errors (React's hydration errors among them) and requests to other hosts seen so far. */
  problems: string[];
  /** What the page logged as errors or warnings (CSP refusals, React's warnings). */
  consoleMessages: string[];
}

export interface VisitOptions extends BrowserOptions {
  /** Runs in the page before any of its own scripts. */
  beforeLoad?: () => void;
  /** Runs before the page is opened, e.g. to hold back a request the page makes as it hydrates. */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/** Opens a fresh browser at a size and a page of the product, watching for errors and other hosts. */
export async function visit(baseUrl: string, screen: Screen, path: string, { beforeLoad, prepare, ...browserOptions }: VisitOptions = {}): Promise<Visit> {
  const browser = await openBrowser(screen, browserOptions);
  // A kept context serves the file's next tests too: what a visit adds goes on its page alone.
  const scripts = browserOptions.kept ? browser.page : browser.context;
  if (beforeLoad) await scripts.addInitScript(beforeLoad);
  if (prepare) {
    if (browserOptions.kept) throw new Error('visit: prepare changes the context, which a kept context would carry to the next test');
    await prepare(browser.context);
  }
  // Chromium offers to install the app on a first visit, and the app says once that it works
  // offline (tests/e2e/offline/ready-notice.test.ts); these tests are about the pages under them.
  // (The notice waits while a pointer rests on it, as MUI's snackbars do: a mouse parked on the
  // footer after a click kept it over the next footer link.)
  await scripts.addInitScript(() => {
    localStorage.setItem('installPromptDismissed', '1');
    localStorage.setItem('offlineReadyShown', '1');
  });
  const problems: string[] = [];
  const consoleMessages: string[] = [];
  const origin = new URL(baseUrl).origin;
  browser.page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  browser.page.on('console', (message) => {
    // Playwright's own word that it blocked the worker (serviceWorkers: 'block'), not the page's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') consoleMessages.push(`${message.type()}: ${message.text()}`);
  });
  browser.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`request to another host: ${request.url()}`);
  });
  await browser.page.goto(`${baseUrl}${path}`);
  await browser.page.getByRole('heading', { level: 1 }).first().waitFor();
  await waitForApp(browser.page);
  return { ...browser, problems, consoleMessages };
}

/** The text of every h1, and whether the page has its landmarks. */
export async function pageOutline(page: Page) {
  return page.evaluate(() => ({
    h1: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim()),
    banner: document.querySelectorAll('header').length,
    nav: document.querySelectorAll('nav').length,
    main: document.querySelectorAll('main').length,
    footer: document.querySelectorAll('footer').length,
    imagesWithoutSize: [...document.querySelectorAll('img')].filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.src),
  }));
}

/**
 * The top of an element in the viewport once a scroll has brought it to `near` (within 2 px)
 * and kept it there for three frames; if it never gets there in 600 frames (10 s at 60 a
 * second, longer on a busy machine), where it is then. A scroll moves at every frame until it
 * ends, so a top passed on the way does not stay three frames.
 */
export async function settledTop(page: Page, selector: string, near: number): Promise<number> {
  return page.locator(selector).evaluate(
    (element, want) =>
      new Promise<number>((resolve) => {
        let frames = 0;
        let steady = 0;
        const frame = () => {
          const top = Math.round(element.getBoundingClientRect().top);
          frames += 1;
          steady = Math.abs(top - want) <= 2 ? steady + 1 : 0;
          if (steady >= 3 || frames >= 600) resolve(top);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    near,
  );
}
