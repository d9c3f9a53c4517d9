import { join } from 'node:path';
import { ensureChromium } from '../e2e/support/chromium';
import { ROOT, buildApp, startProduct } from '../e2e/support/product';
import { publish } from './report';
import { measureLighthouse } from './lighthouse';
import { measureOfflineLoad } from './offline-load';
import { measureOutboxReplay } from './outbox-replay';
import { measureRouteJs } from './route-js';

/** `npm run bench`: builds the app, starts the product and records the figures. */
const BENCH_DIST = join(ROOT, '.e2e', 'bench-dist');

ensureChromium();
buildApp(BENCH_DIST);
const product = await startProduct({ staticDir: BENCH_DIST, env: { LOG_LEVEL: 'warn' } });
try {
  const tables = [
    await measureRouteJs(product.url),
    await measureLighthouse(product.url),
    await measureOfflineLoad(product.url),
    await measureOutboxReplay(product.url),
  ];
  publish('npm run bench', tables);
} finally {
  await product.stop();
}
