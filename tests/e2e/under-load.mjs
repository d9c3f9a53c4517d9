// `npm run test:e2e:under-load -- [runs] [--beside=burner|suite]`: the browser tests several
// times in a row (3 unless told) while the machine is kept busy beside them, by a CPU burner on
// every core (the default) or by a second copy of the browser suite, run after run. A suite that
// only passes on a quiet machine fails here. The first run builds the app; the others reuse it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3);
const beside = (args.find((arg) => arg.startsWith('--beside='))?.slice('--beside='.length) ?? 'burner');
if (!['burner', 'suite'].includes(beside)) throw new Error(`--beside is burner or suite, not ${beside}`);

const root = join(import.meta.dirname, '../..');
const out = join(root, '.e2e', 'under-load');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const vitest = [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'e2e'];

/** What keeps the machine busy: one spinning process per core, or the browser suite again and again in its own build folder. */
function startLoad() {
  if (beside === 'burner') {
    const burners = Array.from({ length: availableParallelism() }, () =>
      spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }),
    );
    return () => burners.forEach((burner) => burner.kill('SIGKILL'));
  }
  let stopped = false;
  let current = null;
  const again = (round) => {
    if (stopped) return;
    const env = { ...process.env, E2E_OUT: '.e2e/beside', ...(round > 0 ? { E2E_SKIP_BUILD: '1' } : {}) };
    current = spawn(process.execPath, [...vitest, '--reporter=dot'], { cwd: root, env, stdio: 'ignore', detached: true });
    current.once('exit', () => again(round + 1));
  };
  again(0);
  return () => {
    stopped = true;
    // The copy's own children (its server, its browser) go with it.
    if (current?.exitCode === null) process.kill(-current.pid, 'SIGTERM');
  };
}

const stopLoad = startLoad();
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const report = join(out, `run-${run}.json`);
    console.log(`\n=== browser tests, run ${run} of ${runs}, beside a ${beside === 'burner' ? 'CPU burner on every core' : 'second browser suite'} ===`);
    const started = Date.now();
    const env = { ...process.env, ...(run > 1 ? { E2E_SKIP_BUILD: '1' } : {}) };
    spawnSync(process.execPath, [...vitest, '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`], { cwd: root, env, stdio: 'inherit' });
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    let summary;
    try {
      summary = JSON.parse(readFileSync(report, 'utf8'));
    } catch {
      summary = { numPassedTests: 0, numFailedTests: 1, testResults: [] };
    }
    const failed = summary.testResults.flatMap((file) =>
      file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${file.name.replace(`${root}/`, '')} > ${test.fullName}`),
    );
    results.push({ run, minutes, passed: summary.numPassedTests, failed: summary.numFailedTests, names: failed, ok: summary.success === true });
  }
} finally {
  stopLoad();
}

console.log('\nBrowser tests under load:');
for (const { run, minutes, passed, failed, names } of results) {
  console.log(`  run ${run}: ${passed} passed, ${failed} failed in ${minutes} min`);
  for (const name of names) console.log(`    failed: ${name}`);
}
const allPassed = results.every(({ ok, failed }) => ok && failed === 0);
console.log(allPassed ? `\nAll ${runs} runs passed.` : '\nNot every run passed.');
process.exit(allPassed ? 0 : 1);
