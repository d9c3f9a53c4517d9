import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/connect';
import { ROOT } from '../e2e/support/product';
import { openTestDatabase, type TestDatabase } from './support/database';

/**
 * The operator commands as an operator runs them (npm scripts, real processes), on a
 * database on disk: PGlite in a temporary DATA_DIR, or PostgreSQL with TEST_DATABASE_URL.
 */
let work: string;
let pgDatabase: TestDatabase | null = null;
let env: Record<string, string>;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'payee-cli-'));
  if (process.env.TEST_DATABASE_URL) {
    pgDatabase = await openTestDatabase();
    await pgDatabase.database.close();
    env = { DATABASE_URL: pgDatabase.url!, DATA_DIR: join(work, 'data') };
  } else {
    env = { DATABASE_URL: '', DATA_DIR: join(work, 'data') };
  }
}, 60_000);

afterAll(async () => {
  if (pgDatabase) await pgDatabase.drop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

const SCRIPTS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;

/** `npm run NAME -- ARGS`, run as its script says but without npm's own start-up time. */
function npm(name: 'seed' | 'review', ...args: string[]): { status: number | null; out: string } {
  const [node, ...script] = SCRIPTS[name]!.split(' ');
  expect(node).toBe('node');
  const result = spawnSync(process.execPath, [...script, ...args], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run seed and npm run review', () => {
  it('migrates an empty database, seeds it once, and a second run changes nothing', () => {
    const first = npm('seed');
    expect(first.status, first.out).toBe(0);
    expect(first.out).toContain('Demo people added: INT-4320, INT-4321, INT-4322, ONB-4323, ONB-4324, ONB-4325, ONB-4326, CLI-4327.');
    const second = npm('seed');
    expect(second.out).toContain('every demo person was already there');
  }, 60_000);

  it('lists the applications, approves one, and a reset brings it back', () => {
    const list = npm('review', 'list');
    expect(list.out).toContain('8 application(s):');
    expect(list.out).toMatch(/INT-4321\s+Walter Brooks\s+intake \/ in-progress/);
    const approve = npm('review', 'approve', 'INT-4321');
    expect(approve.status).toBe(0);
    expect(approve.out).toContain('INT-4321 (Walter Brooks): intake / in-progress -> onboarding / pending');
    const reset = npm('seed', '--reset');
    expect(reset.out).toContain('Removed every application');
    expect(npm('review', 'list').out).toMatch(/INT-4321\s+Walter Brooks\s+intake \/ in-progress/);
  }, 120_000);
});

describe('migrations', () => {
  it('match the schema: drizzle-kit finds nothing to generate', () => {
    // drizzle-kit reads `out` relative to the working directory.
    const out = join('node_modules', '.cache', 'payee-tests', `migrations-${process.pid}`);
    rmSync(join(ROOT, out), { recursive: true, force: true });
    cpSync(MIGRATIONS_DIR, join(ROOT, out), { recursive: true });
    const config = join(work, 'drizzle.config.mjs');
    writeFileSync(config, `export default { dialect: 'postgresql', schema: './server/db/schema.ts', out: './${out}' };\n`);
    const before = readdirSync(join(ROOT, out)).length;
    const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', config], { cwd: ROOT, encoding: 'utf8' });
    const written = readdirSync(join(ROOT, out)).length;
    rmSync(join(ROOT, out), { recursive: true, force: true });
    expect(result.status, result.stderr).toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain('No schema changes');
    expect(written).toBe(before);
  }, 60_000);
});
