import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, SCREENS } from '../e2e/support/browser';
import { CHROMIUM_PATH, ensureChromium } from '../e2e/support/chromium';
import { ROOT, buildApp, startProduct, type Product } from '../e2e/support/product';
import { LIGHTHOUSE_ROUTES } from './lighthouse';
import { median, renderTable } from './report';
import { enterSession, sessionForRoute, type Session } from './route-js';

/**
 * `npm run bench:startup -- [--builds dist,dist…] [route…]`: the main-thread tasks after the first paint
 * of a first visit, for comparing two builds of the app side by side. Lighthouse's blocking time
 * on this shared 2-core VM moves by several hundred ms from one run to the next, more than most
 * changes are worth; here the builds take turns, run after run, so they share the machine's mood.
 *
 * From an unthrottled Chromium trace: "busy" is the time in tasks after the first contentful
 * paint; "est. TBT" is what Lighthouse's 4x-slower phone would count as blocking,
 * sum(max(0, 4 x task - 50 ms)), an estimate for comparisons, not a Lighthouse figure.
 * My Account and onboarding are visited signed in, with bench:route-js's demo people.
 * With no build named, the working tree is built into .e2e/startup-dist. It prints its table
 * and writes nothing: a comparison of two throwaway builds is no figure of the product, and
 * what it shows belongs with the decision it informed (docs/decisions.md).
 */
const RUNS = Number(process.env.RUNS ?? 7);
const QUIET_MS = 4000;
const args = process.argv.slice(2);
const dists = args[0] === '--builds' ? args.splice(0, 2)[1]!.split(',') : [];
const routes = args.length > 0 ? args : LIGHTHOUSE_ROUTES;

interface Run {
  busy: number;
  blocking: number;
  longest: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
}

async function measure(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string, session: Session | undefined): Promise<Run | null> {
  const context = await browser.newContext({ viewport: SCREENS.mobile, serviceWorkers: 'block' });
  try {
    await enterSession(context, session);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(url, { waitUntil: 'load' });
    // Hands off until the trace ends: polling the page (waitForFunction) makes Playwright
    // evaluate its own script there, a 30-90 ms task Lighthouse never sees. The quiet time
    // covers the app's start and the work it begins once ready (effects, the worker's
    // registration); a run whose app was not ready by then is dropped, not counted.
    await page.waitForTimeout(QUIET_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    if (!(await page.evaluate(() => document.documentElement.dataset.appReady === 'true'))) return null;
    const parsing = traceEvents.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url));
    if (!parsing) return null;
    const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === parsing.pid);
    const tasks = traceEvents.filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === parsing.pid && event.tid === parsing.tid && event.ts >= (paint?.ts ?? 0),
    );
    const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
    return {
      busy: durations.reduce((sum, ms) => sum + ms, 0),
      blocking: durations.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
      longest: Math.max(0, ...durations),
    };
  } finally {
    await context.close();
  }
}

ensureChromium();
if (dists.length === 0) {
  dists.push(join(ROOT, '.e2e', 'startup-dist'));
  buildApp(dists[0]);
}
const products: Product[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const dist of dists) products.push(await startProduct({ staticDir: dist, env: { LOG_LEVEL: 'warn' } }));
  const rows: (string | number)[][] = [];
  for (const route of routes) {
    const runs = dists.map((): Run[] => []);
    // My Account and onboarding signed in, as their first visits are (a signed-out visit is sent to sign-in).
    const sessions = await Promise.all(products.map((product) => sessionForRoute(product.url, route)));
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, product] of products.entries()) {
        const result = await measure(browser, `${product.url}${route}`, sessions[index]);
        if (result) runs[index]!.push(result);
      }
    }
    for (const [index, dist] of dists.entries()) {
      const results = runs[index]!;
      const med = (pick: (run: Run) => number) => median(results.map(pick)).toFixed(0);
      rows.push([`\`${route}\``, dist.replace(`${ROOT}/`, ''), results.length, med((run) => run.busy), med((run) => run.longest), med((run) => run.blocking)]);
    }
  }
  console.log(
    renderTable({
      title: 'Main-thread tasks after the first paint (unthrottled trace, builds taking turns)',
      note: `Median of ${RUNS} runs. est. TBT = sum(max(0, 4 x task - 50 ms)), for comparing builds only.`,
      columns: ['route', 'build', 'runs', 'busy ms', 'longest task ms', 'est. TBT ms'],
      rows,
    }),
  );
} finally {
  await browser.close();
  for (const product of products) await product.stop();
}
