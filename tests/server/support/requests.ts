import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { localCaptchaToken, type CaptchaAction } from '../../../src/contract/captcha';
import { flattenPayload, type PayloadValue } from '../../../src/lib/payload';

/** Requests built the way the app's client builds them: bracketed names, form-encoded, or multipart with a file. */
export type Values = { readonly [key: string]: PayloadValue };

export const captcha = (action: CaptchaAction) => ({ 'g-recaptcha-response': localCaptchaToken(action) });

export function formBody(values: Values): string {
  return new URLSearchParams(flattenPayload(values) as [string, string][]).toString();
}

export function query(values: Values): string {
  return formBody(values);
}

export async function multipartBody(values: Values): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of flattenPayload(values)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value instanceof File ? value.name : 'upload');
  }
  const request = new Request('http://test.local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export interface SendOptions {
  token?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  multipart?: boolean;
}

export async function post(app: FastifyInstance, url: string, values: Values, options: SendOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.multipart) {
    const body = await multipartBody(values);
    return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  return app.inject({ method: 'POST', url, payload: formBody(values), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
}

export async function get(app: FastifyInstance, url: string, values: Values = {}, token?: string): Promise<LightMyRequestResponse> {
  const search = query(values);
  return app.inject({ method: 'GET', url: search ? `${url}?${search}` : url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

// Answers are read loosely: each test asserts the fields it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Answer {
  message?: string;
  data?: Loose;
  errors?: Record<string, string[]>;
  code?: string;
}

export const json = (response: LightMyRequestResponse) => response.json() as Answer;
