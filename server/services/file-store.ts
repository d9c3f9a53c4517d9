import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, copyFileSync, writeFileSync, type ReadStream } from 'node:fs';
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

export function createFileStore(dataDir: string | null): FileStore {
  const root = dataDir ? join(dataDir, 'uploads') : mkdtempSync(join(tmpdir(), 'payee-uploads-'));
  const incoming = join(root, 'incoming');
  const stored = join(root, 'stored');
  const ensure = () => {
    mkdirSync(incoming, { recursive: true, mode: 0o700 });
    mkdirSync(stored, { recursive: true, mode: 0o700 });
  };
  ensure();
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
