import redaxios, { type Response as HttpResponse } from 'redaxios';
import { validate, type Struct } from 'superstruct';
import { env } from '@/config/env';
import { CAPTCHA_FIELD, type CaptchaAction } from '@/contract/captcha';
import { MESSAGES } from '@/contract/messages';
import { IDLE_SESSION_CODE } from '@/contract/session';
import { toQueryString, toRequestBody, type PayloadValue } from '@/lib/payload';
import { randomId } from '@/lib/random-id';
import { saveFile } from '@/lib/save-file';
import type { Locale } from '@/contract/locales';
import type { Message } from '@/contract/translate';
import { getCaptchaToken } from './captcha';
import { clientHooks } from './client-hooks';
import { ApiError, MALFORMED_MESSAGE, NETWORK_MESSAGE, errorFromAnswer, errorToast, type ToastRule } from './errors';
import { xhrFetch } from './xhr-fetch';
import { currentLocale, type Words } from '@/i18n/i18n';

export type Payload = { readonly [key: string]: PayloadValue };

export interface ApiRequest<T> extends ToastRule {
  method?: 'GET' | 'POST';
  /** Relative to the API base, e.g. '/website/intake'. */
  path: string;
  query?: Payload;
  /** Form-encoded with bracketed names; multipart when it holds a file. */
  body?: Payload;
  /** Multipart even without a file (a call the contract defines as multipart). */
  multipart?: boolean;
  /** Checks the answer's `data`; a mismatch becomes an ApiError, never a crash further on. */
  data: Struct<T, unknown>;
  /** Writes always carry one; pass it to keep the same key across retries. */
  idempotencyKey?: string;
  timeoutMs?: number;
  /**
   * The bot-check action whose token goes with the call (in the body, or the query of a GET),
   * fetched right before the send; without a token nothing is sent (spec section 5).
   */
  captcha?: CaptchaAction;
  signal?: AbortSignal;
  /** How much of the body has been sent, 0 to 1 (uploads); the request then goes by XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
  /**
   * What to say instead of sending while the device is known to be offline, for a call that
   * cannot wait for the connection (a download): a request that can only fail is not made.
   */
  whenOffline?: Message;
  /**
   * A public read that the page may already have asked for with `<link rel="preload" as="fetch"
   * crossorigin>` at its address (`preloadAddress`): sent as that link sends it, with no header
   * of the client's own and no token. A browser hands a call the preloaded answer only when the
   * two requests are the same, headers included; otherwise it asks the server a second time.
   */
  preloadable?: boolean;
  /** The language the answer's words are asked in: by default the one on screen as the call is sent. */
  locale?: Locale;
}

export interface ApiAnswer<T> {
  status: number;
  message: string | null;
  data: T;
  headers: Headers;
}

export { connectApiClient, type ApiClientHooks } from './client-hooks';

/**
 * Tells a failure the client did not decide: the intake's outbox, whose sends are quiet, tells
 * the person a save's refusal or why a step stays queued through the client's one notifier.
 */
export function notifyFailure(message: Words): void {
  clientHooks().notify(message);
}

const DEFAULT_TIMEOUT_MS = 30_000;

const http = redaxios.create({
  baseURL: env.apiBaseUrl,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
});
/** For preloadable reads: the browser's own headers only, as a preload link sends them. */
const plainHttp = redaxios.create({ baseURL: env.apiBaseUrl });

/**
 * A call's address below the API base, with the language on screen, so that the answer's words
 * (and a PDF) are in it, and a cache keeps each language's answer at its own address
 * (docs/api.md, "Languages").
 */
