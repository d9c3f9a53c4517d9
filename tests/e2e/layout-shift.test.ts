import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { visit, type Visit } from './public/visit';
import { clientSession, PEOPLE } from './portal/portal';
import { queuedTasksRun } from './support/settle';
import { es } from './support/spanish';
import { waitForWorker } from './support/worker';
import { backOnline } from './support/connection';
import { lookUpThenReload, PENDING_APPLICANT, REJECTED_APPLICANT } from './intake/look-up';

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

  it.each([
    ['a resumed application', PENDING_APPLICANT, /\/client\/intake\/resume\/\d+$/, 'Address Details'],
    ['a status page', REJECTED_APPLICANT, /\/client\/intake\/status\/rejected$/, /^Oops, .+! Your Request Was Not Approved\.$/],
  ])('%s, reloaded, moves nothing when the app and the answer arrive', async (_, person, address, heading) => {
    current = await visit(baseUrl, 'mobile', '/client/intake/resume-verification', { beforeLoad: watchShifts, serviceWorkers: 'block' });
    const { page } = current;
    await lookUpThenReload(page, person, address);
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    await page.locator('form button[type="submit"]:enabled, a[href="/"]').first().waitFor();
    const shifts = await shiftSoFar(page);
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MOST_SHIFT);
  });

  it('My Account, signed in, moves nothing when the greeting, the balance card and the statement form arrive', async () => {
    current = await visit(baseUrl, 'mobile', '/my-account', { beforeLoad: watchShifts, serviceWorkers: 'block', storageState: await clientSession(baseUrl) });
    await current.page.getByRole('heading', { name: /^Total Balance for / }).waitFor();
    await current.page.getByRole('form', { name: 'Account statement dates' }).waitFor();
    const shifts = await shiftSoFar(current.page);
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MOST_SHIFT);
  });
});

/** The offline banner's place: its words, drawn by CSS before React draws the banner itself. */
const bannerStandIn = (page: Page) =>
  page.evaluate(() => {
    const place = document.querySelector('.offline-status');
    return place ? getComputedStyle(place, '::before').content : null;
  });

describe('a page opened with no connection', () => {
  it.each([
    ['/my-account', true, (page: Page) => page.getByRole('heading', { name: /^Total Balance for / }).waitFor()],
    [`/es${WIZARD}`, false, (page: Page) => page.getByRole('radio', { name: es('intake.representative_type.myself') }).and(page.locator(':enabled')).waitFor()],
  ] as const)('%s has the offline banner from its first paint: nothing moves when the app draws it', async (path, signedIn, shown) => {
    const storageState = signedIn ? await clientSession(baseUrl) : undefined;
    current = await visit(baseUrl, 'mobile', path, { beforeLoad: watchShifts, serviceWorkers: 'allow', storageState });
    const { page, context } = current;
    await waitForWorker(page);
    await context.setOffline(true);
    await page.reload();
    await shown(page);
    await page.getByText(/^(You are offline|Está sin conexión)\./).first().waitFor();
    // Nothing at all: the banner drawn after the first paint moved these pages by 0.06-0.09.
    expect((await shiftSoFar(page)).moved).toEqual([]);
    // The stand-in is gone once React's banner is there, and does not come back with the connection.
    expect(await bannerStandIn(page)).toBe('none');
    await backOnline(context, page);
    expect(await bannerStandIn(page)).toBe('none');
  });
});
