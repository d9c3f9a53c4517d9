import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAccountSnapshot, snapshotWriter } from '@/session/account-snapshot';
import { clearEndedSession } from '@/session/ended-session';
import { readLastActivity, recordRenew, resetActivity } from '@/session/idle/idle-activity';
import { endedSessionLeftBehind } from '@/session/session-read';
import { getAuthToken, getSession, startSession, type UserInfo } from '@/session/session-store';
import { draftKeys, saveDraft, deleteAllDrafts } from '@/offline/drafts';

const ONBOARDING: UserInfo = { token: 'onboarding-token-abcdefghijklmnopqrstuvwxyz', process_type: 'onboarding', client_id: 8, application_code: 'ONB-4323', ssn: '4323', name: 'Raymond Clark' };

/** The token cookie gone as an expired one is: the browser drops it, the rest stays. */
function cookieExpires() {
  document.cookie = 'authToken=; Max-Age=0; Path=/';
}

/** A session as a person leaves it when they close the app: signed in, with balances, drafts and the idle clock's times. */
async function leaveSession(info: UserInfo) {
  startSession(info);
  const keep = snapshotWriter(info.client_id!);
  await keep.balance(10, 1234.5);
  await saveDraft(`onboarding:${info.application_code}`, { step: 3, values: { diagnosis: 'Type 2 diabetes' } });
  await saveDraft(`onboarding:${info.application_code}:photo`, { name: 'me.png' });
  await saveDraft('onboarding:ONB-9999', { step: 2 });
  resetActivity(Date.now());
  recordRenew(Date.now());
}

beforeEach(async () => {
  localStorage.clear();
  await deleteAllDrafts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('what a session that ended while the app was closed leaves on the device', () => {
  it('is found only when the user info is there and its token cookie is not', async () => {
    expect(endedSessionLeftBehind()).toBe(false);
    await leaveSession(ONBOARDING);
    expect(endedSessionLeftBehind()).toBe(false);
    cookieExpires();
    expect(endedSessionLeftBehind()).toBe(true);
  });

  it('goes as Logout would take it: user info, idle times, sealed balances and that person’s onboarding drafts', async () => {
    await leaveSession(ONBOARDING);
    expect(await readAccountSnapshot(8)).not.toBeNull();
    cookieExpires();
    expect(getSession()).toBeNull();

    await clearEndedSession();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(readLastActivity()).toBeNull();
    expect(localStorage.getItem('idleRenewAt')).toBeNull();
    // The session would still be this client's had it been restored: the records are gone, not just hidden.
    startSession(ONBOARDING);
    expect(await readAccountSnapshot(8)).toBeNull();
    expect(await draftKeys()).toEqual(['onboarding:ONB-9999']);
    expect(endedSessionLeftBehind()).toBe(false);
  });

  it('leaves a live session alone, and one that a sign-in in another tab renewed while it was tidying', async () => {
    await leaveSession(ONBOARDING);
    await clearEndedSession();
    expect(getSession()).toEqual(ONBOARDING);
    expect(await draftKeys()).toHaveLength(3);

    cookieExpires();
    const tidying = clearEndedSession();
    // Another tab signs the same person in again before the drafts are gone.
    startSession(ONBOARDING);
    await tidying;
    expect(getAuthToken()).toBe(ONBOARDING.token);
    expect(getSession()).toEqual(ONBOARDING);
  });

  it('still removes the user info when the device refuses to erase its stored data', async () => {
    await leaveSession(ONBOARDING);
    cookieExpires();
    vi.stubGlobal('caches', { keys: () => Promise.reject(new DOMException('The storage refused', 'UnknownError')) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await clearEndedSession();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });
});
