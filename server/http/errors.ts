import type { FieldErrors } from '../../src/contract/field-rules';

/** An answer that is not a success, in Laravel's shape: `{message, errors?, code?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: Record<string, string[]> | null = null,
    readonly code: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): Record<string, unknown> {
    return { message: this.message, ...(this.code ? { code: this.code } : {}), ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** Laravel's summary line: the first message, and how many more there are. */
export function summary(messages: string[]): string {
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
}

export function validationError(fieldErrors: FieldErrors, message?: string, code?: string): HttpError {
  const errors = Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, [text]]));
  return new HttpError(422, message ?? summary(Object.values(fieldErrors)), errors, code ?? null);
}

export const refused = (message: string, code: string) => new HttpError(422, message, {}, code);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = () => new HttpError(403, 'This action is unauthorized.');

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new HttpError(429, `Too many attempts. Please try again in ${wait}.`, {}, null, { 'Retry-After': String(seconds) });
}

export function methodNotAllowed(allowed: string): HttpError {
  return new HttpError(405, `This method is not supported for this route. Supported methods: ${allowed}.`, null, null, { Allow: allowed });
}
