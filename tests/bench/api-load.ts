import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoIntakeValues, DEMO_PEOPLE } from '../../server/db/seed-data/people';
import { localToday } from '../../src/contract/calendar';
import { ROOT } from '../e2e/support/product';
import { withDatabaseName } from '../server/support/database';
import { formBody } from '../server/support/requests';
import type { Table } from './report';

/**
 * The API under load, for `npm run bench` and `npm run bench:api`: the reference server in its
 * own process (as `npm start` runs it, on PGlite in a fresh DATA_DIR, or on a fresh database
 * of BENCH_DATABASE_URL's PostgreSQL; there also with BENCH_PROCESSES=1,2: one and then two
 * processes), hit by autocannon with 50 connections per call.
 *
 * Each connection of the intake update saves a step of its own application (50 applications
 * are started first, as 50 applicants would), the way real traffic looks: one applicant
 * saves one application at a time. Until 2026-11-22 every connection saved the same demo
 * application, which measured 50 writers queueing for one row's lock rather than the API.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const P95_AIM_MS = 20;
const WARMUP_SECONDS = 2;

async function startServer(dataDir: string, databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_DIR: '',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LOOKUPS_PER_IP_MINUTE: '100000000',
      RATE_WRITES_PER_IP_MINUTE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(seen);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${seen}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function call(url: string, path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

interface Scenario {
  name: string;
  /** The call against one server (several processes: one autocannon per server, the connections shared out). */
  options: (base: string) => autocannon.Options;
  /** The statement PDF is built per request: it is exempt from the latency aim. */
  exempt?: boolean;
  /** Connection n's own request (its own application), when connections must not share one. */
  perConnection?: (index: number) => autocannon.Request;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One autocannon run of the scenario per server, the connections shared out; each answer's status and latency go to `onResponse`. */
async function load(scenario: Scenario, servers: string[], connections: number, seconds: number, onResponse: (status: number, ms: number) => void): Promise<{ perSecond: number; errors: number }> {
  let next = 0;
  const perConnection = scenario.perConnection;
  const setupClient = perConnection ? (client: autocannon.Client) => client.setRequests([perConnection(next++)]) : undefined;
  const results = await Promise.all(
    servers.map(
      (base, index) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const share = Math.floor(connections / servers.length) + (index < connections % servers.length ? 1 : 0);
          const options = { ...scenario.options(base), connections: share, duration: seconds, timeout: 60, ...(setupClient ? { setupClient } : {}) };
          const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
          instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
        }),
    ),
  );
  return { perSecond: results.reduce((sum, result) => sum + result.requests.average, 0), errors: results.reduce((sum, result) => sum + result.errors, 0) };
}

async function measure(scenario: Scenario, servers: string[], connections: number, seconds: number): Promise<(string | number)[]> {
  // Unmeasured first: the server's first requests of a call compile its code path (JIT).
  await load(scenario, servers, connections, WARMUP_SECONDS, () => undefined);
  const latencies: number[] = [];
  let failures = 0;
  const result = await load(scenario, servers, connections, seconds, (status, ms) => {
    latencies.push(ms);
    if (status >= 300) failures += 1;
  });
  latencies.sort((a, b) => a - b);
  const fixed = (ms: number) => ms.toFixed(1);
  const perSecond = Math.round(result.perSecond);
  const p95 = percentile(latencies, 95);
  return [scenario.name, servers.length, connections, perSecond, fixed(percentile(latencies, 50)), fixed(p95), fixed(percentile(latencies, 99)), latencies.length, failures + result.errors, verdict(scenario, connections, perSecond, p95)];
}

/**
 * Whether the p95 aim is met and, where it is not, why. autocannon keeps every connection's
 * request in flight, so the mean latency is connections / throughput (Little's law): once the
 * server is saturated a request waits behind the others, however short its own work is.
 */
function verdict(scenario: Pick<Scenario, 'exempt'>, connections: number, perSecond: number, p95: number): string {
  if (scenario.exempt) return 'exempt (PDF)';
  if (p95 <= P95_AIM_MS) return 'met';
  const meanWait = perSecond > 0 ? (1000 * connections) / perSecond : Infinity;
  if (meanWait <= P95_AIM_MS) return `missed: the slowest 5 % (mean ${meanWait.toFixed(1)} ms)`;
  return `missed: ${connections} in flight / ${perSecond} req/s = ${Math.round(meanWait)} ms mean wait`;
}

