import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDatabase, type Database, type Db } from '../../../server/db/connect';
import { seedReference } from '../../../server/db/seed';
import { ROOT } from '../../e2e/support/product';

/**
 * One database per test file (creating PGlite costs seconds and hundreds of MB). With
 * TEST_DATABASE_URL the same tests run on a real PostgreSQL: each file gets a database of
 * its own, created from that URL's server and dropped at the end.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

const CACHE = join(ROOT, 'node_modules', '.cache', 'payee-tests');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Changes whenever the migrations or the reference lists do, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  const sources = [...filesUnder(MIGRATIONS_DIR), ...filesUnder(join(ROOT, 'server', 'db'))].sort();
  for (const file of sources) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Copies into `dataDir` (a DATA_DIR that does not exist yet) an embedded database on disk
 * that the committed migrations have already been applied to, made once and kept in the
 * cache: creating and migrating one costs some 15 CPU seconds, a copy a fraction of one.
 * Only the database's own folder is copied (no lock or key file), as a DATA_DIR whose server
 * has stopped leaves it; opening it makes its files private again, as after any copy.
 */
export async function copyMigratedDataDir(dataDir: string): Promise<void> {
  const template = join(CACHE, `datadir-${templateKey()}`);
  if (!existsSync(template)) {
    mkdirSync(CACHE, { recursive: true });
    const partial = mkdtempSync(`${template}.`);
    const database = await openDatabase({ dataDir: partial });
    await database.migrate();
    await database.close();
    try {
      renameSync(partial, template);
    } catch (error) {
      // Another test file made it at the same time: theirs is as good.
      if (!existsSync(template)) throw error;
      rmSync(partial, { recursive: true, force: true });
    }
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}

/** A migrated PGlite with the reference lists, dumped once and loaded by every test file (0.7 s instead of 5 s). */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(CACHE, `template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    await seedReference(database.db);
    const dump = await database.dump!();
    await database.close();
    mkdirSync(CACHE, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** The same server, another database: `postgresql://user@/payee_test?host=/run/postgresql` -> `…/NAME?…`. */
export function withDatabaseName(url: string, name: string): string {
  const [base = '', search] = url.split('?');
  const renamed = base.replace(/\/[^/]*$/, `/${name}`);
  return search === undefined ? renamed : `${renamed}?${search}`;
}

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's URL (null for PGlite). */
  url: string | null;
  drop(): Promise<void>;
}

/** What the template holds: each table's rows (as JSON) and each sequence's position. */
interface TemplateState {
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A raw query's rows: both drivers (PGlite's and node-postgres) answer with `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function readState(db: Db): Promise<TemplateState> {
  const tables = (await rowsOf<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).map((row) => row.name);
  const rows: TemplateState['rows'] = [];
  for (const table of tables) {
    const [row] = await rowsOf<{ json: string | null }>(db, sql.raw(`select json_agg(t)::text as json from ${quoted(table)} t`));
    if (row?.json) rows.push({ table, json: row.json });
  }
  const sequences = await rowsOf<{ name: string; value: string; called: boolean }>(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, coalesce(last_value, start_value)::text as value, last_value is not null as called from pg_sequences where schemaname = 'public' order by 1`,
  );
  return { tables, rows, sequences };
}

/** Empties every table and loads the template's rows and sequence positions back, as one transaction. */
async function restoreState(db: Db, state: TemplateState): Promise<void> {
  await db.transaction(async (tx) => {
    // The rows go back in any order: as the template held them, so no constraint is checked.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate table ${state.tables.map(quoted).join(', ')} restart identity cascade`));
    for (const { table, json } of state.rows) {
      await tx.execute(sql`insert into ${sql.raw(quoted(table))} select * from json_populate_recordset(null::${sql.raw(quoted(table))}, ${json}::json)`);
    }
    for (const { name, value, called } of state.sequences) await tx.execute(sql`select setval(${name}, ${value}::bigint, ${called})`);
  });
}

/**
 * The embedded databases this worker's earlier test files have finished with, each back at the
 * template's state, and that state. Starting a PGlite costs over a second of CPU whatever it
 * loads, emptying one and loading the template's rows back a small fraction of that. The files of
 * a worker share this module (the server area runs with Vitest's `isolate: false`), and a file
 * finds its database as a new one from the template would be (`test-database.test.ts` checks).
 */
const spares: Database[] = [];
let templateState: TemplateState | null = null;

async function openFromTemplate(): Promise<Database> {
  const spare = spares.pop();
  if (spare) return spare;
  const database = await openDatabase({ dataDir: null, loadDataDir: await pgliteTemplate() });
  templateState ??= await readState(database.db);
  return database;
}

/** The whole content of a test database (rows and sequences), for comparing two of them. */
export async function databaseState(db: Db): Promise<unknown> {
  return readState(db);
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await openFromTemplate();
    let dropped = false;
    return {
      database,
      url: null,
      drop: async () => {
        if (dropped) return;
        dropped = true;
        await restoreState(database.db, templateState!);
        spares.push(database);
      },
    };
  }
  const name = `payee_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabaseName(TEST_DATABASE_URL, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
