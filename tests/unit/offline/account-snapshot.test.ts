import 'fake-indexeddb/auto';
import { createStore, entries } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eraseAccountSnapshot, programsIn, readAccountSnapshot, snapshotWriter, subscribeToAccountSnapshot } from '@/session/account-snapshot';
import { signOut } from '@/session/logout';
import { apiRequest } from '@/api/client';
import { unknown } from 'superstruct';
import { startSession } from '@/session/session-store';
import '../connect-app';

vi.mock('@/components/toast', () => ({ showToast: vi.fn(), toastError: vi.fn() }));

const PROGRAMS = [
  { id: 10, name: 'Representative Payee', status: 1, short_name: 'RP' },
  { id: 4, name: 'Federal Fiduciary', status: 0, short_name: null },
];
const raw = createStore('payee-account', 'sealed');

function signIn(clientId = 8) {
  startSession({ token: 'client-token-abcdefghijklmnopqrstuvwxyz', process_type: 'client', client_id: clientId, application_code: 'CLI-4327', ssn: '4327', name: 'Franklin Hayes' });
}

beforeEach(async () => {
  await eraseAccountSnapshot();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the last known account on the device', () => {
  it('keeps the programs and each balance with when it was checked, for this client only', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T15:04:00Z') });
    const keep = snapshotWriter(8);
    await keep.programs(PROGRAMS, 'en');
    await keep.balance(10, 12345.67);
    expect(await readAccountSnapshot(8)).toEqual({
      clientId: 8,
      programs: PROGRAMS,
      names: { en: { 10: { name: 'Representative Payee', short_name: 'RP' }, 4: { name: 'Federal Fiduciary', short_name: null } } },
      balances: { 10: { value: 12345.67, checkedAt: Date.parse('2026-03-04T15:04:00Z') } },
    });
    expect(await readAccountSnapshot(9)).toBeNull();
  });

  it('stores no balance, name or program in the clear', async () => {
    const keep = snapshotWriter(8);
    await keep.programs(PROGRAMS, 'en');
    await keep.balance(10, 12345.67);
    const text = JSON.stringify(await entries(raw), (_key, value: unknown) => (value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value));
    for (const plain of ['12345', 'Representative', 'Fiduciary', 'balances']) expect(text).not.toContain(plain);
  });

  it("keeps the programs' names in each language it was given them in, the list as last given", async () => {
    const keep = snapshotWriter(8);
    await keep.programs(PROGRAMS, 'es');
    await keep.programs([{ ...PROGRAMS[0]!, name: 'Representative Payee (new)' }, { id: 6, name: 'Money Management', status: 1, short_name: 'MM' }], 'en');
    const snapshot = (await readAccountSnapshot(8))!;
    expect(snapshot.programs.map(({ id }) => id)).toEqual([10, 6]);
    expect(programsIn(snapshot.programs, snapshot, 'en').map(({ name }) => name)).toEqual(['Representative Payee (new)', 'Money Management']);
    // Spanish names of programs the list still has; the one Spanish was never given keeps its name.
    const spanish = programsIn(snapshot.programs, { ...snapshot, names: { ...snapshot.names, es: { 10: { name: 'Representante de Beneficiario', short_name: 'RP' } } } }, 'es');
    expect(spanish.map(({ name }) => name)).toEqual(['Representante de Beneficiario', 'Money Management']);
  });

  it('names the programs as they are where the device has no names in the language (a snapshot kept before it kept names)', () => {
    const kept = { clientId: 8, programs: PROGRAMS, balances: {} };
    expect(programsIn(PROGRAMS, kept, 'es')).toBe(PROGRAMS);
    expect(programsIn(PROGRAMS, null, 'es')).toBe(PROGRAMS);
    expect(programsIn(PROGRAMS, { ...kept, names: { en: {} } }, 'es')).toBe(PROGRAMS);
  });

  it('drops an answer whose request began before an erase (a logout while it was on its way)', async () => {
    const keep = snapshotWriter(8);
    await eraseAccountSnapshot();
    await keep.balance(10, 5);
    expect(await readAccountSnapshot(8)).toBeNull();
    expect(await entries(raw)).toEqual([]);
  });

  it("keeps nothing for a client who is no longer the session's", async () => {
    const keep = snapshotWriter(8);
    signIn(9);
    await keep.balance(10, 5);
    expect(await readAccountSnapshot(8)).toBeNull();
  });

  it('tells listeners when it changes', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToAccountSnapshot(listener);
    await snapshotWriter(8).balance(10, 1);
    await eraseAccountSnapshot();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is erased with its key at logout', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Logged out successfully' }), { status: 200 })));
    await snapshotWriter(8).balance(10, 12345.67);
    expect(await entries(raw)).not.toEqual([]);
    await signOut();
    expect(await entries(raw)).toEqual([]);
  });

  it('is erased with its key when the server refuses the token (401)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 })));
    await snapshotWriter(8).balance(10, 12345.67);
    await expect(apiRequest({ path: '/website/client/programs', data: unknown(), quiet: true })).rejects.toThrow();
    await vi.waitFor(async () => expect(await entries(raw)).toEqual([]));
  });
});
