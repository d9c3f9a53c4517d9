import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser as Chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumPath, type ChromiumUse } from './chromium';

export type Screen = 'mobile' | 'desktop';

export const SCREENS: Record<Screen, { width: number; height: number }> = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

/** Flags without which Chromium keeps trying this machine's closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh browser profile (no cookies, storage or service worker) at a phone or desktop size. */
export interface BrowserOptions {
  offline?: boolean;
  /**
   * Whether the app's service worker may install. In the browser tests it is blocked unless a
   * test asks for it: a worker installing in every fresh context precaches the whole app, work
   * that only the tests about offline use, updates and what the caches keep need. The
   * benchmarks allow it, as a phone does, unless a measurement counts only the page's requests.
   */
  serviceWorkers?: 'allow' | 'block';
  /** Cookies and local storage the profile starts with, e.g. a session signed in through the API (test runs only). */
  storageState?: BrowserContextOptions['storageState'];
  /**
   * In the browser tests: a new page in a context the test file keeps for its tests that ask
   * for the same screen and service worker setting, rather than a new context. Its cookies and
   * every origin's storage (local, IndexedDB, Cache Storage, service workers) are cleared
   * between them; its HTTP cache, and the scripts Chromium compiled from it, are kept, as a
   * person's browser keeps them between visits (a new context loads and compiles the whole app
   * again). For tests that set nothing on the context (routes, clock, offline, a storage state)
   * and count no request.
   */
  kept?: boolean;
}

/**
 * Waits until the app answers input. A prerendered page shows its heading before React has
 * hydrated it, with its forms disabled (public/before-hydration.test.ts); the app marks
 * `<html data-app-ready>` once the screen is hydrated and its forms enabled.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

/**
 * The browser's own Back, as its toolbar arrow or a phone's back button asks for it (a traversal
 * the page sees as the person's). Playwright's `goBack` waits for the page to change, which a
 * wizard that turns Back into its own step back never does: this asks through the DevTools
 * protocol, as `goBack` does, and returns at once; wait for what the page shows next.
 */
export async function browserBack(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const history = await session.send('Page.getNavigationHistory');
  const previous = history.entries[history.currentIndex - 1];
  if (!previous) throw new Error('browserBack: there is no entry to go back to');
  await session.send('Page.navigateToHistoryEntry', { entryId: previous.id });
  await session.detach();
}

/** The browser tests' program, or the benchmarks' (support/chromium.ts). */
const launchOptions = (use: ChromiumUse) => ({ executablePath: chromiumPath(use), headless: true, args: CHROMIUM_ARGS });

/**
 * A phone's screen has two or three device pixels to a CSS pixel; the benchmarks draw at two, as
 * a phone does. The browser tests draw at one: layout, text size and every box a test reads are
 * in CSS pixels, none reads the pixel ratio, and a quarter of the pixels to paint in software
 * took about 6 % off the browser suite's time.
 */
function contextOptions(screen: Screen, options: BrowserOptions, serviceWorkers: 'allow' | 'block'): BrowserContextOptions {
  return {
    viewport: SCREENS[screen],
    ...(screen === 'mobile' ? { isMobile: true, hasTouch: true, deviceScaleFactor: sharing ? 1 : 2 } : {}),
    offline: options.offline ?? false,
    serviceWorkers,
    locale: 'en-US',
    timezoneId: 'America/New_York',
  };
}

let shared: Promise<Chromium> | null = null;
/**
 * Texts a page said by their id: Lingui warns "Uncompiled message detected" when a text is not in
 * the catalogues loaded, and the built app, which keeps only the id of a text in its code
 * (build/english-once.ts), shows the id. Every page of the browser tests is watched, and a test
 * during which one was said fails (support/setup.ts).
 */
const untranslated: string[] = [];

/**
 * What each context's pages said as errors and warnings, and the errors they left uncaught, the
 * latest last: written beside a failed test's pages (failure-report.ts), since a click that does
 * nothing on screen often says why only there.
 */
const said = new WeakMap<BrowserContext, string[]>();
const SAID_KEPT = 50;

function remember(context: BrowserContext, line: string): void {
  const lines = said.get(context) ?? [];
  lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  said.set(context, lines.slice(-SAID_KEPT));
}

/** The errors and warnings the context's pages said, and their uncaught errors, oldest first. */
export function saidBy(context: BrowserContext): readonly string[] {
  return said.get(context) ?? [];
}

