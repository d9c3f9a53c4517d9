import { describe, expect, it, vi } from 'vitest';
import { clearSession, getAuthToken, getSession, startSession, subscribeToSession, type UserInfo } from '@/session/session-store';
import { storedSessionKind, storedUserInfo } from '@/session/session-read';

const info: UserInfo = {
  token: 'abc123',
  process_type: 'client',
  client_id: 42,
  application_code: 'CLI-4327',
  ssn: '4327',
  name: 'Walter',
};

describe('the session', () => {
  it('login stores the user info under userInfo and the token in the authToken cookie', () => {
    startSession(info);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ client_id: 42, ssn: '4327' });
    expect(getAuthToken()).toBe('abc123');
    expect(getSession()).toEqual(info);
  });

  it('is restored only when both the user info and the cookie exist', () => {
    startSession(info);
    document.cookie = 'authToken=; Max-Age=0; Path=/';
    expect(getSession()).toBeNull();

    startSession(info);
    localStorage.removeItem('userInfo');
    expect(getSession()).toBeNull();
  });

  it('ignores user info that is not ours', () => {
    localStorage.setItem('userInfo', '{not json');
    document.cookie = 'authToken=abc; Path=/';
    expect(getSession()).toBeNull();
    localStorage.setItem('userInfo', JSON.stringify({ ...info, process_type: 'admin' }));
    expect(getSession()).toBeNull();
  });

  it('logout clears both and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    startSession(info);
    clearSession();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(getAuthToken()).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('returns the same object while nothing changes, as React needs', () => {
    startSession(info);
    expect(getSession()).toBe(getSession());
  });

  it('gives the head script the kind of session the app restores, and none where the app restores none', () => {
    const kind = () => {
      const token = getAuthToken();
      return storedSessionKind(token, storedUserInfo(token));
    };
    startSession(info);
    expect(kind()).toEqual({ process_type: 'client', application_code: 'CLI-4327' });
    localStorage.setItem('userInfo', JSON.stringify({ ...info, process_type: 'onboarding', application_code: 7 }));
    expect(kind()).toEqual({ process_type: 'onboarding', application_code: null });
    expect(getSession()).toMatchObject({ process_type: 'onboarding', application_code: null });
    localStorage.setItem('userInfo', JSON.stringify({ ...info, process_type: 'admin' }));
    expect([kind(), getSession()]).toEqual([null, null]);
    startSession(info);
    document.cookie = 'authToken=; Max-Age=0; Path=/';
    expect([kind(), getSession()]).toEqual([null, null]);
  });

  it('does not read localStorage when there is no token cookie (a first visit)', () => {
    document.cookie = 'authToken=; Max-Age=0; Path=/';
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    try {
      expect(getSession()).toBeNull();
      expect(getItem).not.toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
    }
  });

  it('hears another tab signing in, once the page has loaded', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    try {
      await vi.waitFor(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));
        expect(listener).toHaveBeenCalled();
      });
      listener.mockClear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
      expect(listener).not.toHaveBeenCalled();
    } finally {
      unsubscribe();
    }
  });
});
