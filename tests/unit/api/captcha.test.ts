import { describe, expect, it, vi } from 'vitest';
import { getCaptchaToken, requireCaptchaToken } from '@/api/captcha';

vi.mock('@/components/toast', () => ({ toastError: vi.fn() }));

describe('the local bot-check provider', () => {
  it('gives a token naming the action', async () => {
    expect(await getCaptchaToken('enquiry')).toBe('local:enquiry');
    expect(await requireCaptchaToken('login')).toBe('local:login');
  });
});

describe('without a token', () => {
  it("shows 'Captcha verification failed. Please try again!' and sends nothing", async () => {
    vi.resetModules();
    vi.doMock('@/config/env', () => ({ env: { apiBaseUrl: '/api/v1', recaptchaSiteKey: 'site-key' } }));
    const toast = await import('@/components/toast');
    const captcha = await import('@/api/captcha');
    // The reCAPTCHA script cannot load here, so the provider is unavailable.
    const appended = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0] as HTMLScriptElement;
      queueMicrotask(() => script.onerror?.(new Event('error')));
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await captcha.getCaptchaToken('enquiry')).toBeNull();
    await expect(captcha.requireCaptchaToken('enquiry')).rejects.toMatchObject({ kind: 'captcha' });
    expect(toast.toastError).toHaveBeenCalledWith('Captcha verification failed. Please try again!');
    appended.mockRestore();
    warn.mockRestore();
    vi.doUnmock('@/config/env');
  });
});
