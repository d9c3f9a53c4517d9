import { afterEach, describe, expect, it, vi } from 'vitest';
import { unknown } from 'superstruct';
import { getCaptchaToken } from '@/api/captcha';
import { apiRequest } from '@/api/client';
import { MESSAGES } from '@/contract/messages';
import '../connect-app';

vi.mock('@/components/toast', () => ({ toastError: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const fetchMock = () => {
  const mock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ data: null }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', mock);
  return mock;
};

describe('the local bot-check provider', () => {
  it('gives a token naming the action', async () => {
    expect(await getCaptchaToken('enquiry')).toBe('local:enquiry');
  });

  it("puts a call's token in its body, or in the query of a look-up, right before the send", async () => {
    const sent = fetchMock();
    await apiRequest({ method: 'POST', path: '/website/login', body: { ssn: '987654326' }, captcha: 'login', data: unknown() });
    expect(String(sent.mock.calls.at(-1)?.[1]?.body)).toBe('ssn=987654326&g-recaptcha-response=local%3Alogin');
    await apiRequest({ path: '/website/client/process', query: { ssn: '987654326' }, captcha: 'process_lookup', data: unknown() });
    expect(String(sent.mock.calls.at(-1)?.[0])).toBe('/api/v1/website/client/process?ssn=987654326&g-recaptcha-response=local%3Aprocess_lookup&lang=en');
  });
});

describe('the reCAPTCHA script', () => {
  it("loads in the language on screen: hl=es on a Spanish page, hl=en on an English one", async () => {
    vi.resetModules();
    vi.doMock('@/config/env', () => ({ env: { apiBaseUrl: '/api/v1', recaptchaSiteKey: 'site key' } }));
    const { activateLocale } = await import('@/i18n/i18n');
    const captcha = await import('@/api/captcha');
    const loaded: string[] = [];
    const appended = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0] as HTMLScriptElement;
      loaded.push(script.src);
      queueMicrotask(() => script.onerror?.(new Event('error')));
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await activateLocale('es');
    await captcha.getCaptchaToken('login');
    await activateLocale('en');
    await captcha.getCaptchaToken('login');
    expect(loaded.map((src) => new URL(src).searchParams.get('hl'))).toEqual(['es', 'en']);
    expect(new URL(loaded[0]!).origin + new URL(loaded[0]!).pathname).toBe('https://www.google.com/recaptcha/api.js');
    expect(new URL(loaded[0]!).searchParams.get('render')).toBe('site key');
    appended.mockRestore();
    warn.mockRestore();
    vi.doUnmock('@/config/env');
  });
});

describe('without a token', () => {
  it("shows 'Captcha verification failed. Please try again!' and sends nothing", async () => {
    vi.resetModules();
    vi.doMock('@/config/env', () => ({ env: { apiBaseUrl: '/api/v1', recaptchaSiteKey: 'site-key' } }));
    const toast = await import('@/components/toast');
    const captcha = await import('@/api/captcha');
    const client = await import('@/api/client');
    await import('../connect-app');
    const sent = fetchMock();
    // The reCAPTCHA script cannot load here, so the provider is unavailable.
    const appended = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0] as HTMLScriptElement;
      queueMicrotask(() => script.onerror?.(new Event('error')));
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await captcha.getCaptchaToken('enquiry')).toBeNull();
    await expect(client.apiRequest({ method: 'POST', path: '/website/enquiry/store', body: {}, captcha: 'enquiry', data: unknown() })).rejects.toMatchObject({ kind: 'captcha' });
    expect(toast.toastError).toHaveBeenCalledWith(MESSAGES.captchaFailed);
    expect(sent).not.toHaveBeenCalled();

    vi.mocked(toast.toastError).mockClear();
    await expect(client.apiRequest({ method: 'POST', path: '/website/intake', body: {}, captcha: 'intake', quiet: true, data: unknown() })).rejects.toMatchObject({ kind: 'captcha' });
    expect(toast.toastError).not.toHaveBeenCalled();
    appended.mockRestore();
    warn.mockRestore();
    vi.doUnmock('@/config/env');
  });
});
