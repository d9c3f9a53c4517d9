import { join } from 'node:path';
import { ensureChromium } from '../e2e/support/chromium';
import { ROOT, buildApp, startProduct } from '../e2e/support/product';
import { publish, whenQuiet } from './report';
import { FIRST_VISITS, routeJsTable, scriptsOfFirstVisit, withinBudget, type VisitScripts } from './route-js';

/**
 * `npm run bench:route-js -- [--build dir] [--scripts] [--write] [name…]`: the JavaScript each
 * screen's first visit loads, against its budget, printed (with `--scripts`, every script of
 * each visit, largest first). Bytes do not depend on the machine's load, so this is a check as
 * well as a figure: it exits with 1 when a screen is over its budget. With no build named, the
 * working tree is built into .e2e/route-js-dist; names pick visits by their start. `--write`
 * puts the visits measured in docs/benchmarks.md's table, as `npm run bench` does; only for
 * the working tree's own build, since another build's bytes are not the product's.
 */
const args = process.argv.slice(2);
const buildAt = args.indexOf('--build');
const dist = buildAt >= 0 ? args.splice(buildAt, 2)[1]! : join(ROOT, '.e2e', 'route-js-dist');
const listScripts = args.includes('--scripts');
const write = args.includes('--write');
if (write && buildAt >= 0) throw new Error('--write measures the working tree: name no --build with it.');
const names = args.filter((arg) => !arg.startsWith('--'));
const visits = names.length > 0 ? FIRST_VISITS.filter((visit) => names.some((name) => visit.name.startsWith(name))) : FIRST_VISITS;

ensureChromium();
if (buildAt < 0) buildApp(dist);
// Bytes do not depend on the load, but a written row states it, and the file's rule is one for every run.
if (write) await whenQuiet();
const product = await startProduct({ staticDir: dist, env: { LOG_LEVEL: 'warn' } });
const over: string[] = [];
const measured: VisitScripts[] = [];
try {
  for (const visit of visits) {
    const scripts = (await scriptsOfFirstVisit(product.url, visit)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    measured.push({ visit, scripts });
    const bytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const met = withinBudget(visit, scripts);
    if (!met) over.push(visit.name);
    // The bytes too: a screen at its budget's edge is over or under by a few dozen of them.
    const margin = visit.budgetKb * 1024 - bytes;
    console.log(`${visit.name}: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} scripts, budget ${visit.budgetKb} KB, ${Math.abs(margin)} bytes ${met ? 'under' : 'over'}`);
    if (listScripts) for (const script of scripts) console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(6)}  ${script.file}`);
  }
} finally {
  await product.stop();
}
if (write) publish('npm run bench:route-js -- --write', [routeJsTable(measured)]);
if (over.length > 0) {
  console.error(`Over budget: ${over.join(', ')}`);
  process.exitCode = 1;
}
