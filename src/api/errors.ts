import { MESSAGES } from '@/contract/messages';
import { t, type Words } from '@/i18n/i18n';

export type ApiErrorKind =
  /** No answer: offline, DNS, connection reset. */
  | 'network'
  | 'timeout'
  /** The server answered with an error status. */
  | 'http'
  /** The server answered 2xx with a body we cannot read. */
  | 'malformed'
  /** No captcha token: nothing was sent. */
  | 'captcha'
  /** The device is offline and the call cannot wait for the connection: nothing was sent. */
  | 'offline'
  /** A file came but the browser could not be handed it. */
  | 'download';

export type FieldErrors = Record<string, string>;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The server's words as they came, or the app's own message (Words). */
  message: Words;
  status?: number | null;
  fieldErrors?: FieldErrors;
  code?: string | null;
  retryAfterSeconds?: number | null;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** First message per dotted field name (spec section 8). */
  readonly fieldErrors: FieldErrors;
  /** A machine-readable reason where the server gives one (e.g. a reused idempotency key). */
  readonly code: string | null;
  readonly retryAfterSeconds: number | null;
  /** What the failure says, to be said where it is shown: `message` is these words as they were said when it came. */
  readonly words: Words;

  constructor(init: ApiErrorInit) {
    super(typeof init.message === 'string' ? init.message : t(init.message));
    this.name = 'ApiError';
    this.words = init.message;
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
    this.code = init.code ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  /** True when the request may have never reached the server or the server failed: worth retrying. */
  get isTransient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'offline' || (this.status !== null && this.status >= 500);
  }

  get isValidation(): boolean {
    return this.status === 422 && this.code === null;
  }
}

/** The first message of each field of a Laravel `errors` object. */
export function firstMessages(errors: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return result;
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) result[field] = first;
  }
  return result;
}

const TOASTED_STATUSES = new Set([500, 403, 429]);

/** Spec section 8: 500, 403 and 429 are shown as a toast with the message or the fallback. */
function isToastedStatus(status: number | null): boolean {
  return status !== null && TOASTED_STATUSES.has(status);
}

/** What a call asks of errorToast besides spec section 8's failures. */
export interface ToastRule {
  /**
   * Background work tells nothing: its banner or its screen speaks for it. 'unanswered': only a
   * call that got no answer at all is left to its screen (an intake save, then kept on the device).
   */
  quiet?: boolean | 'unanswered';
  /**
   * The call's refusals (a 422, a 404: any other error answer) are told too, with the server's
   * message or these words: the calls whose failure the spec toasts (the enquiry, the
   * sign-in, an onboarding save, the statement, logout).
   */
  refusals?: boolean | ((error: ApiError) => Words);
}

/**
 * The one decision of which failures become a toast, and with what words (spec section 8,
 * docs/decisions.md "Network failures"): no answer, an answer that cannot be read, a missing
 * captcha token, a call that needs a connection the device lacks and a file the browser could
 * not take say so; 500, 403 and 429 say the server's message or 'Something went Wrong!!!';
 * other refusals only where the call asks. A 401 that ended the session says nothing here: the
 * session's end is told once, by the sign-in screen's notice.
 */
export function errorToast(error: ApiError, rule: ToastRule = {}, { sessionEnded = false } = {}): Words | null {
  if (rule.quiet === true) return null;
  if (rule.quiet === 'unanswered' && (error.kind === 'network' || error.kind === 'timeout')) return null;
  if (error.kind !== 'http') return error.words;
  if (isToastedStatus(error.status)) return error.words || MESSAGES.somethingWentWrong;
  if (error.status === 401 && sessionEnded) return null;
  if (!rule.refusals) return null;
  return typeof rule.refusals === 'function' ? rule.refusals(error) : error.words || MESSAGES.somethingWentWrong;
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** An error answer's body and status, as the transport saw them, mapped to an ApiError. */
export function errorFromAnswer(status: number, body: unknown, headers: Headers | null): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const fieldErrors = firstMessages(record.errors);
  const serverMessage = typeof record.message === 'string' && record.message.trim() ? record.message : null;
  const firstFieldMessage = Object.values(fieldErrors)[0] ?? null;
  return new ApiError({
    kind: 'http',
    status,
    message: serverMessage ?? firstFieldMessage ?? MESSAGES.somethingWentWrong,
    fieldErrors,
    code: typeof record.code === 'string' ? record.code : null,
    retryAfterSeconds: parseRetryAfter(headers?.get('retry-after') ?? null),
  });
}

/** No answer at all (offline, or the time-out), and an answer that is not the contract's. */
export const NETWORK_MESSAGE = /*i18n*/ { id: 'api.network', message: 'We could not reach the server. Check your connection and try again.' };
export const MALFORMED_MESSAGE = /*i18n*/ { id: 'api.malformed', message: 'The server sent an answer we could not read. Please try again later.' };
