import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

export interface Product {
  url: string;
  /** Everything the server wrote to stdout and stderr, for checks of what it logs. */
  logFile: string;
  readLogs(): string;
  /** Stops the server and removes its files; `keepDatabaseIn` keeps a copy of its database folder there first. */
  stop(options?: { keepDatabaseIn?: string }): Promise<void>;
}

export interface ProductOptions {
  /** The built app to serve (default: the e2e build). */
  staticDir?: string;
  /** Extra environment, e.g. LOG_LEVEL or RECAPTCHA_SECRET. */
  env?: Record<string, string>;
  /**
   * A database folder (DATA_DIR) to start from a copy of, as `stop({ keepDatabaseIn })` leaves
   * one: reopening a seeded database takes a fraction of creating, migrating and seeding one.
   */
  database?: string;
}

/** Where the browser tests build the app; E2E_OUT gives parallel runs their own folders. */
export const E2E_DIST = process.env.E2E_OUT ? resolve(ROOT, process.env.E2E_OUT) : join(ROOT, '.e2e', 'dist');

/** The origin the browser tests' build writes its hreflang and canonical links with (PUBLIC_ORIGIN). */
export const TEST_PUBLIC_ORIGIN = 'https://apply.example.org';

/** Builds the PWA for the browser tests, into its own folder so `npm start`'s build is untouched. */
export function buildApp(outDir = E2E_DIST, env: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, which would give React's development build.
    env: { ...process.env, NODE_ENV: 'production', PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN, ...env },
  });
  if (result.status !== 0) throw new Error('The app build for the browser tests failed.');
}

const STARTUP_LIMIT_S = 600;

/** Starts the whole product (app + API on a fresh database) on a free port. */
export async function startProduct(options: ProductOptions = {}): Promise<Product> {
  const staticDir = options.staticDir ?? E2E_DIST;
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`No app build in ${staticDir}`);
  const workDir = mkdtempSync(join(tmpdir(), 'payee-e2e-'));
  const dataDir = join(workDir, 'data');
  if (options.database) cpSync(options.database, dataDir, { recursive: true });
  const logFile = join(workDir, 'server.log');
  const log = createWriteStream(logFile);

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_DIR: staticDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // Every browser test looks people up from 127.0.0.1: lift the per-address limits (the
      // per-SSN ones stay), so that only a test meant to prove throttling meets them.
      RATE_LOOKUPS_PER_IP_MINUTE: '100000',
      RATE_WRITES_PER_IP_MINUTE: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  // What the server says until it is running, for the error if it never is. The listeners go
  // once it runs: the server logs every request for the rest of the run, and matching the
  // whole of a growing log at each chunk cost minutes of CPU over the browser suite.
  const url = await new Promise<string>((resolveUrl, reject) => {
    let seen = '';
    const onOutput = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(seen);
      if (match) settle(() => resolveUrl(match[1]!));
    };
    const onErrorOutput = (chunk: Buffer) => {
      seen += chunk.toString();
    };
    const onExit = (code: number | null) => settle(() => reject(new Error(`The product exited with code ${code} before it started:\n${seen}`)));
    // Creating, migrating and seeding the embedded database takes seconds on a quiet machine
    // and over three minutes beside a load average of 30: a bound against a hang, not a speed.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      settle(() => reject(new Error(`The product did not start in ${STARTUP_LIMIT_S} s:\n${seen}`)));
    }, STARTUP_LIMIT_S * 1000);
    function settle(outcome: () => void): void {
      clearTimeout(timer);
      child.stdout?.off('data', onOutput);
      child.stderr?.off('data', onErrorOutput);
      child.off('exit', onExit);
      outcome();
    }
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onErrorOutput);
    child.once('exit', onExit);
  });

  return {
    url,
    logFile,
    readLogs: () => readFileSync(logFile, 'utf8'),
    stop: async ({ keepDatabaseIn } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      log.end();
      if (keepDatabaseIn) cpSync(dataDir, keepDatabaseIn, { recursive: true });
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
