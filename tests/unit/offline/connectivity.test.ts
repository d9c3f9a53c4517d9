import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkConnection } from '@/offline/connectivity';
import { isOnline, setOnline } from '@/offline/online-status';

const answer = (status: number) => Response.json({ message: 'Service unavailable.' }, { status });

afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('the connection check', () => {
  it('finds the connection fine when the API answers, even with a failure of its own', async () => {
    for (const status of [200, 500, 503, 429]) {
      setOnline(false);
      vi.stubGlobal('fetch', vi.fn(async () => (status === 200 ? Response.json({ data: { status: 'ok' } }) : answer(status))));
      expect(await checkConnection(), String(status)).toBe(true);
      expect(isOnline(), String(status)).toBe(true);
    }
  });

  it('finds no connection when nothing answers, or a captive portal does (511)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await checkConnection()).toBe(false);
    expect(isOnline()).toBe(false);
    setOnline(true);
    vi.stubGlobal('fetch', vi.fn(async () => answer(511)));
    expect(await checkConnection()).toBe(false);
    expect(isOnline()).toBe(false);
  });
});
