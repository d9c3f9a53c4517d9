// `npm run test:e2e:chromium`: the user journeys again, in Debian's whole browser
// (/usr/bin/chromium) rather than the headless shell that `npm test` drives
// (tests/e2e/support/chromium.ts says why). CI runs it after `npm test`, with E2E_SKIP_BUILD=1 to
// reuse the build that run made. Its report joins the others as reports/e2e-chromium.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Each wizard and screen walked end to end, in both languages, online and offline. */
const JOURNEYS = [
  'tests/e2e/intake/journey.test.ts',
  'tests/e2e/intake/offline-journey.test.ts',
  'tests/e2e/intake/spanish.test.ts',
  'tests/e2e/onboarding/journey.test.ts',
  'tests/e2e/onboarding/spanish.test.ts',
  'tests/e2e/portal/account.test.ts',
  'tests/e2e/portal/spanish.test.ts',
  'tests/e2e/public/enquiry.test.ts',
  'tests/e2e/offline/service-worker.test.ts',
];

const root = join(import.meta.dirname, '../..');
const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'e2e',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'e2e-chromium.json')}`,
    ...JOURNEYS,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: '/usr/bin/chromium' },
  },
);
process.exit(result.status ?? 1);
