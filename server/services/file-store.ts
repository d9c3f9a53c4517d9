import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { fileContents, files } from '../db/schema';

/**
 * Where uploads are kept. The default (and only) store is the database, so any server
 * process serves any file and an upload commits or rolls back with the save that refers to
 * it. Names are random; the original name lives in the `files` row. Only a request being
 * read touches this process's disk: a private temporary folder, emptied as each request ends.
 */
export interface FileStore {
  /** This process's folder for uploads being received (removed on close). */
  readonly root: string;
  /** Where an upload is streamed while a request is read. */
  incomingPath(): string;
  /** Deletes a received file (no-op once gone). */
  discard(incomingPath: string): void;
  /** Stores a received file under a new name, in the transaction of the save that refers to it. */
  keep(tx: Tx, incomingPath: string): Promise<string>;
  write(tx: Tx, data: Buffer): Promise<string>;
  read(db: Db, storedName: string): Promise<Buffer | null>;
  remove(tx: Tx, storedNames: string[]): Promise<void>;
  /** Removes every stored content no `files` row refers to any more. */
  removeOrphans(db: Db): Promise<void>;
  close(): void;
}

/** An upload still being received is written to at least this often; one older was left by a crash. */
export const STALE_INCOMING_MS = 15 * 60 * 1000;
const INCOMING_PREFIX = 'payee-incoming-';

/** The newest change in a folder of incoming uploads (the folder itself or any file in it). */
function lastChange(folder: string): number {
  let newest = statSync(folder).mtimeMs;
  for (const name of readdirSync(folder)) newest = Math.max(newest, statSync(join(folder, name)).mtimeMs);
  return newest;
}

/**
 * Removes the incoming folders of processes that crashed mid-upload. A live process's idle
 * folder may go too: it is made again before its next upload (`incomingPath`).
 */
function sweepIncoming(base: string, now = Date.now()): void {
  for (const name of readdirSync(base)) {
    if (!name.startsWith(INCOMING_PREFIX)) continue;
    const folder = join(base, name);
    try {
      if (now - lastChange(folder) > STALE_INCOMING_MS) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Gone already (another process swept it) or not ours to read.
    }
  }
}

/** `base` is where this process's private folder for incoming uploads is made (the OS's temporary folder by default). */
export function createFileStore(base = tmpdir()): FileStore {
  sweepIncoming(base);
  const root = mkdtempSync(join(base, INCOMING_PREFIX));
  const write = async (tx: Tx, data: Buffer) => {
    const name = randomUUID();
    await tx.insert(fileContents).values({ storedName: name, data });
    return name;
  };
  return {
    root,
    incomingPath: () => {
      mkdirSync(root, { recursive: true, mode: 0o700 });
      return join(root, randomUUID());
    },
    discard: (path) => {
      if (path.startsWith(root)) rmSync(path, { force: true });
    },
    keep: async (tx, incomingPath) => {
      if (!incomingPath.startsWith(root)) throw new Error('Not a received file');
      const name = await write(tx, readFileSync(incomingPath));
      rmSync(incomingPath, { force: true });
      return name;
    },
    write,
    read: async (db, name) => {
      const [row] = await db.select({ data: fileContents.data }).from(fileContents).where(eq(fileContents.storedName, name));
      return row?.data ?? null;
    },
    remove: async (tx, names) => {
      if (names.length > 0) await tx.delete(fileContents).where(inArray(fileContents.storedName, names));
    },
    removeOrphans: async (db) => {
      const kept = db.select({ name: files.storedName }).from(files);
      await db.delete(fileContents).where(notInArray(fileContents.storedName, kept));
    },
    close: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * Uploads an older version kept on disk (DATA_DIR/uploads/stored) moved into the database
 * once, so they are served by every process; the folder is removed when all are in.
 */
export async function importDiskUploads(db: Db, dataDir: string | null): Promise<number> {
  if (!dataDir) return 0;
  const folder = join(dataDir, 'uploads', 'stored');
  if (!existsSync(folder)) return 0;
  const rows = await db.select({ name: files.storedName }).from(files);
  let moved = 0;
  for (const { name } of rows) {
    const path = join(folder, name);
    if (!/^[0-9a-f-]{36}$/.test(name) || !existsSync(path)) continue;
    await db.insert(fileContents).values({ storedName: name, data: readFileSync(path) }).onConflictDoNothing();
    moved += 1;
  }
  rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });
  return moved;
}
