import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT, startProduct } from '../e2e/support/product';
const product = await startProduct({ staticDir: join(ROOT, '.e2e', 'bench-dist'), env: { LOG_LEVEL: 'warn' } });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const r = await lighthouse(product.url + (process.argv[2] ?? '/'), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'render-blocking-resources', 'network-dependency-tree-insight', 'critical-request-chains', 'bootup-time', 'mainthread-work-breakdown', 'lcp-breakdown-insight', 'lcp-phases-insight', 'font-display']) {
    if (a[id]) console.log(id, a[id].displayValue ?? '', JSON.stringify(a[id].details ?? {}).slice(0, 1500));
  }
  for (const m of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index']) console.log(m, a[m].numericValue);
} finally { chrome.kill(); await product.stop(); }
