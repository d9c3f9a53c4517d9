import { flattenPayload, type PayloadValue } from '../../src/lib/payload';
import type { Exchange } from './document-check';

export type Values = { readonly [key: string]: PayloadValue };

/** A request of the contract, as the app's client sends it: bracketed form names, JSON, or multipart. */
export interface ContractRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to the API's base, with its query (`/website/intake/update?id=4`). */
  path: string;
  headers?: Record<string, string>;
  form?: Values;
  json?: unknown;
  multipart?: Values;
}

/** Sends a request to the backend under test and gives its answer back. */
export type Send = (request: ContractRequest) => Promise<Exchange>;

/** A query string in the API's bracketed names: `?transaction_date[0]=…&lang=es`. */
export function withQuery(path: string, values: Values): string {
  const search = new URLSearchParams(flattenPayload(values) as [string, string][]).toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** The request's body as bytes and its content type (multipart encoded by the platform's FormData). */
export async function encodeBody(request: ContractRequest): Promise<{ payload?: Buffer; contentType?: string }> {
  if (request.json !== undefined) return { payload: Buffer.from(JSON.stringify(request.json)), contentType: 'application/json' };
  if (request.form) {
    const text = new URLSearchParams(flattenPayload(request.form) as [string, string][]).toString();
    return { payload: Buffer.from(text), contentType: 'application/x-www-form-urlencoded' };
  }
  if (request.multipart) {
    const form = new FormData();
    for (const [name, value] of flattenPayload(request.multipart)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, value instanceof File ? value.name : 'upload');
    }
    const encoded = new Request('http://contract.local/', { method: 'POST', body: form });
    return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
  }
  return {};
}

/** Sends requests over the network to a backend whose contract starts at `base` (`http://127.0.0.1:8080/api/v1`). */
export function fetchSender(base: string): Send {
  const root = base.replace(/\/+$/, '');
  return async (request) => {
    const { payload, contentType } = await encodeBody(request);
    const response = await fetch(`${root}${request.path}`, {
      method: request.method,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...request.headers },
      body: payload ? new Uint8Array(payload) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { method: request.method, path: request.path, status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
  };
}
