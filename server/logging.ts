import type { FastifyServerOptions } from 'fastify';

/**
 * Logs carry no personal data, by construction rather than by masking:
 * - a request is logged as its route's pattern (`/api/v1/website/onboarding/:id`, the static
 *   files' `/*`), never its address: no query string (the spec's look-ups send SSN and birth
 *   date there) and no path segment that could name a person (an application code, an id, a
 *   name typed into the address in lower case); a path no route matched is logged as a fixed
 *   placeholder;
 * - no header (so neither the Authorization header nor its token) and no body is logged;
 * - an error is logged as its type, its code, a database constraint's name and the code
 *   locations of its stack, never its message: a database error's text quotes the query's
 *   parameters (names, e-mails, diagnoses), and the runtime's own texts can quote input.
 */

/** What an address no route matched is logged as: its words could be a name or a code typed by hand. */
export const UNMATCHED_URL = '(no route)';

/** What of a request is logged: its route's pattern, never its address. */
export function loggedUrl(request: { routeOptions?: { url?: string } }): string {
  return request.routeOptions?.url || UNMATCHED_URL;
}

const SAFE_CODE = /^[A-Za-z0-9_.-]{1,60}$/;
const safe = (value: unknown): string | null => (typeof value === 'string' && SAFE_CODE.test(value) ? value : null);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  constraint?: unknown;
  stack?: unknown;
  cause?: unknown;
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  code: string | null;
  constraint?: string;
  /** Never the error's text. */
  message: string;
  /** The stack's code locations only; its first line (the message) is left out. */
  stack: string;
  cause?: LoggedError;
}

const UNLOGGED = '(not logged: it may quote personal data)';

export function describeError(error: ErrorLike, depth = 0): LoggedError {
  const described: LoggedError = {
    type: safe(error.name) ?? 'Error',
    code: safe(typeof error.code === 'number' ? String(error.code) : error.code),
    message: UNLOGGED,
    stack: typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12).join('\n') : '',
  };
  const constraint = safe(error.constraint);
  if (constraint) described.constraint = constraint;
  if (depth < 3 && error.cause && typeof error.cause === 'object') described.cause = describeError(error.cause as ErrorLike, depth + 1);
  return described;
}

export interface LogDestination {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogDestination): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method?: string; url?: string; id?: string; routeOptions?: { url?: string } }) => ({
        id: request.id,
        method: request.method,
        url: loggedUrl(request),
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      err: (error: ErrorLike) => describeError(error),
    },
  };
}