/** A database of its own on BENCH_DATABASE_URL's server (each run starts empty), dropped after. */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return { url: '', drop: async () => undefined };
  const name = `payee_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  return { url: withDatabaseName(admin, name), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Measures the four calls with 50 connections, then with one; the table of figures. With
 * `processes` > 1 (PostgreSQL only), that many server processes share the 50 connections,
 * as N processes behind a proxy would (the one-connection rows are left out).
 */
export async function measureApi({ processes = 1 }: { processes?: number } = {}): Promise<Table> {
  if (processes > 1 && !process.env.BENCH_DATABASE_URL) throw new Error('Several server processes need BENCH_DATABASE_URL (PGlite allows one process per DATA_DIR).');
  const work = mkdtempSync(join(tmpdir(), 'payee-bench-'));
  const database = await benchDatabase();
  const servers = await Promise.all(Array.from({ length: processes }, (_, index) => startServer(join(work, `data-${index}`), database.url)));
  const bases = servers.map((server) => server.url);
  try {
    const first = bases[0]!;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const pending = DEMO_PEOPLE.find((person) => person.code === 'INT-4320')!;
    const client = DEMO_PEOPLE.find((person) => person.code === 'CLI-4327')!;
    // One application per connection: new applicants (SSNs 900-00-0001…, an area never issued) who saved steps 1 and 2.
    const applications: { id: number; code: string; values: Record<string, unknown> }[] = [];
    for (let index = 1; index <= CONNECTIONS; index += 1) {
      const values = demoIntakeValues({ ...pending, ssn: `900-00-${String(index).padStart(4, '0')}` }) as Record<string, unknown>;
      const body = formBody({ ...(values as Record<string, never>), step: 'about_you', 'g-recaptcha-response': 'local:intake' });
      const created = (await call(first, '/api/v1/website/intake', { method: 'POST', headers: form, body })).data as { id: number; application_code: string };
      applications.push({ id: created.id, code: created.application_code, values });
    }
    const updateOf = (index: number): autocannon.Request => {
      const application = applications[index % applications.length]!;
      const values = { ...(application.values as Record<string, never>), id: String(application.id), application_code: application.code, step: 'housing_details' };
      return { path: '/api/v1/website/intake/update', method: 'POST', headers: form, body: formBody(values) };
    };
    const login = { ssn: client.ssn, date_of_birth: client.dateOfBirth, 'g-recaptcha-response': 'local:login' };
    const token = ((await call(first, '/api/v1/website/login', { method: 'POST', headers: form, body: formBody(login) })).data as { token: string }).token;
    const from = localToday(new Date(Date.now() - 90 * 24 * 60 * 60 * 1000));

    const scenarios: Scenario[] = [
      { name: 'GET /dropdown/genders', options: (base) => ({ url: `${base}/api/v1/dropdown/genders` }) },
      {
        name: 'POST /website/intake/update (housing step, one application per connection)',
        options: (base) => ({ ...updateOf(0), url: `${base}/api/v1/website/intake/update` }),
        perConnection: updateOf,
      },
      { name: 'POST /website/login', options: (base) => ({ url: `${base}/api/v1/website/login`, method: 'POST', headers: form, body: formBody(login) }) },
      {
        name: 'GET /website/client/account-statement (90 days, PDF)',
        exempt: true,
        options: (base) => ({ url: `${base}/api/v1/website/client/account-statement?program_id=10&transaction_date[0]=${from}&transaction_date[1]=${localToday()}`, headers: { authorization: `Bearer ${token}` } }),
      },
    ];
    const rows: (string | number)[][] = [];
    for (const scenario of scenarios) {
      console.log(`Measuring ${scenario.name} (${processes} process${processes > 1 ? 'es' : ''})…`);
      rows.push(await measure(scenario, bases, CONNECTIONS, SECONDS));
      // One connection shows what a single request costs, without the queue in front of it.
      if (processes === 1) rows.push(await measure(scenario, bases, 1, Math.max(3, SECONDS / 2)));
    }
    const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded, on disk)';
    return {
      title: `Reference API under load on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${processes} server process${processes > 1 ? 'es' : ''}`,
      note: `autocannon, ${CONNECTIONS} connections for ${SECONDS} s${processes === 1 ? ' (and 1 connection for half as long)' : `, shared out over ${processes} processes,`} per call, each after ${WARMUP_SECONDS} s of unmeasured warm-up, against \`server/main.ts\` in its own process${processes > 1 ? 'es' : ''} on ${where}; latency in ms. Aim: p95 at most ${P95_AIM_MS} ms, except the PDF. A missed aim with the one-connection p95 met is a throughput limit: where the server is saturated, the mean latency is connections / req/s (Little's law), whatever a request's own cost.`,
      columns: ['call', 'processes', 'connections', 'req/s', 'p50', 'p95', 'p99', 'requests', 'non-2xx', 'p95 aim'],
      rows,
      key: 3,
      figures: ['req/s', 'p95'],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}
