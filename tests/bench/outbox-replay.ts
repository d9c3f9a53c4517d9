import { openBrowser } from '../e2e/support/browser';
import { next, stepHeading } from '../e2e/support/fields';
import { waitForWorker } from '../e2e/support/worker';
import * as steps from '../e2e/intake/intake-steps';
import { median, type Table } from './report';

const RUNS = 3;
/** The outbox banner's words while steps wait (src/offline/outbox-banner.tsx). */
const WAITING = 'waiting to be sent';

/**
 * Nine intake steps saved offline (an application that exists: all nine are updates), then
 * the connection comes back: ms from the `online` event until the outbox is empty.
 */
async function oneRun(baseUrl: string, run: number): Promise<number> {
  const browser = await openBrowser('mobile');
  try {
    const { page, context } = browser;
    await page.goto(`${baseUrl}/client/intake/new?state_id=1&is_aware_checked=1`);
    await waitForWorker(page);
    await steps.representativeCaseManager(page);
    await steps.aboutYou(page, { ssn: `66602${String(run).padStart(4, '0')}`, dob: '01011950', firstName: 'Bench', lastName: `Run${run}` });
    await page.waitForURL(/\/resume\/\d+$/);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 'Representative');
    await next(page);
    await stepHeading(page, 'About you');
    await next(page);
    await steps.address(page);
    await steps.contactDetails(page);
    await steps.emergencyContact(page);
    await steps.benefits(page);
    await steps.employment(page);
    await steps.housing(page);
    await steps.referralAndSubmit(page);
    await page.getByText('9 steps are saved on this device and waiting to be sent.').waitFor();

    // Both moments are taken in the page: Playwright's wait polls at up to 500 ms apart, and
    // the time it returns at put runs 320 or 860 ms apart for the same replay.
    await page.evaluate((waiting) => {
      const marks = window as unknown as { onlineAt?: number; sentAt?: number };
      window.addEventListener('online', () => (marks.onlineAt = performance.now()), { once: true });
      const banner = new MutationObserver(() => {
        if (marks.onlineAt === undefined || document.body.textContent?.includes(waiting)) return;
        marks.sentAt = performance.now();
        banner.disconnect();
      });
      banner.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, WAITING);
    await context.setOffline(false);
    await page.getByText(WAITING).waitFor({ state: 'detached', timeout: 60_000 });
    return await page.evaluate(() => {
      const { onlineAt, sentAt } = window as unknown as { onlineAt: number; sentAt: number };
      return sentAt - onlineAt;
    });
  } finally {
    await browser.close();
  }
}

export async function measureOutboxReplay(baseUrl: string): Promise<Table> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await oneRun(baseUrl, run));
  return {
    title: 'Outbox: replay of nine queued intake steps after reconnect',
    note: `Mobile Chromium against the local product; ${RUNS} runs; ms from the online event until the last step is answered (the banner gone), both taken in the page.`,
    columns: ['runs', 'median ms', 'min', 'max', 'target'],
    rows: [[RUNS, median(times).toFixed(0), Math.min(...times).toFixed(0), Math.max(...times).toFixed(0), '2000 ms']],
    key: 0,
    figures: ['median ms'],
  };
}
