import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database's folder (DATA_DIR): private to the server's user, and used by one
 * process at a time. PGlite is a single-user PostgreSQL: two processes on one folder each
 * believe they own it, and one silently loses the other's commits.
 */
export const LOCK_FILE = 'server.lock';
export const KEY_FILE = 'app-secret.key';

/** Creates the folder (0700) and makes what is already in it private (files 0600, folders 0700). */
export function makePrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if ((stat.mode & 0o077) !== 0) {
      chmodSync(path, stat.mode & 0o700);
    }
  };
  walk(dir);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (pid ${pid}). ` +
        'The embedded database allows one process at a time: stop that server first (npm run review and npm run seed work while it is stopped), ' +
        'or use DATABASE_URL (PostgreSQL) to run several processes.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes DATA_DIR/server.lock (created exclusively, holding our pid). A lock left by a process
 * that is no longer running is taken over; a live one refuses. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new DataDirInUseError(dataDir, pid);
      if (pid === process.pid) throw new DataDirInUseError(dataDir, pid);
      // Stale (its process is gone, or the file is unreadable): remove it and try again.
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return () => {
      try {
        if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
      } catch {
        // Already gone.
      }
    };
  }
  throw new Error(`Could not take the lock ${path}.`);
}
