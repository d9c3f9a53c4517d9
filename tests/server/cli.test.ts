import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/connect';
import { ROOT } from '../e2e/support/product';
import { npm } from './support/cli';
import { openTestDatabase, type TestDatabase } from './support/database';

/**
 * The operator commands as an operator runs them (npm scripts, real processes), on a
 * database on disk: PGlite in a temporary DATA_DIR, or PostgreSQL with TEST_DATABASE_URL.
 * The same commands beside a running server: cli-server.test.ts.
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

describe('npm run seed and npm run review', () => {
  it('migrates an empty database, seeds it once, and a second run changes nothing', () => {
    const first = npm(env, 'seed');
    expect(first.status, first.out).toBe(0);
    expect(first.out).toContain('Demo people added: INT-4320, INT-4321, INT-4322, ONB-4323, ONB-4324, ONB-4325, ONB-4326, CLI-4327.');
    const second = npm(env, 'seed');
    expect(second.out).toContain('every demo person was already there');
  }, 900_000);

  it('lists the applications, approves one, and a reset brings it back', () => {
    const list = npm(env, 'review', 'list');
    expect(list.out).toContain('8 application(s):');
    expect(list.out).toMatch(/INT-4321\s+Walter Brooks\s+intake \/ in-progress/);
    const approve = npm(env, 'review', 'approve', 'INT-4321');
    expect(approve.status).toBe(0);
    expect(approve.out).toContain('INT-4321 (Walter Brooks): intake / in-progress -> onboarding / pending');
    const reset = npm(env, 'seed', '--reset');
    expect(reset.out).toContain('Removed every application');
    expect(npm(env, 'review', 'list').out).toMatch(/INT-4321\s+Walter Brooks\s+intake \/ in-progress/);
  }, 1_200_000);
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
  }, 300_000);
});
