import { join } from 'node:path';
import { ensureChromium } from '../e2e/support/chromium';
import { ROOT, buildApp, startProduct } from '../e2e/support/product';
import { measureLighthouse } from './lighthouse';
import { publish, whenQuiet } from './report';
import { measureRouteJs } from './route-js';

/** `npm run bench:lighthouse`: only the JavaScript per route and Lighthouse parts of `npm run bench`. */
ensureChromium();
const dist = join(ROOT, '.e2e', 'bench-dist');
buildApp(dist);
await whenQuiet();
const product = await startProduct({ staticDir: dist, env: { LOG_LEVEL: 'warn' } });
try {
  publish('npm run bench:lighthouse', [await measureRouteJs(product.url), await measureLighthouse(product.url)]);
} finally {
  await product.stop();
}
