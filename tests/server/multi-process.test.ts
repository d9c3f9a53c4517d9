import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/db/seed-data/demo-files';
import { localCaptchaToken } from '../../src/contract/captcha';
import { ROOT } from '../e2e/support/product';
import { DEMO } from './support/demo';
import { openTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './support/database';

/**
 * Two server processes on one PostgreSQL, started at the same moment on an
 * empty database (migrations and seeding under an advisory lock), and nothing that matters
 * kept per process: a session, an upload and its link, and the identity throttle all work
 * whichever process a request reaches. Runs with `npm run test:server:pg`.
 */
interface Server {
  child: ChildProcess;
  base: string;
  output: string;
}

let database: TestDatabase;
let work: string;
const servers: Server[] = [];

function start(url: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: join(work, 'data'),
      STATIC_DIR: '',
      PORT: '0',
      LOG_LEVEL: 'silent',
      RATE_SSN_IP_FAILURES_MINUTE: '3',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { child, base: '', output: '' };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${server.output}`)), 90_000);
    const read = (chunk: Buffer) => {
      server.output += chunk.toString();
      const match = /running at (http:\/\/[^/\s]+)\//.exec(server.output);
      if (match && !server.base) {
        clearTimeout(timer);
        server.base = match[1]!;
        resolve(server);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${server.output}`)));
  });
}

async function call(server: Server, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${server.base}/api/v1${path}`, { ...init, headers });
}

const login = (server: Server, who: { ssn: string; date_of_birth: string }) =>
  call(server, '/website/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ssn: who.ssn, date_of_birth: who.date_of_birth, 'g-recaptcha-response': localCaptchaToken('login') }),
  });

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'payee-multi-'));
    database = await openTestDatabase();
    await database.database.close();
    // Both start at once on the empty database: one migrates and seeds, the other waits for the lock.
    servers.push(...(await Promise.all([start(database.url!), start(database.url!)])));
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGTERM');
        await exited;
      }
    }
    await database?.drop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('share sessions, uploads and their links, and the identity throttle', async () => {
    const [a, b] = servers as [Server, Server];
    const signedIn = await login(a, DEMO.onboardingPending);
    expect(signedIn.status).toBe(200);
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;

    // The photo goes to B with A's session; its link is served by A.
    const form = new FormData();
    form.append('step', 'document_proof');
    form.append('skip', '0');
    form.append('g-recaptcha-response', localCaptchaToken('onboarding'));
    form.append('image', new File([new Uint8Array(solidPng(8, [10, 20, 30]))], 'me.png', { type: 'image/png' }));
    const saved = await call(b, '/website/onboarding?_method=PUT', { method: 'POST', body: form, token });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const url = ((await saved.json()) as { data: { image_url: string } }).data.image_url;
    const file = await fetch(`${a.base}${url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');

    // Wrong birth dates alternating between the two count against one limit (3 a minute per SSN and address).
    const wrong = { ssn: DEMO.client.ssn, date_of_birth: '1999-09-09' };
    expect((await login(a, wrong)).status).toBe(422);
    expect((await login(b, wrong)).status).toBe(422);
    expect((await login(a, wrong)).status).toBe(422);
    expect((await login(b, DEMO.client)).status).toBe(429);
    expect((await login(a, DEMO.client)).status).toBe(429);
  }, 60_000);
});
