import type { FastifyServerOptions } from 'fastify';

/**
 * Logs never carry personal data: URLs are logged without their query string (the spec's
 * look-ups send SSN and birth date as query parameters), no header is logged (so neither
 * the Authorization header nor its token), no body is logged, and error texts are
 * redacted before they are written.
 */
export function pathOnly(url: string | undefined): string {
  if (!url) return '';
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

/** Masks what could be personal data inside an error text: runs of digits, dates, long tokens. */
export function redact(text: string): string {
  return text
    .replace(/[A-Za-z0-9_-]{24,}/g, '[redacted]')
    .replace(/\d{4}-\d{2}-\d{2}/g, '[date]')
    .replace(/\d[\d\s-]{3,}\d/g, '[number]');
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
      req: (request: { method?: string; url?: string; id?: string }) => ({
        id: request.id,
        method: request.method,
        url: pathOnly(request.url),
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      err: (error: { name?: string; code?: string; message?: string; stack?: string }) => ({
        type: error.name ?? 'Error',
        code: error.code ?? null,
        message: redact(error.message ?? ''),
        stack: redact(error.stack ?? ''),
      }),
    },
  };
}
