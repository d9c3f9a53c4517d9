import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { KEY_FILE, LOCK_FILE } from '../../server/db/data-dir';
import { ensureSeeded } from '../../server/db/seed';
import { fileContents, files, serverKeys } from '../../server/db/schema';
import { createKeyring, loadSecret } from '../../server/security/keyring';
import { createFileStore, importDiskUploads } from '../../server/services/file-store';
import { ROOT } from '../e2e/support/product';

/** The embedded database's folder: private to its user, its key beside it, one process at a time. */
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
  }, 60_000);

  it('moves a key an older version kept in the database into the key file once, and out of the database', async () => {
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
  }, 60_000);

  it('is used by one process at a time: a second opener is refused clearly, a stale lock is taken over', async () => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(`DATA_DIR ${dataDir} is in use by another process (pid ${process.pid})`);

    // Another process (the operator's review command) is refused too, with the reason.
    const review = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/review.ts', 'list'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(review.status).not.toBe(0);
    expect(review.stderr).toContain(`is in use by another process (pid ${process.pid})`);
    await database.close();

    // A lock whose process is gone (a crash) does not keep the folder shut.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    writeFileSync(join(dataDir, LOCK_FILE), `${dead}\n`);
    const again = await openDatabase({ dataDir });
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await again.close();
    expect(readdirSync(dataDir)).not.toContain(LOCK_FILE);
  }, 120_000);

  it('moves uploads an older version kept on disk (DATA_DIR/uploads/stored) into the database once', async () => {
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
  }, 120_000);
});
