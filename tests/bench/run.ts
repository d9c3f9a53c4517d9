import { join } from 'node:path';
import { ensureChromium } from '../e2e/support/chromium';
import { ROOT, buildApp, startProduct } from '../e2e/support/product';
import { publish, type Table } from './report';
import { measureLighthouse } from './lighthouse';
import { measureOfflineLoad } from './offline-load';
import { measureOutboxReplay } from './outbox-replay';
import { measureRouteJs } from './route-js';

/** `npm run bench`: builds the app, starts the product and records the figures. */
const BENCH_DIST = join(ROOT, '.e2e', 'bench-dist');

ensureChromium();
buildApp(BENCH_DIST);
const product = await startProduct({ staticDir: BENCH_DIST, env: { LOG_LEVEL: 'warn' } });
// A run takes minutes on this machine: one measurement that fails must not lose the others.
const tables: Table[] = [];
const failures: string[] = [];
const measurements: [string, (url: string) => Promise<Table>][] = [
  ['JavaScript per route', measureRouteJs],
  ['Lighthouse', measureLighthouse],
  ['offline repeat load', measureOfflineLoad],
  ['outbox replay', measureOutboxReplay],
];
try {
  for (const [name, measure] of measurements) {
    try {
      tables.push(await measure(product.url));
    } catch (error) {
      console.error(error);
      failures.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  if (failures.length > 0) {
    tables.push({ title: 'Measurements that failed', columns: ['measurement'], rows: failures.map((failure) => [failure.replaceAll('|', '/')]) });
  }
  publish('npm run bench', tables);
} finally {
  await product.stop();
}
if (failures.length > 0) process.exitCode = 1;
