import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, copyFileSync, statSync, writeFileSync, type ReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Uploaded files on disk under DATA_DIR/uploads (a temporary folder for an in-memory
 * database). Names on disk are random; the original name lives only in the database.
 */
export interface FileStore {
  readonly root: string;
  /** Where uploads are streamed while a request is read. */
  incomingPath(): string;
  /** Moves a received file into the store and returns its stored name. */
  keep(incomingPath: string): string;
  write(data: Buffer): string;
  open(storedName: string): ReadStream;
  has(storedName: string): boolean;
  remove(storedName: string): void;
  /** Deletes a received file that was not kept (no-op once kept). */
  discard(incomingPath: string): void;
  removeAll(): void;
}

/** An upload still being received is written to at least this often; one older was left by a crash. */
export const STALE_INCOMING_MS = 15 * 60 * 1000;

/** Removes partial uploads a crashed server left behind (another server on the same folder keeps its live ones). */
function sweepIncoming(incoming: string, now = Date.now()): void {
  for (const name of readdirSync(incoming)) {
    const path = join(incoming, name);
    try {
      if (now - statSync(path).mtimeMs > STALE_INCOMING_MS) rmSync(path, { force: true, recursive: true });
    } catch {
      // Already gone: another server swept it.
    }
  }
}

export function createFileStore(dataDir: string | null): FileStore {
  const root = dataDir ? join(dataDir, 'uploads') : mkdtempSync(join(tmpdir(), 'payee-uploads-'));
  const incoming = join(root, 'incoming');
  const stored = join(root, 'stored');
  const ensure = () => {
    mkdirSync(incoming, { recursive: true, mode: 0o700 });
    mkdirSync(stored, { recursive: true, mode: 0o700 });
  };
  ensure();
  sweepIncoming(incoming);
  const safe = (name: string) => {
    if (!/^[0-9a-f-]{36}$/.test(name)) throw new Error('Bad stored file name');
    return join(stored, name);
  };
  return {
    root,
    incomingPath: () => join(incoming, randomUUID()),
    keep: (incomingPath) => {
      const name = randomUUID();
      try {
        renameSync(incomingPath, safe(name));
      } catch {
        copyFileSync(incomingPath, safe(name));
        rmSync(incomingPath, { force: true });
      }
      return name;
    },
    write: (data) => {
      const name = randomUUID();
      writeFileSync(safe(name), data, { mode: 0o600 });
      return name;
    },
    open: (name) => createReadStream(safe(name)),
    has: (name) => existsSync(safe(name)),
    remove: (name) => rmSync(safe(name), { force: true }),
    discard: (path) => {
      if (path.startsWith(incoming)) rmSync(path, { force: true });
    },
    removeAll: () => {
      rmSync(stored, { recursive: true, force: true });
      rmSync(incoming, { recursive: true, force: true });
      ensure();
    },
  };
}
