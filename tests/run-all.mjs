// `npm test`: unit, server and browser tests in turn (each gets both cores), every suite
// runs even when an earlier one fails, and the last line sums them up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const projects = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['unit', 'server', 'e2e'];
const root = join(import.meta.dirname, '..');
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let failedRuns = 0;
const minutes = {};
for (const project of projects) {
  const report = join(reports, `${project}.json`);
  console.log(`\n=== ${project} tests ===`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit' },
  );
  minutes[project] = ((Date.now() - started) / 60_000).toFixed(1);
  if (result.status !== 0) failedRuns += 1;
  if (result.status !== 0 && !existsSync(report)) console.error(`The ${project} tests did not finish (exit ${result.status}).`);
  else if (result.status !== 0 && JSON.parse(readFileSync(report, 'utf8')).numFailedTests === 0) {
    // Vitest fails a run whose tests all pass when an error escaped them: say so in the summary.
    console.error(`The ${project} run failed (exit ${result.status}) with no failed test: see its "Unhandled Errors" above.`);
  }
}

let passed = 0;
let failed = 0;
const failures = [];
for (const project of projects) {
  const report = join(reports, `${project}.json`);
  if (!existsSync(report)) continue;
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  for (const file of summary.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const firstLine = (test.failureMessages[0] ?? '').split('\n')[0];
      failures.push(`${project}: ${relative(root, file.name)} > ${test.fullName}\n    ${firstLine}`);
    }
  }
}
// Named again at the end, so that the tail of a long log says what failed.
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nTime: ${projects.map((project) => `${project} ${minutes[project]} min`).join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedRuns > 0 || failed > 0 ? 1 : 0);
