import type { MessageDescriptor } from '@lingui/core';
import type { FieldErrors } from '../../src/contract/field-rules';
import type { Translator } from '../../src/contract/translate';
import { withValues } from '../../src/contract/translate';

/**
 * What an answer says: a message (said in the request's language when the answer is sent) or
 * text already said in it (a field error from the shared rules, which ran with the request's
 * translator).
 */
export type Said = MessageDescriptor | string;

export const ERROR_MESSAGES = {
  invalid: /*i18n*/ { id: 'server.invalid', message: 'The given data was invalid.' },
  summary: /*i18n*/ { id: 'server.summary', message: '{first} (and {more, plural, one {# more error} other {# more errors}})' },
  notFound: /*i18n*/ { id: 'server.not_found', message: 'Not found.' },
  tooLarge: /*i18n*/ { id: 'server.too_large', message: 'The request is too large.' },
  unauthenticated: /*i18n*/ { id: 'server.unauthenticated', message: 'Unauthenticated.' },
  forbidden: /*i18n*/ { id: 'server.forbidden', message: 'This action is unauthorized.' },
  tooManyMinutes: /*i18n*/ {
    id: 'server.too_many_minutes',
    message: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  tooManySeconds: /*i18n*/ {
    id: 'server.too_many_seconds',
    message: 'Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  },
  methodNotAllowed: /*i18n*/ { id: 'server.method_not_allowed', message: 'This method is not supported for this route. Supported methods: {allowed}.' },
} as const;

const say = (t: Translator, said: Said) => (typeof said === 'string' ? said : t(said));

/**
 * An answer that is not a success, in Laravel's shape: `{message, errors?, code?}`. Its words
 * are messages, said once in the request's language by the error handler (`bodyIn`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly said: Said,
    readonly errors: Record<string, Said[]> | null = null,
    readonly code: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof said === 'string' ? said : (said.message ?? said.id));
    this.name = 'HttpError';
  }

  /** The answer's body in the translator's language. */
  bodyIn(t: Translator): Record<string, unknown> {
    const errors = this.errors && Object.fromEntries(Object.entries(this.errors).map(([field, messages]) => [field, messages.map((message) => say(t, message))]));
    return { message: say(t, this.said), ...(this.code ? { code: this.code } : {}), ...(errors ? { errors } : {}) };
  }
}

/** Laravel's summary line: the first message, and how many more there are. */
export function summary(messages: readonly Said[]): Said {
  const [first = ERROR_MESSAGES.invalid] = messages;
  const more = messages.length - 1;
  return more > 0 ? withValues(ERROR_MESSAGES.summary, { first, more }) : first;
}

export function validationError(fieldErrors: Readonly<Record<string, Said>> | FieldErrors, message?: Said, code?: string): HttpError {
  const errors = Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, [text]]));
  return new HttpError(422, message ?? summary(Object.values(fieldErrors)), errors, code ?? null);
}

export const refused = (message: Said, code: string) => new HttpError(422, message, {}, code);
export const notFound = (message: Said = ERROR_MESSAGES.notFound) => new HttpError(404, message);
export const unauthenticated = () => new HttpError(401, ERROR_MESSAGES.unauthenticated);
export const forbidden = () => new HttpError(403, ERROR_MESSAGES.forbidden);

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds >= 120 ? withValues(ERROR_MESSAGES.tooManyMinutes, { minutes: Math.ceil(seconds / 60) }) : withValues(ERROR_MESSAGES.tooManySeconds, { seconds });
  return new HttpError(429, wait, {}, null, { 'Retry-After': String(seconds) });
}

export function methodNotAllowed(allowed: string): HttpError {
  return new HttpError(405, withValues(ERROR_MESSAGES.methodNotAllowed, { allowed }), null, null, { Allow: allowed });
}
