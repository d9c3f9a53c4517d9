import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { number, string, type } from 'superstruct';
import { apiDownload, apiRequest, apiSaveFile, preloadAddress } from '@/api/client';
import { ApiError } from '@/api/errors';
import { MESSAGES } from '@/contract/messages';
import { toastError } from '@/components/toast';
import { activateLocale } from '@/i18n/i18n';
import { onSessionExpired } from '@/session/session-events';
import { getSession, startSession } from '@/session/session-store';
import { setOnline } from '@/offline/online-status';
import '../connect-app';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), showToast: vi.fn(), toastSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } });
}

function sent(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

const idSchema = type({ id: number(), application_id: string() });
const OFFLINE = { id: 'test.offline', message: 'You are offline. A statement needs a connection.' };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.mocked(toastError).mockClear();
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('asks for answers in the language on screen, a download too', async () => {
    await activateLocale('es');
    try {
      fetchMock.mockResolvedValueOnce(answer(200, { data: { id: 1, application_id: 'INT-1' } }));
      await apiRequest({ method: 'POST', path: '/website/intake', body: { step: 'identifiers' }, data: idSchema });
      expect(new URL(sent().url, 'http://app.local').searchParams.get('lang')).toBe('es');
      fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
      await apiDownload({ path: '/website/client/account-statement', query: { program_id: 10 } });
      expect(Object.fromEntries(new URL(sent().url, 'http://app.local').searchParams)).toEqual({ program_id: '10', lang: 'es' });
    } finally {
      await activateLocale('en');
    }
  });

  it('calls the API base with the XMLHttpRequest and JSON headers', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: 1, application_id: 'INT-1' } }));
    const result = await apiRequest({ path: '/website/intake', query: { ssn: '987654320' }, data: idSchema });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/v1/website/intake?ssn=987654320&lang=en');
    expect(init.method).toBe('GET');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.accept).toBe('application/json');
    expect(headers.authorization).toBeUndefined();
    expect(headers['idempotency-key']).toBeUndefined();
    expect(result.data).toEqual({ id: 1, application_id: 'INT-1' });
  });

  it('sends writes form-encoded with bracketed names and an Idempotency-Key', async () => {
    fetchMock.mockResolvedValue(answer(200, { message: 'Saved', data: { id: 9, application_id: 'INT-9' } }));
    const result = await apiRequest({
      method: 'POST',
      path: '/website/intake',
      body: { step: 'about_you', physical_address: { line_1: '1 Main St', line_2: '' } },
      data: idSchema,
    });
    const { init, headers } = sent();
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('step=about_you&physical_address%5Bline_1%5D=1+Main+St');
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.message).toBe('Saved');
  });

  it('keeps a given Idempotency-Key, so a retry is recognised', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: 9, application_id: 'INT-9' } }));
    await apiRequest({ method: 'POST', path: '/x', body: { a: 1 }, data: idSchema, idempotencyKey: 'key-1' });
    expect(sent().headers['idempotency-key']).toBe('key-1');
  });

  it('sends multipart when the body holds a file', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: 1, application_id: 'A' } }));
    const image = new File(['x'], 'me.png', { type: 'image/png' });
    await apiRequest({ method: 'POST', path: '/website/onboarding?_method=PUT', body: { image, step: 'document_proof' }, data: idSchema });
    const { url, init } = sent();
    expect(url).toBe('/api/v1/website/onboarding?_method=PUT&lang=en');
    expect(init.body).toBeInstanceOf(FormData);
  });

  it('carries the bearer token from the cookie once signed in', async () => {
    startSession({ token: 'tok-1', process_type: 'client', client_id: 1, application_code: null, ssn: '1', name: 'A' });
    fetchMock.mockResolvedValue(answer(200, { data: { id: 1, application_id: 'A' } }));
    await apiRequest({ path: '/website/client/programs', data: idSchema });
    expect(sent().headers.authorization).toBe('Bearer tok-1');
  });

  it('sends a preloadable read as a preload link does, at the address the page preloads', async () => {
    // Signed in, so that a token would be sent if the call were not kept plain.
    startSession({ token: 'tok-1', process_type: 'client', client_id: 1, application_code: null, ssn: '1', name: 'A' });
    fetchMock.mockResolvedValue(answer(200, { data: { id: 1, application_id: 'A' } }));
    await apiRequest({ path: '/dropdown/programs', data: idSchema, preloadable: true });
    const { url, init, headers } = sent();
    expect(url).toBe(preloadAddress('/dropdown/programs', undefined, 'en'));
    expect(url).toBe('/api/v1/dropdown/programs?lang=en');
    // A browser hands a call the preloaded answer only when the headers are the same.
    expect(headers).toEqual({});
    expect(init.credentials).toBeUndefined();
    expect(preloadAddress('/master/states', { country_id: 233 }, 'es')).toBe('/api/v1/master/states?country_id=233&lang=es');
  });

  it('turns a malformed answer into a clear error, never a crash further on', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: 'one' } }));
    const error = await apiRequest({ path: '/x', data: idSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
    expect(toastError).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValue(answer(200, '<html>proxy error</html>'));
    await expect(apiRequest({ path: '/x', data: idSchema })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('maps a 422 to the first message per field, without a toast of its own', async () => {
    fetchMock.mockResolvedValue(
      answer(422, {
        message: 'The given data was invalid.',
        errors: { 'physical_address.county': ['The county field is required.', 'second'], ssn: ['Bad SSN'] },
      }),
    );
    const error = (await apiRequest({ method: 'POST', path: '/x', body: {}, data: idSchema }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.isValidation).toBe(true);
    expect(error.fieldErrors).toEqual({ 'physical_address.county': 'The county field is required.', ssn: 'Bad SSN' });
    expect(error.message).toBe('The given data was invalid.');
    expect(toastError).not.toHaveBeenCalled();
  });

  it.each([500, 403, 429])('shows a %i as a toast with its message and still passes the error on', async (status) => {
    fetchMock.mockResolvedValue(answer(status, { message: 'Too many attempts.' }, { 'retry-after': '30' }));
    const error = (await apiRequest({ path: '/x', data: idSchema }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(status);
    expect(toastError).toHaveBeenCalledWith('Too many attempts.');
    expect(error.retryAfterSeconds).toBe(30);
  });

  it("falls back to 'Something went Wrong!!!' when the answer has no message", async () => {
    fetchMock.mockResolvedValue(answer(500, 'Internal error'));
    await expect(apiRequest({ path: '/x', data: idSchema })).rejects.toBeInstanceOf(ApiError);
    // The app's own words, said in the language on screen when the toast shows.
    expect(toastError).toHaveBeenCalledWith(MESSAGES.somethingWentWrong);
  });

  it('stays quiet for background work', async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'Down' }));
    await expect(apiRequest({ path: '/x', data: idSchema, quiet: true })).rejects.toMatchObject({ status: 500 });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('reports a failed connection as a network error worth retrying', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiRequest({ path: '/x', data: idSchema, quiet: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.isTransient).toBe(true);
  });

  it('ends the session on a 401 and says so', async () => {
    startSession({ token: 'old', process_type: 'onboarding', client_id: 1, application_code: 'ONB-1', ssn: '1', name: 'A' });
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthenticated.' }));
    await expect(apiRequest({ path: '/website/onboarding', data: idSchema })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledWith({ applicationCode: 'ONB-1', processType: 'onboarding' });
  });

  it('says when the 401 is the server\'s idle limit, so the sign-in screen can say why', async () => {
    startSession({ token: 'old', process_type: 'client', client_id: 8, application_code: 'CLI-8', ssn: '1', name: 'A' });
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthenticated.', code: 'session_idle' }));
    await expect(apiRequest({ path: '/website/client/programs', data: idSchema })).rejects.toMatchObject({ status: 401, code: 'session_idle' });
    stop();
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledWith({ applicationCode: 'CLI-8', processType: 'client', reason: 'idle' });
  });

  it('downloads a binary answer with the x-filename name', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf', 'x-filename': 'statement.pdf' } }),
    );
    const download = await apiDownload({ path: '/website/client/account-statement', query: { program_id: 10 } });
    expect(download.filename).toBe('statement.pdf');
    expect(await download.blob.text()).toBe('%PDF-1.7');
  });

  it('reads the message of an error answer to a download', async () => {
    fetchMock.mockResolvedValue(answer(422, { message: 'No transactions found for the selected dates.' }));
    await expect(apiDownload({ path: '/website/client/account-statement' })).rejects.toMatchObject({
      message: 'No transactions found for the selected dates.',
    });
  });
});

describe("the API client's toasts", () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.mocked(toastError).mockClear();
    vi.unstubAllGlobals();
  });

  it("tells a call's refusal when the call asks, once", async () => {
    fetchMock.mockResolvedValue(answer(422, { message: 'The given data was invalid.', errors: { email: ['The email must be a valid email address.'] } }));
    await expect(apiRequest({ method: 'POST', path: '/website/enquiry/store', body: {}, refusals: true, data: idSchema })).rejects.toMatchObject({ status: 422 });
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('The given data was invalid.');
  });

  it('says nothing of a 401 that ended the session: the sign-in screen says it', async () => {
    startSession({ token: 'old', process_type: 'onboarding', client_id: 1, application_code: 'ONB-1', ssn: '1', name: 'A' });
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthenticated.' }));
    await expect(apiRequest({ method: 'POST', path: '/website/onboarding', body: {}, refusals: true, data: idSchema })).rejects.toMatchObject({ status: 401 });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('sends nothing while offline for a call that cannot wait, and says its own words instead', async () => {
    setOnline(false);
    try {
      await expect(apiSaveFile({ path: '/website/client/account-statement', whenOffline: OFFLINE }, 'statement')).rejects.toMatchObject({ kind: 'offline' });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(toastError).toHaveBeenCalledWith(OFFLINE);
    } finally {
      setOnline(true);
    }
  });

  it("hands a file to the browser, and says 'Failed to download the file' when the browser will not take it", async () => {
    fetchMock.mockResolvedValue(new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => { throw new Error('no object URLs here'); }) }));
    await expect(apiSaveFile({ path: '/website/client/account-statement' }, 'statement')).rejects.toMatchObject({ kind: 'download' });
    expect(toastError).toHaveBeenCalledWith(MESSAGES.downloadFailed);
  });
});
