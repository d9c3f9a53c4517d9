import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { number, type } from 'superstruct';
import { apiRequest } from '@/api/client';
import { ApiError } from '@/api/errors';
import { xhrFetch } from '@/api/xhr-fetch';
import '../connect-app';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), showToast: vi.fn(), toastSuccess: vi.fn() }));

type Listener = ((event: ProgressEvent) => void) | null;

/** Stands in for the browser's XMLHttpRequest: records what was sent, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  responseType = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  aborted = false;
  private responseHeaderText = '';
  upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null };
  onload: Listener = null;
  onerror: Listener = null;
  ontimeout: Listener = null;
  onabort: Listener = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaderText;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: string, headers = 'content-type: application/json\r\nx-filename: a.pdf') {
    this.upload.onload?.(new ProgressEvent('load'));
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Unprocessable';
    this.response = new TextEncoder().encode(body).buffer as ArrayBuffer;
    this.responseHeaderText = headers;
    this.onload?.(new ProgressEvent('load'));
  }
  fail() {
    this.onerror?.(new ProgressEvent('error'));
  }
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('xhrFetch', () => {
  it('sends method, headers and body, reports progress as fractions and answers a Response', async () => {
    const progress = vi.fn();
    const body = new FormData();
    body.append('step', 'document_proof');
    const pending = xhrFetch(progress)('/api/v1/website/onboarding?_method=PUT', {
      method: 'post',
      headers: { authorization: 'Bearer t', 'idempotency-key': 'k' },
      body,
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/website/onboarding?_method=PUT');
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', 'idempotency-key': 'k' });
    expect(xhr.body).toBe(body);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(200, '{"message":"Saved"}');
    const response = await pending;
    expect(progress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-filename')).toBe('a.pdf');
    expect(await response.json()).toEqual({ message: 'Saved' });
  });

  it('fails like fetch when no answer comes, and aborts with the signal', async () => {
    const lost = xhrFetch(vi.fn())('/x', { method: 'POST' });
    FakeXhr.last!.fail();
    await expect(lost).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const stopped = xhrFetch(vi.fn())('/x', { method: 'POST', signal: controller.signal });
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});

describe('apiRequest with onUploadProgress', () => {
  const saved = type({ id: number() });

  it('goes by XMLHttpRequest instead of fetch and reports the upload', async () => {
    const progress = vi.fn();
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    const pending = apiRequest({ method: 'POST', path: '/website/onboarding?_method=PUT', body: { image }, data: saved, onUploadProgress: progress });
    await flush();
    const xhr = FakeXhr.last!;
    expect(fetchMock).not.toHaveBeenCalled();
    expect(xhr.url).toBe('/api/v1/website/onboarding?_method=PUT&lang=en');
    expect(xhr.body).toBeInstanceOf(FormData);
    expect(xhr.headers['idempotency-key']).toBeTruthy();
    xhr.progress(1, 2);
    xhr.answer(200, '{"message":"Saved","data":{"id":7}}');
    const answer = await pending;
    expect(answer).toMatchObject({ status: 200, message: 'Saved', data: { id: 7 } });
    expect(progress).toHaveBeenCalledWith(0.5);
  });

  it('maps a refused upload to field errors like any other answer', async () => {
    const pending = apiRequest({ method: 'POST', path: '/x', body: { a: 1 }, data: saved, onUploadProgress: vi.fn() });
    await flush();
    FakeXhr.last!.answer(422, JSON.stringify({ message: 'Bad photo', errors: { image: ['The photo must be a file of type: png, jpg, jpeg.'] } }));
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ image: 'The photo must be a file of type: png, jpg, jpeg.' });
  });

  it('uses fetch when nobody asks for progress', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":{"id":1}}', { status: 200 }));
    await apiRequest({ path: '/x', data: saved });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(FakeXhr.last).toBeNull();
  });
});
