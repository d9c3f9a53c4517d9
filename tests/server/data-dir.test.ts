import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { KEY_FILE, LOCK_FILE, lockDataDir } from '../../server/db/data-dir';
import { ensureSeeded } from '../../server/db/seed';
import { fileContents, files, serverKeys } from '../../server/db/schema';
import { createKeyring, loadSecret } from '../../server/security/keyring';
import { createFileStore, importDiskUploads } from '../../server/services/file-store';
import { ROOT } from '../e2e/support/product';
import { copyMigratedDataDir } from './support/database';

/**
 * The embedded database's folder: private to its user, its key beside it, one process at a time.
 * The first test creates and migrates a database as a new server does; the others start from a
 * copy of one already migrated, as what they prove comes after that.
 */
let dataDir: string;
beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'payee-datadir-')), 'data');
});
afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

function modes(dir: string): { path: string; mode: number; dir: boolean }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
    const stat = lstatSync(join(dir, name));
    return { path: name, mode: stat.mode & 0o777, dir: stat.isDirectory() };
  });
}

describe('DATA_DIR', () => {
  it('keeps every file 0600 and every folder 0700, the database folder and the key file included', async () => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const secret = await loadSecret(database.db, null, database.keyFile);
    await database.close();
    expect(database.keyFile).toBe(join(dataDir, KEY_FILE));
    expect(readFileSync(join(dataDir, KEY_FILE), 'utf8').trim()).toBe(secret);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = modes(dataDir);
    expect(entries.length).toBeGreaterThan(100);
    const open = entries.filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600) && (entry.dir || (entry.mode & 0o077) !== 0));
    expect(open).toEqual([]);
    expect(entries.find((entry) => entry.path === KEY_FILE)?.mode).toBe(0o600);
  });

  it('moves a key an older version kept in the database into the key file once, and out of the database', async () => {
    await copyMigratedDataDir(dataDir);
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.insert(serverKeys).values({ name: 'app_secret', value: 'the-old-key-kept-in-the-database-0001' });
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await loadSecret(second.db, null, second.keyFile)).toBe('the-old-key-kept-in-the-database-0001');
    expect(await second.db.select().from(serverKeys).where(eq(serverKeys.name, 'app_secret'))).toEqual([]);
    expect(await loadSecret(second.db, null, second.keyFile)).toBe('the-old-key-kept-in-the-database-0001');
    await second.close();
    expect(readFileSync(join(dataDir, KEY_FILE), 'utf8').trim()).toBe('the-old-key-kept-in-the-database-0001');
  });

  it('is used by one process at a time: a second opener is refused clearly, by this process or another', async () => {
    await copyMigratedDataDir(dataDir);
    const database = await openDatabase({ dataDir });
    await database.migrate();
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(`DATA_DIR ${dataDir} is in use by another process (pid ${process.pid})`);
    // Another process is refused too: the lock is the operating system's, not this process's memory.
    const other = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import('./server/db/data-dir.ts').then((m) => m.lockDataDir(${JSON.stringify(dataDir)})).then(() => console.log('held'), (e) => console.log(e.message))`], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(other.stdout).toContain(`is in use by another process (pid ${process.pid})`);
    await database.close();
    // Closed: the next opener gets it at once.
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('is not kept shut by a lock file its holder left behind, whatever pid it names', async () => {
    // A crash leaves the file; a restarted container's server may get the pid it names (often 1, which is alive).
    for (const left of ['1', String(process.pid), '', 'not a pid']) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(join(dataDir, LOCK_FILE), `${left}\n`);
      const release = await lockDataDir(dataDir);
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      await release();
    }
    // A holder killed with SIGKILL (no chance to clean up) leaves the folder free.
    const holder = spawn(process.execPath, ['--import', 'tsx', '-e', `import('./server/db/data-dir.ts').then((m) => m.lockDataDir(${JSON.stringify(dataDir)})).then(() => { console.log('held'); setInterval(() => undefined, 1000); })`], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => holder.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve()));
    await expect(lockDataDir(dataDir)).rejects.toThrow(`(pid ${holder.pid})`);
    holder.kill('SIGKILL');
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('lets one of two servers started at once on a free folder run, and the other says why in one line', async () => {
    await copyMigratedDataDir(dataDir);
    const start = () =>
      new Promise<{ code: number | null; out: string; err: string; child: ReturnType<typeof spawn> }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: '', PORT: '0', LOG_LEVEL: 'silent' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const seen = { out: '', err: '' };
        child.stdout!.on('data', (chunk: Buffer) => {
          seen.out += chunk.toString();
          if (seen.out.includes('is running at')) resolve({ code: null, ...seen, child });
        });
        child.stderr!.on('data', (chunk: Buffer) => (seen.err += chunk.toString()));
        child.once('exit', (code) => resolve({ code, ...seen, child }));
      });
    const [a, b] = await Promise.all([start(), start()]);
    const running = [a, b].filter((server) => server.code === null);
    const refused = [a, b].filter((server) => server.code !== null);
    try {
      expect(running).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.code).toBe(1);
      expect(refused[0]!.err.trim().split('\n')).toEqual([`DATA_DIR ${dataDir} is in use by another process (pid ${running[0]!.child.pid}): the embedded database allows one server at a time (npm run review and npm run seed go through a running server); to run several, use DATABASE_URL (PostgreSQL).`]);
    } finally {
      for (const server of running) {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGTERM');
        await exited;
      }
    }
  });

  it('is held by exactly one of several processes that race for it', async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, LOCK_FILE), `${spawnSync(process.execPath, ['-e', '0']).pid}\n`);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => lockDataDir(dataDir)));
    const held = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(held).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(String(outcome.reason)).toContain('is in use by another process');
    await (held[0] as PromiseFulfilledResult<() => Promise<void>>).value();
  });

  it('moves uploads an older version kept on disk (DATA_DIR/uploads/stored) into the database once', async () => {
    await copyMigratedDataDir(dataDir);
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const store = createFileStore();
    await ensureSeeded(database.db, { keyring: createKeyring(await loadSecret(database.db, null, database.keyFile)), files: store, now: () => new Date() });
    store.close();
    // As an older version left it: the content on disk, not in the database.
    const [file] = await database.db.select().from(files).limit(1);
    const [content] = await database.db.select().from(fileContents).where(eq(fileContents.storedName, file!.storedName));
    await database.db.delete(fileContents).where(eq(fileContents.storedName, file!.storedName));
    mkdirSync(join(dataDir, 'uploads', 'stored'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'stored', file!.storedName), content!.data);

    expect(await importDiskUploads(database.db, dataDir)).toBe(1);
    const [moved] = await database.db.select().from(fileContents).where(eq(fileContents.storedName, file!.storedName));
    expect(Buffer.compare(moved!.data, content!.data)).toBe(0);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    expect(await importDiskUploads(database.db, dataDir)).toBe(0);
    await database.close();
  });
});
