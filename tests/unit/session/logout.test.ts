import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/session/logout';
import { getSession, startSession } from '@/session/session-store';
import { showToast } from '@/components/toast';
import { MESSAGES } from '@/contract/messages';

vi.mock('@/components/toast', () => ({ showToast: vi.fn(), toastError: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signOut', () => {
  it('ends the session even when the device refuses to clear its stored data', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Logged out successfully' }), { status: 200 })));
    vi.stubGlobal('indexedDB', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startSession({ token: 't'.repeat(30), process_type: 'client', client_id: 8, application_code: 'CLI-4327', ssn: '4327', name: 'F H' });
    await signOut();
    expect(getSession()).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith(MESSAGES.loggedOut, 'success');
  });

  it('says nothing when asked to be quiet (the idle limit: the sign-in screen says why)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Logged out successfully' }), { status: 200 })));
    vi.mocked(showToast).mockClear();
    startSession({ token: 't'.repeat(30), process_type: 'client', client_id: 8, application_code: 'CLI-4327', ssn: '4327', name: 'F H' });
    await signOut({ quiet: true });
    expect(getSession()).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });
});
