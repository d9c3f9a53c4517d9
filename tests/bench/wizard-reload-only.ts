import { join } from 'node:path';
import { ensureChromium } from '../e2e/support/chromium';
import { ROOT, buildApp, startProduct } from '../e2e/support/product';
import { publish, whenQuiet } from './report';
import { measureWizardReload } from './wizard-reload';

/** `npm run bench:wizard-reload`: only the offline reload of the wizard, from `npm run bench`. */
ensureChromium();
const dist = join(ROOT, '.e2e', 'bench-dist');
buildApp(dist);
await whenQuiet();
const product = await startProduct({ staticDir: dist, env: { LOG_LEVEL: 'warn' } });
try {
  publish('npm run bench:wizard-reload', [await measureWizardReload(product.url)]);
} finally {
  await product.stop();
}
