import { openBrowser } from '../e2e/support/browser';
import { waitForWorker } from '../e2e/support/worker';
import { median, type Table } from './report';

const RUNS = 7;
const PAGES: [string, string][] = [
  ['/', 'Helping You Manage Your Benefits Effectively'],
  ['/about-us', 'We Are Provider Payee Services'],
];

/**
 * A repeat visit with no connection, answered by the service worker: milliseconds from the
 * start of the navigation until the page's main heading is on screen (the page's own clock).
 */
export async function measureOfflineLoad(baseUrl: string): Promise<Table> {
  const browser = await openBrowser('mobile');
  const rows: (string | number)[][] = [];
  try {
    const { page, context } = browser;
    await page.goto(`${baseUrl}/`);
    await waitForWorker(page);
    for (const [path] of PAGES) await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await context.setOffline(true);
    for (const [path, heading] of PAGES) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        times.push(await page.evaluate(() => performance.now()));
      }
      rows.push([`\`${path}\``, RUNS, median(times).toFixed(0), Math.min(...times).toFixed(0), Math.max(...times).toFixed(0), '300 ms']);
    }
  } finally {
    await browser.close();
  }
  return {
    title: 'Offline repeat load (service worker): time to the main heading',
    note: `Mobile Chromium (390x844), offline, ${RUNS} runs each; ms from navigation start, as the page measures it.`,
    columns: ['route', 'runs', 'median ms', 'min', 'max', 'target'],
    rows,
    figures: ['median ms'],
  };
}
