import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { KEY_FILE, lockDataDir, makePrivate } from './data-dir';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or the transaction a piece of work runs in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding the database's start-up lock (a PostgreSQL advisory lock; the
   * embedded database has one process by construction), so that several processes starting
   * at once migrate and seed one after another.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Applies the committed migrations (server/migrations); safe to call at every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Where a generated key is kept: a file beside the embedded database's folder; null keeps it in the database (PostgreSQL, or PGlite in memory). */
  keyFile: string | null;
  /** PGlite only: the whole database as a tarball (tests start every file from one). */
  dump?: () => Promise<Blob>;
}

/** The advisory lock id of migrating and seeding (any fixed 64-bit number, the same in every process). */
const STARTUP_LOCK = 7_310_525_001;

export const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL through pg; otherwise PGlite. */
  databaseUrl?: string | null;
  /** PGlite's folder; null keeps it in memory. */
  dataDir?: string | null;
  /** A PGlite data dump to start from (tests start every file from one migrated, seeded copy). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, admin) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      exclusively: async (work) => {
        // A session-level lock lives on one connection: take it, work, and release it on that same connection.
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          try {
            return await work();
          } finally {
            await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          }
        } finally {
          connection.release();
        }
      },
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
      keyFile: null,
    };
  }
  const root = options.dataDir ?? null;
  let release = async () => undefined as void;
  if (root) {
    makePrivate(root);
    release = await lockDataDir(root);
  }
  let client: PGlite;
  try {
    const dataDir = root ? join(root, 'pglite') : undefined;
    if (dataDir) makePrivate(dataDir);
    client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
    // PGlite creates its files readable by everyone (0666); the folder is 0700 and this makes the files 0600 too.
    if (root) makePrivate(root);
  } catch (error) {
    await release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exclusively: (work) => work(),
    keyFile: root ? join(root, KEY_FILE) : null,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      if (root) makePrivate(root);
    },
    close: async () => {
      try {
        await client.close();
        if (root) makePrivate(root);
      } finally {
        await release();
      }
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/** A cheap round trip for the health check. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
