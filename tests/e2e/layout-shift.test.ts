import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { visit, type Visit } from './public/visit';
import { clientSession, PEOPLE } from './portal/portal';
import { queuedTasksRun } from './support/settle';
import { es } from './support/spanish';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

/** Lighthouse's aim for cumulative layout shift. */
const MOST_SHIFT = 0.05;

/**
 * Adds up the page's layout shifts from its first paint (the browser's Layout Instability
 * API, what Lighthouse's CLS sums), with the elements that moved. Every shift counts, those the
 * browser marks as right after input too: no test here gives the page any input before it
 * measures, and with a phone's touch screen emulated Chromium marks every shift of a page load
 * so (which had hidden the offline banner's shift from these tests).
 */
function watchShifts() {
  const seen = { total: 0, moved: [] as string[] };
  (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
  type Shift = PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      seen.total += entry.value;
      for (const source of entry.sources) {
        const node = source.node instanceof Element ? source.node : source.node?.parentElement;
        const what = node ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 2).join('.')} "${(node.textContent ?? '').slice(0, 40)}"` : '?';
        const [from, to] = [source.previousRect, source.currentRect].map((rect) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`);
        seen.moved.push(`${entry.value.toFixed(3)} ${what}: ${from!} -> ${to!}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftSoFar(page: Page): Promise<{ total: number; moved: string[] }> {
  // A shift is reported after the frame it happened in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await queuedTasksRun(page);
  return page.evaluate(() => (window as unknown as { layoutShifts: { total: number; moved: string[] } }).layoutShifts);
}

const WIZARD = '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0';
const PROGRAMS = '/client/intake/new/program-selection?state_id=1&is_aware_checked=0';

/** Each screen drawn first from its prerendered HTML, and what it shows once its data is in. */
const SCREENS: [string, (page: Page) => Promise<unknown>][] = [
  [PROGRAMS, (page) => page.getByRole('checkbox').nth(3).waitFor()],
  [WIZARD, (page) => page.getByRole('radio', { name: 'Yourself' }).and(page.locator(':enabled')).waitFor()],
  ['/client/intake/resume-verification', (page) => page.getByLabel('SSN', { exact: true }).and(page.locator(':enabled')).waitFor()],
  ['/client/onboarding/success', (page) => page.getByRole('link', { name: 'Back to Home' }).waitFor()],
  [`/es${PROGRAMS}`, (page) => page.getByRole('checkbox').nth(3).waitFor()],
  [`/es${WIZARD}`, (page) => page.getByRole('radio', { name: es('intake.representative_type.myself') }).and(page.locator(':enabled')).waitFor()],
];

describe('the task screens drawn first from their prerendered HTML', () => {
  it.each(SCREENS)('%s moves nothing when the app and its data arrive', async (path, shown) => {
    current = await visit(baseUrl, 'mobile', path, { beforeLoad: watchShifts, serviceWorkers: 'block' });
    await shown(current.page);
    const shifts = await shiftSoFar(current.page);
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MOST_SHIFT);
  });

  it.each(['/client/onboarding/ONB-4323', '/es/client/onboarding/ONB-4323'])(
    '%s, signed in as the person, moves nothing when the greeting and the first step arrive',
    async (address) => {
      const storageState = await clientSession(baseUrl, PEOPLE.onboardingPending);
      current = await visit(baseUrl, 'mobile', address, { beforeLoad: watchShifts, serviceWorkers: 'block', storageState });
      // The step's form, enabled: the wizard has replaced the first state.
      await current.page.locator('form button[type="submit"]:enabled').waitFor();
      const shifts = await shiftSoFar(current.page);
      expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MOST_SHIFT);
    },
  );

  it('My Account, signed in, moves nothing when the greeting and the balance card arrive', async () => {
    current = await visit(baseUrl, 'mobile', '/my-account', { beforeLoad: watchShifts, serviceWorkers: 'block', storageState: await clientSession(baseUrl) });
    await current.page.getByRole('heading', { name: /^Total Balance for / }).waitFor();
    const shifts = await shiftSoFar(current.page);
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MOST_SHIFT);
  });
});

