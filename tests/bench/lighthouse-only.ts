import { join } from 'node:path';
import { ensureChromium } from '../e2e/support/chromium';
import { ROOT, buildApp, startProduct } from '../e2e/support/product';
import { measureLighthouse } from './lighthouse';
import { publish, whenQuiet } from './report';
import { measureRouteJs } from './route-js';

/**
 * `npm run bench:lighthouse [-- --http1]`: only the JavaScript per route and Lighthouse parts
 * of `npm run bench`; with `--http1`, Lighthouse over the plain HTTP/1.1 of `npm start`
 * instead of HTTPS with HTTP/2 (its own table).
 */
const transport = process.argv.includes('--http1') ? 'http1.1' : 'https-http2';
ensureChromium();
const dist = join(ROOT, '.e2e', 'bench-dist');
buildApp(dist);
await whenQuiet();
const product = await startProduct({ staticDir: dist, env: { LOG_LEVEL: 'warn' } });
try {
  publish('npm run bench:lighthouse', [await measureRouteJs(product.url), await measureLighthouse(product.url, transport)]);
} finally {
  await product.stop();
}
