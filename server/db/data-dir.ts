import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
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

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process${pid ? ` (pid ${pid})` : ''}: the embedded database allows one server at a time ` +
        '(npm run review and npm run seed go through a running server); to run several, use DATABASE_URL (PostgreSQL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Programs that hold an exclusive flock(2) on a file for as long as their standard input is
 * open, and say "locked" once they have it (exit 1 when another process holds it). Node has no
 * flock; util-linux's flock(1) (BusyBox's on Alpine) is on every Linux, and macOS has Perl.
 */
const LOCKERS: { command: string; args: (path: string) => string[] }[] = [
  { command: 'flock', args: (path) => ['-n', path, 'sh', '-c', 'echo locked && exec cat >/dev/null'] },
  {
    command: 'perl',
    args: (path) => ['-MFcntl=:flock', '-e', 'open(my $f, ">>", $ARGV[0]) or exit 2; flock($f, LOCK_EX | LOCK_NB) or exit 1; $| = 1; print "locked\n"; 1 while <STDIN>;', path],
  },
];

type Attempt = { held: ChildProcess } | { busy: true } | { missing: true };

/**
 * One try with one locker. The child runs in its own process group (a Ctrl+C meant for the
 * server must not release the lock while the server is still closing its database) and reads
 * our end of a pipe: when this process ends, however it ends, the pipe closes, the child
 * exits and the operating system releases the lock with it.
 */
function tryLocker(locker: (typeof LOCKERS)[number], path: string): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    const child = spawn(locker.command, locker.args(path), { stdio: ['pipe', 'pipe', 'ignore'], detached: true });
    let said = '';
    child.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve({ missing: true }) : reject(error)));
    child.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (!said.includes('locked')) return;
      child.removeAllListeners('exit');
      child.stdout!.destroy();
      child.unref();
      (child.stdin as unknown as Socket).unref();
      resolve({ held: child });
    });
    child.once('exit', (code) => {
      if (code === 1) resolve({ busy: true });
      else reject(new Error(`Could not lock ${path}: ${locker.command} exited with ${code}.`));
    });
  });
}

function holderOf(path: string): number | null {
  const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** A lock just released by a process that died is free a moment later, once its locker has seen the pipe close. */
const BUSY_RETRIES = 5;
const BUSY_WAIT_MS = 200;

/**
 * Takes DATA_DIR/server.lock: an operating-system lock (flock) held by a small child process
 * for as long as this process lives, so that a lock never outlives its holder (a crash, a
 * kill -9, a container restarted with the same pid) and two processes can never both hold it.
 * The file only names the holder's pid, for the refusal's message; it is never removed (a
 * process that opened it just before could otherwise lock a file nobody else sees).
 * Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  closeSync(openSync(path, 'a', 0o600));
  for (let attempt = 0; ; attempt += 1) {
    let result: Attempt = { missing: true };
    for (const locker of LOCKERS) {
      result = await tryLocker(locker, path);
      if (!('missing' in result)) break;
    }
    if ('missing' in result) throw new Error(`Cannot lock ${path}: neither flock(1) nor perl is installed.`);
    if ('held' in result) {
      const holder = result.held;
      writeFileSync(path, `${process.pid}\n`);
      return () =>
        new Promise((resolve) => {
          if (holder.exitCode !== null || holder.signalCode !== null) return resolve();
          // Waited for, so the release has happened when this resolves (and a process that is ending waits for it).
          holder.ref();
          holder.once('exit', () => resolve());
          holder.stdin!.end();
        });
    }
    if (attempt >= BUSY_RETRIES) throw new DataDirInUseError(dataDir, holderOf(path));
    await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
  }
}
