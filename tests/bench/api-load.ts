import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { demoIntakeValues, DEMO_PEOPLE } from '../../server/db/seed-data/people';
import { localToday } from '../../src/contract/calendar';
import { ROOT } from '../e2e/support/product';
import { withDatabaseName } from '../server/support/database';
import { formBody } from '../server/support/requests';
import type { LoadOrder, LoadResult } from './load-worker';
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

interface Server {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

async function startServer(dataDir: string, databaseUrl: string): Promise<Server> {
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
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux): clock ticks of 10 ms. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving one database (their titles name it), by pid. */
function backendsOf(database: string): number[] {
  if (!database) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return title.startsWith('postgres: ') && title.split(' ').includes(database);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Where one measured run's costs stand: CPU of the servers and of each of the database's backends, and the database's commits. */
interface Costs {
  serverMs: number;
  backendMs: Map<number, number>;
  commits: number | null;
}

async function costsNow(servers: Server[], bench: BenchDatabase): Promise<Costs> {
  return {
    serverMs: servers.reduce((sum, server) => sum + cpuMs(server.pid), 0),
    backendMs: new Map(backendsOf(bench.name).map((pid) => [pid, cpuMs(pid)])),
    commits: await bench.commits(),
  };
}

/** The backends' CPU between two readings; one that started in between counts whole (one that ended is lost). */
function backendMsBetween(before: Costs, after: Costs): number {
  let sum = 0;
  for (const [pid, ms] of after.backendMs) sum += Math.max(0, ms - (before.backendMs.get(pid) ?? 0));
  return sum;
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

/** One autocannon run of the scenario per server, each in a process of its own (load-worker.ts), the connections shared out. */
async function load(scenario: Scenario, servers: string[], connections: number, seconds: number): Promise<LoadResult> {
  let offset = 0;
  const results = await Promise.all(
    servers.map((base, index) => {
      const share = Math.floor(connections / servers.length) + (index < connections % servers.length ? 1 : 0);
      const requests = scenario.perConnection ? Array.from({ length: share }, (_, i) => scenario.perConnection!(offset + i)) : undefined;
      offset += share;
      const order: LoadOrder = { options: { ...scenario.options(base), connections: share, duration: seconds, timeout: 60 }, requests };
      return new Promise<LoadResult>((resolve, reject) => {
        const worker = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/bench/load-worker.ts')], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
        let out = '';
        worker.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
        worker.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`The load generator exited with ${code}`))));
        worker.stdin!.end(JSON.stringify(order));
      });
    }),
  );
  return {
    perSecond: results.reduce((sum, result) => sum + result.perSecond, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    latencies: results.flatMap((result) => result.latencies).sort((a, b) => a - b),
  };
}

async function measure(scenario: Scenario, servers: Server[], bench: BenchDatabase, connections: number, seconds: number): Promise<(string | number)[]> {
  const bases = servers.map((server) => server.url);
  // Unmeasured first: the server's first requests of a call compile its code path (JIT).
  await load(scenario, bases, connections, WARMUP_SECONDS);
  const before = await costsNow(servers, bench);
  const result = await load(scenario, bases, connections, seconds);
  const after = await costsNow(servers, bench);
  const requests = result.latencies.length;
  const perRequest = (value: number) => (requests > 0 ? (value / requests).toFixed(2) : '—');
  const fixed = (ms: number) => ms.toFixed(1);
  const perSecond = Math.round(result.perSecond);
  const p95 = percentile(result.latencies, 95);
  return [
    scenario.name,
    servers.length,
    connections,
    perSecond,
    fixed(percentile(result.latencies, 50)),
    fixed(p95),
    fixed(percentile(result.latencies, 99)),
    requests,
    result.failures + result.errors,
    perRequest(after.serverMs - before.serverMs),
    bench.name ? perRequest(backendMsBetween(before, after)) : '—',
    before.commits !== null && after.commits !== null ? perRequest(after.commits - before.commits) : '—',
    verdict(scenario, connections, perSecond, p95),
  ];
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

interface BenchDatabase {
  /** Its name ('' on PGlite). */
  name: string;
  url: string;
  /** Its committed transactions so far (pg_stat_database.xact_commit, read-only ones included), or null on PGlite. */
  commits: () => Promise<number | null>;
  drop: () => Promise<void>;
}

/** Statistics reach pg_stat_database within a second of a connection going idle. */
const STATS_SETTLE_MS = 2000;

/** A database of its own on BENCH_DATABASE_URL's server (each run starts empty), dropped after. */
async function benchDatabase(): Promise<BenchDatabase> {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return { name: '', url: '', commits: async () => null, drop: async () => undefined };
  const name = `payee_bench_${randomBytes(4).toString('hex')}`;
  // Each query on a connection of its own, to the admin database: it reads fresh statistics and adds no commit to the bench database.
  const run = async (sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      return await client.query(sql, values);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  return {
    name,
    url: withDatabaseName(admin, name),
    commits: async () => {
      await new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));
      const result = await run('select xact_commit from pg_stat_database where datname = $1', [name]);
      return Number(result.rows[0]?.xact_commit ?? 0);
    },
    drop: async () => void (await run(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * Measures the four calls with 50 connections, then with one; the table of figures. With
 * `processes` > 1 (PostgreSQL only), that many server processes share the 50 connections,
 * as N processes behind a proxy would (the one-connection rows are left out).
 */
export async function measureApi({ processes = 1 }: { processes?: number } = {}): Promise<Table> {
  if (processes > 1 && !process.env.BENCH_DATABASE_URL) throw new Error('Several server processes need BENCH_DATABASE_URL (PGlite allows one process per DATA_DIR).');
  const cores = availableParallelism();
  const work = mkdtempSync(join(tmpdir(), 'payee-bench-'));
  const database = await benchDatabase();
  const servers = await Promise.all(Array.from({ length: processes }, (_, index) => startServer(join(work, `data-${index}`), database.url)));
  try {
    const first = servers[0]!.url;
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
      rows.push(await measure(scenario, servers, database, CONNECTIONS, SECONDS));
      // One connection shows what a single request costs, without the queue in front of it.
      if (processes === 1) rows.push(await measure(scenario, servers, database, 1, Math.max(3, SECONDS / 2)));
    }
    const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded, on disk)';
    return {
      title: `Reference API under load on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${processes} server process${processes > 1 ? 'es' : ''}`,
      note:
        `autocannon, ${CONNECTIONS} connections for ${SECONDS} s${processes === 1 ? ' (and 1 connection for half as long)' : `, shared out over ${processes} processes,`} per call, each after ${WARMUP_SECONDS} s of unmeasured warm-up, against \`server/main.ts\` in its own process${processes > 1 ? 'es' : ''} on ${where}, the load generator in a process of its own; latency in ms. ` +
        `CPU ms per request: the server process(es), and the database's backends (PostgreSQL only), from /proc. Commits per request: pg_stat_database.xact_commit of the bench database (read-only statements outside a transaction count too); not counted on PGlite, which runs inside the server process. ` +
        `Aim: p95 at most ${P95_AIM_MS} ms, except the PDF. A missed aim with the one-connection p95 met is a throughput limit: where the server is saturated, the mean latency is connections / req/s (Little's law), whatever a request's own cost. ${cores} core(s).`,
      columns: ['call', 'processes', 'connections', 'req/s', 'p50', 'p95', 'p99', 'requests', 'non-2xx', 'server CPU ms/req', 'database CPU ms/req', 'commits/req', 'p95 aim'],
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