function addressOf(path: string, query: Payload | undefined, locale: Locale): string {
  const search = toQueryString({ ...query, lang: locale });
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/**
 * The full address a GET of `path` asks for in `locale`, at the configured API base: what a page
 * preloads for a `preloadable` call, byte for byte the address the client then requests.
 */
export function preloadAddress(path: string, query: Payload | undefined, locale: Locale): string {
  return `${env.apiBaseUrl}${addressOf(path, query, locale)}`;
}

function isHttpResponse(value: unknown): value is HttpResponse<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

/** Duck-typed: a Blob from another realm (a test's fetch) fails instanceof. */
function isBlobLike(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';
}

async function readErrorBody(data: unknown): Promise<unknown> {
  if (isBlobLike(data)) {
    try {
      return JSON.parse(await data.text()) as unknown;
    } catch {
      return null;
    }
  }
  return data;
}

type SendOptions = Omit<ApiRequest<unknown>, 'data' | 'method'> & { method: 'GET' | 'POST'; responseType: 'json' | 'blob' };

/** Tells the person about a failure when errorToast says so (the one place that decides), and passes it on. */
function failed(error: ApiError, rule: ToastRule, sessionEnded = false): ApiError {
  const message = errorToast(error, rule, { sessionEnded });
  if (message) clientHooks().notify(message);
  return error;
}

/** The call's query and body, with a fresh bot-check token where the call needs one. */
async function withCaptcha(options: SendOptions): Promise<Pick<SendOptions, 'query' | 'body'>> {
  if (!options.captcha) return options;
  const captcha = await getCaptchaToken(options.captcha);
  if (!captcha) throw failed(new ApiError({ kind: 'captcha', message: MESSAGES.captchaFailed }), options);
  return options.method === 'GET'
    ? { query: { ...options.query, [CAPTCHA_FIELD]: captcha }, body: options.body }
    : { query: options.query, body: { ...options.body, [CAPTCHA_FIELD]: captcha } };
}

/** Sends one request; every failure comes back as an ApiError, already told as errorToast decides. */
async function send(options: SendOptions): Promise<HttpResponse<unknown>> {
  if (options.whenOffline && !clientHooks().isOnline()) throw failed(new ApiError({ kind: 'offline', message: options.whenOffline }), options);
  const { query: params, body } = await withCaptcha(options);
  const plain = options.preloadable === true && options.method === 'GET';
  const token = plain ? null : clientHooks().authToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.method !== 'GET') headers['Idempotency-Key'] = options.idempotencyKey ?? randomId();

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const url = addressOf(options.path, params, options.locale ?? currentLocale());

  try {
    return await (plain ? plainHttp : http)<unknown>({
      url,
      method: options.method === 'GET' ? 'get' : 'post',
      data: body ? toRequestBody(body, { multipart: options.multipart }) : undefined,
      headers,
      responseType: options.responseType === 'blob' ? 'blob' : 'text',
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const transport = options.onUploadProgress ? xhrFetch(options.onUploadProgress) : fetch;
        return transport(input, { ...init, signal });
      },
    });
  } catch (thrown) {
    const error = await toApiError(thrown, timeout);
    const sessionEnded = error.status === 401 && Boolean(token);
    if (sessionEnded) clientHooks().sessionRefused({ idle: error.code === IDLE_SESSION_CODE });
    throw failed(error, options, sessionEnded);
  }
}

async function toApiError(thrown: unknown, timeout: AbortSignal): Promise<ApiError> {
  if (isHttpResponse(thrown)) {
    return errorFromAnswer(thrown.status, await readErrorBody(thrown.data), thrown.headers ?? null);
  }
  if (timeout.aborted) return new ApiError({ kind: 'timeout', message: NETWORK_MESSAGE });
  return new ApiError({ kind: 'network', message: NETWORK_MESSAGE });
}

/** A JSON call of the contract: `{message, data}` with `data` checked against its schema. */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<ApiAnswer<T>> {
  const response = await send({ ...request, method: request.method ?? 'GET', responseType: 'json' });
  const body = response.data;
  const envelope = body && typeof body === 'object' ? (body as { message?: unknown; data?: unknown }) : null;
  const [failure, data] = envelope ? validate(envelope.data, request.data, { coerce: true }) : [true, undefined];
  if (!envelope || failure) {
    throw failed(new ApiError({ kind: 'malformed', status: response.status, message: MALFORMED_MESSAGE }), request);
  }
  return {
    status: response.status,
    message: typeof envelope.message === 'string' ? envelope.message : null,
    data: data as T,
    headers: response.headers,
  };
}

export interface Download {
  blob: Blob;
  /** From the x-filename header, when the server sends one. */
  filename: string | null;
}

/** A binary answer (an uploaded file shown on screen). */
export async function apiDownload(request: Omit<ApiRequest<unknown>, 'data'>): Promise<Download> {
  const response = await send({ ...request, method: request.method ?? 'GET', responseType: 'blob' });
  if (!isBlobLike(response.data)) {
    throw failed(new ApiError({ kind: 'malformed', status: response.status, message: MALFORMED_MESSAGE }), request);
  }
  return { blob: response.data, filename: response.headers.get('x-filename') };
}

/**
 * A file the person asked for (the account statement, an application's receipt), handed to the
 * browser under the x-filename name, or `fallbackName`. A browser that will not take it is told
 * like any other failure ('Failed to download the file', spec section 8).
 */
export async function apiSaveFile(request: Omit<ApiRequest<unknown>, 'data'>, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiDownload(request);
  try {
    saveFile(blob, filename?.trim() || fallbackName);
  } catch {
    throw failed(new ApiError({ kind: 'download', message: MESSAGES.downloadFailed }), request);
  }
}
