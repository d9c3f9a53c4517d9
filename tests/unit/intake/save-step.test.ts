// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('@/components/toast', () => ({ toastError, showToast: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('@/api/captcha');
  vi.resetModules();
  toastError.mockReset();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("step 1's check of a new application", () => {
  it('stays queued with the captcha message, and toasts nothing itself, when there is no token', async () => {
    vi.doMock('@/api/captcha', () => ({ getCaptchaToken: async () => null }));
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { checkRepresentative } = await import('@/features/intake/wizard/save-step');
    expect(await checkRepresentative({ step: 'representative' })).toEqual({
      status: 'queued',
      reason: { kind: 'captcha', message: 'Captcha verification failed. Please try again!' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("stays queued with the server's message on a 500, and is refused (with its message) on a 403", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { checkRepresentative } = await import('@/features/intake/wizard/save-step');
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Down for a moment.' }));
    expect(await checkRepresentative({ step: 'representative' })).toEqual({
      status: 'queued',
      reason: { kind: 'server', status: 500, message: 'Down for a moment.' },
    });
    fetchMock.mockResolvedValueOnce(json(403, { message: 'Not allowed.' }));
    expect(await checkRepresentative({ step: 'representative' })).toMatchObject({ status: 'refused', problem: { status: 403, message: 'Not allowed.' } });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await checkRepresentative({ step: 'representative' })).toEqual({ status: 'queued' });
    expect(toastError).not.toHaveBeenCalled();
  });
});
