import { join } from 'node:path';
import { ensureChromium } from '../e2e/support/chromium';
import { ROOT, buildApp, startProduct } from '../e2e/support/product';
import { measureApi } from './api-load';
import { measureFromIcon } from './from-icon';
import { publish, whenQuiet, type Table } from './report';
import { measureLighthouse } from './lighthouse';
import { measureOfflineLoad } from './offline-load';
import { measureOutboxReplay } from './outbox-replay';
import { measurePhotoUpload } from './photo-upload';
import { measureRouteJs } from './route-js';
import { measureTyping } from './typing';
import { measureWizardReload } from './wizard-reload';

/**
 * `npm run bench`: builds the app, starts the product and updates the figures of
 * docs/benchmarks.md. The API's load test comes last, once the browser measurements' product
 * has stopped: it starts a server of its own, on a fresh database, and the two would otherwise
 * share the 2 cores.
 */
const BENCH_DIST = join(ROOT, '.e2e', 'bench-dist');

ensureChromium();
buildApp(BENCH_DIST);
await whenQuiet();
// A run takes minutes on this machine: one measurement that fails must not lose the others.
const tables: Table[] = [];
const failures: string[] = [];

async function record(name: string, measure: () => Promise<Table>): Promise<void> {
  try {
    tables.push(await measure());
  } catch (error) {
    console.error(error);
    failures.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

const product = await startProduct({ staticDir: BENCH_DIST, env: { LOG_LEVEL: 'warn' } });
const measurements: [string, (url: string) => Promise<Table>][] = [
  ['JavaScript per route', measureRouteJs],
  ['Lighthouse', measureLighthouse],
  ['offline repeat load', measureOfflineLoad],
  ['outbox replay', measureOutboxReplay],
  ['offline reload of the wizard', measureWizardReload],
  ['typing in a form', measureTyping],
  ['from the app icon', measureFromIcon],
  ['photo from a phone camera', measurePhotoUpload],
];
try {
  for (const [name, measure] of measurements) await record(name, () => measure(product.url));
} finally {
  await product.stop();
}
await record('API under load', measureApi);
// A measurement that failed leaves its table as it was: its figures and their date stay.
publish('npm run bench', tables);
if (failures.length > 0) {
  console.error(`Measurements that failed:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
