import { join } from 'node:path';
import { ensureChromium } from '../e2e/support/chromium';
import { ROOT, buildApp, startProduct } from '../e2e/support/product';
import { publish, whenQuiet } from './report';
import { measureTyping } from './typing';

/** `npm run bench:typing`: only the typing in the forms, from `npm run bench`. */
ensureChromium();
const dist = join(ROOT, '.e2e', 'bench-dist');
buildApp(dist);
await whenQuiet();
const product = await startProduct({ staticDir: dist, env: { LOG_LEVEL: 'warn' } });
try {
  publish('npm run bench:typing', [await measureTyping(product.url)]);
} finally {
  await product.stop();
}
