import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/chromium';
import { median, type Table } from './report';

export const LIGHTHOUSE_ROUTES = ['/', '/about-us', '/contact-us', '/client/intake', '/client/intake/new/state-selection', '/auth/login'];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU), median of a few runs per route. */
export async function measureLighthouse(baseUrl: string): Promise<Table> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: (string | number)[][] = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, `${baseUrl}${route}`));
      const med = (pick: (run: Run) => number) => median(runs.map(pick));
      rows.push([
        `\`${route}\``,
        med((run) => run.scores.performance),
        med((run) => run.scores.accessibility),
        med((run) => run.scores['best-practices']),
        med((run) => run.scores.seo),
        (med((run) => run.lcp) / 1000).toFixed(2),
        med((run) => run.tbt).toFixed(0),
        med((run) => run.cls).toFixed(3),
      ]);
    }
  } finally {
    chrome.kill();
  }
  return {
    title: 'Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU)',
    note: `Median of ${RUNS} runs per route. Targets: performance >= 95, LCP <= 1.8 s, accessibility 100, best practices 100, CLS < 0.05.`,
    columns: ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP s', 'TBT ms', 'CLS'],
    rows,
  };
}
