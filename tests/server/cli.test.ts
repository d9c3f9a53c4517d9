import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/connect';
import { OPERATOR_FILE } from '../../server/operator';
import { localCaptchaToken } from '../../src/contract/captcha';
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

/**
 * A form POST on a connection of its own: a command run between two requests can outlast the
 * server's keep-alive on a busy machine, and a POST sent on the socket the server is closing
 * then fails ("other side closed"), as a client reusing it would not retry a POST.
 */
function postForm(url: string, form: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end(new URLSearchParams(form).toString());
  });
}

/** `npm run NAME -- ARGS`, run as its script says but without npm's own start-up time. */
function npm(name: 'seed' | 'review', ...args: string[]): { status: number | null; out: string } {
  const [node, ...script] = SCRIPTS[name]!.split(' ');
  expect(node).toBe('node');
  const result = spawnSync(process.execPath, [...script, ...args], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 180_000 });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run seed and npm run review', () => {
  it('migrates an empty database, seeds it once, and a second run changes nothing', () => {
    const first = npm('seed');
    expect(first.status, first.out).toBe(0);
    expect(first.out).toContain('Demo people added: INT-4320, INT-4321, INT-4322, ONB-4323, ONB-4324, ONB-4325, ONB-4326, CLI-4327.');
    const second = npm('seed');
    expect(second.out).toContain('every demo person was already there');
  }, 360_000);

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
  }, 600_000);
});

describe('the operator commands beside a running server', () => {
  it('review and seed go through the server on the embedded database: apply, approve, sign in, no restart', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env, STATIC_DIR: '', PORT: '0', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let seen = '';
        server.stdout!.on('data', (chunk: Buffer) => {
          seen += chunk.toString();
          const match = /running at (http:\/\/[^/\s]+)\//.exec(seen);
          if (match) resolve(match[1]!);
        });
        server.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${seen}`)));
      });
      const login = (ssn: string, dateOfBirth: string) =>
        postForm(`${base}/api/v1/website/login`, { ssn, date_of_birth: dateOfBirth, 'g-recaptcha-response': localCaptchaToken('login') });
      // A submitted intake cannot sign in until an operator approves it.
      expect((await login('987654321', '1948-03-02')).status).toBe(422);
      expect(npm('review', 'list').out).toMatch(/INT-4321\s+Walter Brooks\s+intake \/ in-progress/);
      const approve = npm('review', 'approve', 'INT-4321');
      expect(approve.status, approve.out).toBe(0);
      expect(approve.out).toContain('INT-4321 (Walter Brooks): intake / in-progress -> onboarding / pending');
      const signedIn = await login('987654321', '1948-03-02');
      expect(signedIn.status).toBe(200);
      expect((JSON.parse(signedIn.body) as { data: { process_type: string } }).data.process_type).toBe('onboarding');
      const reset = npm('seed', '--reset');
      expect(reset.status, reset.out).toBe(0);
      expect(reset.out).toContain('Removed every application');
      expect((await login('987654321', '1948-03-02')).status).toBe(422);

      if (!process.env.TEST_DATABASE_URL) {
        // The endpoint takes only the secret the server wrote for its own user.
        const file = join(env.DATA_DIR!, OPERATOR_FILE);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        const access = JSON.parse(readFileSync(file, 'utf8')) as { url: string; secret: string };
        writeFileSync(file, JSON.stringify({ ...access, secret: 'a-guess' }));
        const refused = npm('review', 'approve', 'INT-4321');
        expect(refused.status).toBe(1);
        expect(refused.out).toContain('Refused');
        const anonymous = await fetch(`${access.url}/command`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ command: 'seed', reset: true }) });
        expect(anonymous.status).toBe(401);
        writeFileSync(file, JSON.stringify(access));
        expect(npm('review', 'list').out).toMatch(/INT-4321\s+Walter Brooks\s+intake \/ in-progress/);
      }
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    // Stopped: the commands open the database themselves again.
    expect(npm('review', 'list').status).toBe(0);
  }, 900_000);
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
