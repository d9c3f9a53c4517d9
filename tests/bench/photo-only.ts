import { join } from 'node:path';
import { ensureChromium } from '../e2e/support/chromium';
import { ROOT, buildApp, startProduct } from '../e2e/support/product';
import { measurePhotoUpload } from './photo-upload';
import { renderTable } from './report';

/**
 * `npm run bench:photo`: only the phone-camera photo of `npm run bench`. It prints its table
 * and writes nothing to docs/benchmarks.md (`npm run bench` does, on a quiet machine).
 */
ensureChromium();
const dist = join(ROOT, '.e2e', 'bench-dist');
buildApp(dist);
const product = await startProduct({ staticDir: dist, env: { LOG_LEVEL: 'warn' } });
try {
  console.log(renderTable(await measurePhotoUpload(product.url)));
} finally {
  await product.stop();
}
