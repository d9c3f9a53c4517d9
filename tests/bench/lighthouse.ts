import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/chromium';
import { median, type Table } from './report';

export const LIGHTHOUSE_ROUTES = ['/', '/about-us', '/contact-us', '/client/intake', '/client/intake/new/state-selection', '/auth/login'];
const RUNS = 5;
const MAX_FAILED_RUNS = 2;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** The element Lighthouse took as largest, by its selector: the first thing to check when LCP jumps. */
  lcpElement: string;
}

/** A run Lighthouse could not complete (a runtime error, a metric it could not compute): its reason. */
class FailedRun extends Error {}

async function audit(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new FailedRun('no result');
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new FailedRun(`${runtimeError.code}: ${runtimeError.message}`);
  for (const metric of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    if (typeof audits[metric]?.numericValue !== 'number') throw new FailedRun(`no ${metric}: ${audits[metric]?.errorMessage ?? 'not measured'}`);
  }
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const elementItems = (audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)?.items;
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpElement: elementItems?.[0]?.items?.[0]?.node?.selector ?? 'unknown',
  };
}

/** Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU), median of a few runs per route. */
export async function measureLighthouse(baseUrl: string): Promise<Table> {
  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  let chrome = await launch();
  const rows: (string | number)[][] = [];
  const failures: string[] = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const runs: Run[] = [];
      // A run Lighthouse could not complete says nothing about the page's speed: it is named
      // under the table and run again (a few times at most), never counted as a figure.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + MAX_FAILED_RUNS; attempt += 1) {
        try {
          const run = await audit(chrome.port, `${baseUrl}${route}`);
          runs.push(run);
          // Each run's figures, as it ends: a median hides which run was off and why.
          console.log(
            `Lighthouse ${route} run ${runs.length}/${RUNS}: performance ${run.scores.performance}, LCP ${(run.lcp / 1000).toFixed(2)} s (${run.lcpElement}), TBT ${run.tbt.toFixed(0)} ms`,
          );
        } catch (error) {
          if (!(error instanceof FailedRun)) throw error;
          failures.push(`\`${route}\`: ${error.message}`);
          console.log(`Lighthouse ${route}: a run failed (${error.message.slice(0, 80)}); trying again in a fresh browser`);
          // The trace failures (NO_NAVSTART) came in streaks within one browser: the retry
          // gets a new one.
          chrome.kill();
          chrome = await launch();
        }
      }
      if (runs.length < RUNS) throw new Error(`Lighthouse could not complete ${RUNS} runs of ${route}: ${failures.join('; ')}`);
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
    note: `Median of ${RUNS} runs per route. Targets: performance >= 95, LCP <= 1.8 s, accessibility 100, best practices 100, CLS < 0.05.${
      failures.length > 0 ? ` Runs Lighthouse could not complete, run again: ${failures.join('; ')}.` : ''
    }`,
    columns: ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP s', 'TBT ms', 'CLS'],
    rows,
  };
}