function watchTexts(context: BrowserContext): void {
  context.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') remember(context, `${type} on ${message.page()?.url() ?? 'a worker'}: ${message.text()}`);
    if (type !== 'warning' || !message.text().startsWith('Uncompiled message detected')) return;
    const id = /^> (.*)$/m.exec(message.text())?.[1] ?? message.text();
    untranslated.push(`${id} (on ${message.page()?.url() ?? 'a worker'})`);
  });
  context.on('weberror', (error) => remember(context, `uncaught on ${error.page()?.url() ?? 'a worker'}: ${error.error().stack ?? String(error.error())}`));
}

/** The texts said by id since the last call (each once). */
export function takeUntranslated(): string[] {
  return [...new Set(untranslated.splice(0))];
}

/** The file's kept contexts, by screen and service worker setting, with the origins their pages asked. */
const kept = new Map<string, { context: BrowserContext; origins: Set<string> }>();
const withoutWorker = new WeakSet<BrowserContext>();

/** Whether the page's browser was opened with the service worker blocked. */
export function workerBlocked(page: Page): boolean {
  return withoutWorker.has(page.context());
}
let sharing = false;
/** Each test's failure hook, handed in by the browser tests' setup: closing a context ends what it shows. */
let beforeClose: (context: BrowserContext) => Promise<void> = async () => {};

/**
 * Opens every browser of this test file as a context of one Chromium, started at the first
 * (a context costs a fraction of a browser's start).
 */
export function shareOneChromium(onClose: (context: BrowserContext) => Promise<void>): void {
  sharing = true;
  beforeClose = onClose;
}

/** The contexts of the file's Chromium still open (those a file keeps across its tests among them). */
export async function openContexts(): Promise<BrowserContext[]> {
  return (await shared)?.contexts() ?? [];
}

/** Closes the file's Chromium, with whatever its tests left open in it. */
export async function closeSharedChromium(): Promise<void> {
  const browser = await shared;
  shared = null;
  kept.clear();
  await browser?.close();
}

/**
 * How long an action or a wait may take before Playwright calls it a failure: a bound against
 * a page that never gets there, not a measure of speed (a busy machine takes many times longer).
 */
const ACTION_LIMIT_MS = 90_000;

/**
 * A fresh profile at a phone or desktop size: in the browser tests, a new context of the test
 * file's Chromium (its own cookies, storage, cache and service workers, as a new profile has);
 * elsewhere (the benchmarks) a Chromium of its own on a new profile on disk, as a phone's is.
 */
export async function openBrowser(screen: Screen = 'mobile', options: BrowserOptions = {}): Promise<Browser> {
  if (sharing) {
    shared ??= chromium.launch(launchOptions('tests'));
    const serviceWorkers = options.serviceWorkers ?? 'block';
    if (options.kept) return openKept(screen, options, serviceWorkers);
    const context = await (await shared).newContext({ ...contextOptions(screen, options, serviceWorkers), storageState: options.storageState });
    watchTexts(context);
    if (serviceWorkers === 'block') withoutWorker.add(context);
    context.setDefaultTimeout(ACTION_LIMIT_MS);
    const page = await context.newPage();
    return {
      context,
      page,
      close: async () => {
        await beforeClose(context);
        await context.close();
      },
    };
  }
  if (options.kept) throw new Error('openBrowser: kept contexts are for the browser tests');
  const profile = mkdtempSync(join(tmpdir(), 'payee-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions('bench'), ...contextOptions(screen, options, options.serviceWorkers ?? 'allow') });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A new page in the test file's kept context for this screen and worker setting, cleared of what the last test left. */
async function openKept(screen: Screen, options: BrowserOptions, serviceWorkers: 'allow' | 'block'): Promise<Browser> {
  if (options.storageState || options.offline) throw new Error('openBrowser: a kept context starts with no storage state and online');
  const key = `${screen} ${serviceWorkers}`;
  let entry = kept.get(key);
  if (!entry) {
    const context = await (await shared!).newContext(contextOptions(screen, options, serviceWorkers));
    watchTexts(context);
    if (serviceWorkers === 'block') withoutWorker.add(context);
    context.setDefaultTimeout(ACTION_LIMIT_MS);
    const origins = new Set<string>();
    context.on('request', (request) => {
      const { origin, protocol } = new URL(request.url());
      if (protocol.startsWith('http')) origins.add(origin);
    });
    entry = { context, origins };
    kept.set(key, entry);
  }
  const { context, origins } = entry;
  for (const open of context.pages()) await open.close();
  await context.clearCookies();
  const page = await context.newPage();
  // Every origin's storage, through the page's DevTools session: all but the HTTP cache.
  const session = await context.newCDPSession(page);
  for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await session.detach();
  return {
    context,
    page,
    close: async () => {
      await beforeClose(context);
      await page.close();
    },
  };
}
