import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations } from '../support/a11y';
import { openBrowser, SCREENS, type Browser } from '../support/browser';
import { restingBox } from '../support/settle';

const baseUrl = inject('baseUrl');
const NOTICE = 'This app now works without internet';
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the notice that the app works offline, on a first visit on a phone", () => {
  for (const path of ['/', '/client/intake']) {
    it(`says so in plain words and leaves the heading of ${path} in view`, async () => {
      browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
      const { page } = browser;
      await page.goto(`${baseUrl}${path}`);
      // It comes once the service worker has installed, after the page has settled.
      const notice = page.locator('[role="status"], [role="alert"]').filter({ hasText: NOTICE });
      await notice.waitFor();
      const box = await restingBox(notice);
      const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
      expect(heading).not.toBeNull();
      expect(overlap(box, heading!), `notice ${JSON.stringify(box)} over heading ${JSON.stringify(heading)}`).toBe(false);
      // On the screen, whole, not pushed out of sight.
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(SCREENS.mobile.height);
      // Nothing the person did caused it: a status, read when they pause, not an alert.
      expect(await notice.getAttribute('role')).toBe('status');
      await expectNoA11yViolations(page);
    });
  }
});
