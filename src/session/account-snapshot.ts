import { getSession } from './session-store';
import { createChangeCounter } from '@/lib/store';
import { sealedStore } from '@/offline/sealed-store';
import type { Locale } from '@/contract/locales';

/**
 * The client's last known account (programs and each program's balance, with when it was
 * checked), so that My Account opens from the app icon with no connection. Sealed on this
 * device only (sealed-store.ts), one client at a time (another client's first answer replaces
 * it), erased at logout and at a refused token (401).
 */
export interface KnownProgram {
  id: number;
  name: string;
  status: number;
  short_name?: string | null;
}

export interface KnownBalance {
  value: number;
  /** When the server gave it (epoch ms). */
  checkedAt: number;
}

type ProgramNames = Pick<KnownProgram, 'name' | 'short_name'>;

export interface AccountSnapshot {
  clientId: number;
  /** The last list the server gave, in the language it was asked in. */
  programs: KnownProgram[];
  /**
   * The programs' names in each language the server has given them in, by program id: the
   * server says them in the language asked, and a client who switches language with no
   * connection, or opens the app from its icon in the other one, should read them in it.
   * Snapshots kept before there was one have none.
   */
  names?: Partial<Record<Locale, Record<string, ProgramNames>>>;
  balances: Record<string, KnownBalance>;
}

/**
 * The programs in the language on screen, where the device has their names in it; otherwise
 * as they are (in the language they were last given in, better than none offline).
 */
export function programsIn<P extends KnownProgram>(programs: readonly P[], snapshot: AccountSnapshot | null, locale: Locale): readonly P[] {
  const names = snapshot?.names?.[locale];
  if (!names) return programs;
  return programs.map((program) => {
    const known = names[program.id];
    return known ? { ...program, name: known.name, short_name: known.short_name } : program;
  });
}

const RECORD = 'account';
const store = sealedStore<AccountSnapshot>('payee-account');
/** The snapshot lives in IndexedDB; this counts its changes. */
const changes = createChangeCounter();
/** Bumped by every erase: an answer whose request began before it is not kept. */
let generation = 0;
let queue: Promise<unknown> = Promise.resolve();

/** One read or write at a time, in order: a balance and the programs list arrive together. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export const subscribeToAccountSnapshot = changes.subscribe;

/** This client's snapshot, or null (none, another client's, or the device cannot read it). */
export function readAccountSnapshot(clientId: number): Promise<AccountSnapshot | null> {
  return inTurn(async () => {
    const snapshot = await store.read(RECORD);
    return snapshot?.clientId === clientId ? snapshot : null;
  }).catch(() => null);
}

export interface SnapshotWriter {
  /** The list as the server gave it, in `locale`. */
  programs(programs: readonly KnownProgram[], locale: Locale): Promise<void>;
  balance(programId: number, value: number): Promise<void>;
}

/**
 * Taken as a request starts: its answer is kept only if nothing was erased meanwhile (a logout
 * while it was on its way) and the session is still this client's. Storage refusing (a private
 * window, a full disk) costs only the offline copy.
 */
export function snapshotWriter(clientId: number): SnapshotWriter {
  const startedIn = generation;
  const update = (change: (snapshot: AccountSnapshot) => AccountSnapshot) =>
    inTurn(async () => {
      if (generation !== startedIn || getSession()?.client_id !== clientId) return;
      const current = await store.read(RECORD);
      const base = current?.clientId === clientId ? current : { clientId, programs: [], balances: {} };
      await store.write(RECORD, change(base));
      changes.changed();
    }).catch(() => undefined);
  return {
    programs: (programs, locale) =>
      update((snapshot) => ({
        ...snapshot,
        programs: programs.map(({ id, name, status, short_name }) => ({ id, name, status, short_name })),
        names: { ...snapshot.names, [locale]: Object.fromEntries(programs.map(({ id, name, short_name }) => [id, { name, short_name }])) },
      })),
    balance: (programId, value) =>
      update((snapshot) => ({ ...snapshot, balances: { ...snapshot.balances, [programId]: { value, checkedAt: Date.now() } } })),
  };
}

/** Everything of the snapshot and its key. Waits for writes already under way. */
export async function eraseAccountSnapshot(): Promise<void> {
  generation += 1;
  try {
    await inTurn(() => store.erase());
  } finally {
    changes.changed();
  }
}
