// `npm run test:server:pg`: the server suite again, on a real PostgreSQL instead of PGlite.
// Installs Debian's postgresql when it is missing (as root), starts the cluster if it is
// down, gives root a role and a database, runs the suite with TEST_DATABASE_URL (every test
// file gets a database of its own), and stops the cluster again if this script started it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const DATABASE = 'payee_test';
const sh = (command, options = {}) => spawnSync('sh', ['-c', command], { encoding: 'utf8', ...options });
const must = (command) => {
  const result = sh(command, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Failed: ${command}`);
};

if (!existsSync('/usr/bin/pg_ctlcluster')) {
  if (process.getuid?.() !== 0) throw new Error('PostgreSQL is not installed: run "apt-get install -y postgresql" as root.');
  console.log("Installing Debian's postgresql…");
  must('DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null');
}

const cluster = sh("pg_lsclusters --no-header | awk 'NR==1 {print $1, $2, $4}'").stdout.trim().split(' ');
const [version, name, status] = cluster;
if (!version) throw new Error('No PostgreSQL cluster found (pg_lsclusters).');
const startedHere = status !== 'online';
if (startedHere) must(`pg_ctlcluster ${version} ${name} start`);

let exitCode;
try {
  const user = sh('id -un').stdout.trim();
  sh(`su postgres -c "psql -qc \\"CREATE ROLE ${user} SUPERUSER LOGIN\\"" 2>/dev/null`);
  sh(`su postgres -c "createdb -O ${user} ${DATABASE}" 2>/dev/null`);
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', '--reporter=default', '--reporter=json', '--outputFile.json=reports/server-postgres.json'],
    // Over the local socket with peer authentication: no password anywhere.
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: `postgresql://${user}@/${DATABASE}?host=/var/run/postgresql` } },
  );
  exitCode = run.status ?? 1;
} finally {
  if (startedHere) must(`pg_ctlcluster ${version} ${name} stop`);
}
process.exit(exitCode);
