import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_FILE } from '../../server/operator';
import { localCaptchaToken } from '../../src/contract/captcha';
import { ROOT } from '../e2e/support/product';
import { npm, postForm } from './support/cli';
import { copyMigratedDataDir, openTestDatabase, type TestDatabase } from './support/database';

/**
 * The operator commands (npm scripts, real processes) beside a running server, which seeds
 * the demo people at its start: PGlite in a temporary DATA_DIR, copied from one already
 * migrated (cli.test.ts proves the commands on an empty one), or PostgreSQL with
 * TEST_DATABASE_URL. A file of its own, so it runs beside cli.test.ts.
 */
let work: string;
let pgDatabase: TestDatabase | null = null;
let env: Record<string, string>;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'payee-cli-server-'));
  if (process.env.TEST_DATABASE_URL) {
    pgDatabase = await openTestDatabase();
    await pgDatabase.database.close();
    env = { DATABASE_URL: pgDatabase.url!, DATA_DIR: join(work, 'data') };
  } else {
    env = { DATABASE_URL: '', DATA_DIR: join(work, 'data') };
    await copyMigratedDataDir(env.DATA_DIR!);
  }
}, 600_000);

afterAll(async () => {
  if (pgDatabase) await pgDatabase.drop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
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
      expect(npm(env, 'review', 'list').out).toMatch(/INT-4321\s+Walter Brooks\s+intake \/ in-progress/);
      const approve = npm(env, 'review', 'approve', 'INT-4321');
      expect(approve.status, approve.out).toBe(0);
      expect(approve.out).toContain('INT-4321 (Walter Brooks): intake / in-progress -> onboarding / pending');
      const signedIn = await login('987654321', '1948-03-02');
      expect(signedIn.status).toBe(200);
      expect((JSON.parse(signedIn.body) as { data: { process_type: string } }).data.process_type).toBe('onboarding');
      const reset = npm(env, 'seed', '--reset');
      expect(reset.status, reset.out).toBe(0);
      expect(reset.out).toContain('Removed every application');
      expect((await login('987654321', '1948-03-02')).status).toBe(422);

      if (!process.env.TEST_DATABASE_URL) {
        // The endpoint takes only the secret the server wrote for its own user.
        const file = join(env.DATA_DIR!, OPERATOR_FILE);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        const access = JSON.parse(readFileSync(file, 'utf8')) as { url: string; secret: string };
        writeFileSync(file, JSON.stringify({ ...access, secret: 'a-guess' }));
        const refused = npm(env, 'review', 'approve', 'INT-4321');
        expect(refused.status).toBe(1);
        expect(refused.out).toContain('Refused');
        const anonymous = await fetch(`${access.url}/command`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ command: 'seed', reset: true }) });
        expect(anonymous.status).toBe(401);
        writeFileSync(file, JSON.stringify(access));
        expect(npm(env, 'review', 'list').out).toMatch(/INT-4321\s+Walter Brooks\s+intake \/ in-progress/);
      }
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    // Stopped: the commands open the database themselves again.
    expect(npm(env, 'review', 'list').status).toBe(0);
  }, 900_000);
});
