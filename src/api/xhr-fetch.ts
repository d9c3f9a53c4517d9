/** What redaxios calls to send a request: the shape of `fetch`. */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function requestHeaders(init: RequestInit | undefined): [string, string][] {
  if (!init?.headers) return [];
  return [...new Headers(init.headers).entries()];
}

/**
 * A `fetch` that reports how much of the request body has been sent, as a fraction from 0 to
 * 1. fetch itself cannot (a streamed upload body needs HTTP/2 and is not in every browser),
 * XMLHttpRequest can. It answers a real Response and fails like fetch: a TypeError when no
 * answer came, an AbortError when the signal aborts.
 */
export function xhrFetch(onUploadProgress: (fraction: number) => void): FetchLike {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? null;
      const aborted = () => new DOMException('The request was aborted.', 'AbortError');
      if (signal?.aborted) {
        reject(aborted());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open((init?.method ?? 'GET').toUpperCase(), input instanceof Request ? input.url : String(input));
      for (const [name, value] of requestHeaders(init)) xhr.setRequestHeader(name, value);
      xhr.responseType = 'arraybuffer';
      xhr.withCredentials = init?.credentials === 'include';

      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.upload.onload = () => onUploadProgress(1);

      const stopListening = () => signal?.removeEventListener('abort', abort);
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort);

      xhr.onload = () => {
        stopListening();
        if (xhr.status < 200 || xhr.status > 599) {
          reject(new TypeError('Failed to fetch'));
          return;
        }
        const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as ArrayBuffer | null);
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) }));
      };
      xhr.onerror = () => {
        stopListening();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        stopListening();
        reject(aborted());
      };
      xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
