import type { Page } from 'playwright-core';
import { workerBlocked } from './browser';

/**
 * Waits until the page is controlled by an activated worker (a first visit installs it). The
 * worker is 'activated' once its activation's work is done, the public lists kept for offline
 * use among it (sw/sw.ts): what a test that goes offline next relies on.
 */
export async function waitForWorker(page: Page): Promise<void> {
  // Blocked, the worker never comes: say why at once rather than at the test's time limit.
  if (workerBlocked(page)) throw new Error("waitForWorker: this browser blocks the service worker; open it with serviceWorkers: 'allow'");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    const worker = navigator.serviceWorker.controller!;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    }
  });
}
