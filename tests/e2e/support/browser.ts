import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium';

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

/** A fresh Chromium profile (no cookies, storage or service worker) at a phone or desktop size. */
export interface BrowserOptions {
  offline?: boolean;
  /** Measurements block the service worker so that only the page's own requests count. */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * Waits until the app answers input. A prerendered page shows its heading before React has
 * hydrated it, with its forms disabled (public/before-hydration.test.ts); the app marks
 * `<html data-app-ready>` once the screen is hydrated and its forms enabled.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

export async function openBrowser(screen: Screen = 'mobile', options: BrowserOptions = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'payee-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: SCREENS[screen],
    ...(screen === 'mobile' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    offline: options.offline ?? false,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
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
