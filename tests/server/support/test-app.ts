import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../../server/app';
import { configFromEnv } from '../../../server/config';
import type { Database, Db } from '../../../server/db/connect';
import type { RateLimits } from '../../../server/security/identity-guard';
import { createKeyring, loadSecret, type Keyring } from '../../../server/security/keyring';
import { createFileStore, type FileStore } from '../../../server/services/file-store';
import { openTestDatabase, type TestDatabase } from './database';
import { restoreSnapshot, takeSnapshot, type Snapshot } from './snapshot';

/** Limits high enough for a test file's many look-ups; throttling tests set their own. */
export const GENEROUS_LIMITS: RateLimits = { lookupsPerIpPerMinute: 10_000, ssnFailuresPerHour: 10_000, ssnIpFailuresPerMinute: 10_000, writesPerIpPerMinute: 10_000 };

export interface TestAppOptions extends Pick<AppDeps, 'captcha' | 'logStream' | 'probe'> {
  rateLimits?: Partial<RateLimits>;
  recaptchaSecret?: string;
  /** As TRUST_PROXY. */
  trustProxy?: string;
  /** As SESSION_IDLE_MINUTES. */
  sessionIdleMinutes?: string;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** The test file's database, for an app built by the test itself. */
  readonly database: Database;
  readonly files: FileStore;
  readonly keyring: Keyring;
  /** The app's clock: tests move it to expire tokens and links. */
  clock: { now: Date };
  /** Back to the seeded state: every application, token, answer and upload removed, demo people re-created. */
  reset(): Promise<void>;
  /** A second app on the same database, e.g. with other limits. */
  another(options: TestAppOptions): Promise<FastifyInstance>;
}

/** One app and one database for the whole test file (registers its own beforeAll/afterAll). */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let testDb: TestDatabase;
  let seeded: Snapshot;
  const extra: FastifyInstance[] = [];
  const handle = { clock: { now: new Date() } } as TestApp & { app: FastifyInstance; db: Db; database: Database; files: FileStore; keyring: Keyring };
  const build = (opts: TestAppOptions) =>
    buildApp(
      {
        ...configFromEnv({ DATA_DIR: 'memory', STATIC_DIR: '', LOG_LEVEL: opts.logStream ? 'info' : 'silent', RECAPTCHA_SECRET: opts.recaptchaSecret, TRUST_PROXY: opts.trustProxy, SESSION_IDLE_MINUTES: opts.sessionIdleMinutes }),
        rateLimits: { ...GENEROUS_LIMITS, ...opts.rateLimits },
      },
      { database: testDb.database, files: handle.files, now: () => handle.clock.now, captcha: opts.captcha, logStream: opts.logStream, probe: opts.probe },
    );

  beforeAll(async () => {
    testDb = await openTestDatabase();
    handle.files = createFileStore();
    handle.app = await build(options);
    handle.db = testDb.database.db;
    handle.database = testDb.database;
    handle.keyring = createKeyring(await loadSecret(handle.db, null));
    seeded = await takeSnapshot(handle.db);
  }, 120_000);

  afterAll(async () => {
    for (const app of extra) await app.close();
    await handle.app?.close();
    await testDb?.drop();
    handle.files?.close();
  });

  handle.reset = async () => {
    handle.clock.now = new Date();
    await restoreSnapshot(handle.db, seeded);
  };
  handle.another = async (opts) => {
    const app = await build(opts);
    extra.push(app);
    return app;
  };
  return handle;
}
