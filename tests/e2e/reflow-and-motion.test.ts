import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { screenSettled } from './support/settle';
import { openWizard, PENDING } from './onboarding/sign-in';
import { openAccount } from './portal/portal';

/**
 * WCAG 1.4.10 and 2.3.3, lived: at 320 CSS px (a 640 px window zoomed to 200%) no screen
 * scrolls sideways and every control stays inside the window; with 'reduce motion' asked for,
 * nothing on the screen animates or transitions.
 */
const baseUrl = inject('baseUrl');
const NARROW = { width: 320, height: 640 };
let current: Browser | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const SIGNED_OUT_SCREENS = [
  '/',
  '/about-us',
  '/contact-us',
  '/terms-and-conditions',
  '/privacy-policy',
  '/client/intake',
  '/client/intake/new/state-selection',
  '/client/intake/new/program-selection?state_id=1&is_aware_checked=0',
  '/client/intake/new?state_id=1&is_aware_checked=1',
  '/client/intake/resume-verification',
  '/auth/login',
  '/no-such-screen',
];

interface Layout {
  scrollWidth: number;
  viewportWidth: number;
  /** Controls reaching past the window's right edge (or before its left). */
  outside: string[];
  /** Elements whose animation or transition lasts longer than 0.01 ms. */
  moving: string[];
}

async function layoutOf(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="combobox"], [tabindex="0"]');
    const outside = [...controls]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        // A control whose parent clips it (visually hidden inputs of radios and checkboxes) is not what a person sees.
        if (getComputedStyle(element).opacity === '0') return false;
        return box.left < -1 || box.right > viewportWidth + 1;
      })
      .map(describe);
    const longest = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
    const moving = [...document.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const animated = style.animationName !== 'none' && longest(style.animationDuration) > 0.00001;
        const transitioned = style.transitionProperty !== 'none' && longest(style.transitionDuration) > 0.00001;
        return animated || transitioned;
      })
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, viewportWidth, outside, moving };
  });
}

async function expectReflowsWithoutMotion(page: Page) {
  // Judged once the app has adopted a prerendered page, so what is measured is what stays.
  await screenSettled(page);
  const layout = await layoutOf(page);
  expect(layout.scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(layout.viewportWidth);
  expect(layout.outside, `${page.url()} has controls outside the window`).toEqual([]);
  expect(layout.moving, `${page.url()} animates despite reduced motion`).toEqual([]);
}

async function narrowAndStill(browser: Browser) {
  await browser.page.setViewportSize(NARROW);
  await browser.page.emulateMedia({ reducedMotion: 'reduce' });
}

describe('at 320 px with reduced motion', () => {
  it('no signed-out screen scrolls sideways, hides a control or moves', async () => {
    current = await openBrowser('desktop', { serviceWorkers: 'block' });
    await narrowAndStill(current);
    const { page } = current;
    for (const path of SIGNED_OUT_SCREENS) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectReflowsWithoutMotion(page);
    }
    // The public menu opens as a drawer on narrow screens; it must fit too.
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'About Us' }).first().waitFor();
    await expectReflowsWithoutMotion(page);
  });

  it('My Account fits and stays still, its statement dates included', async () => {
    current = await openAccount(baseUrl, 'desktop');
    await narrowAndStill(current);
    await expectReflowsWithoutMotion(current.page);
  });

  it("the onboarding wizard's first step fits and stays still", async () => {
    current = await openWizard(baseUrl, PENDING, 'desktop');
    await narrowAndStill(current);
    await expectReflowsWithoutMotion(current.page);
  });
});
