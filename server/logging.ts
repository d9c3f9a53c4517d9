import type { FastifyServerOptions } from 'fastify';

/**
 * Logs never carry personal data: URLs are logged without their query string (the spec's
 * look-ups send SSN and birth date as query parameters), and no header is logged, so the
 * Authorization header and its token never appear.
 */
export function pathOnly(url: string | undefined): string {
  if (!url) return '';
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    serializers: {
      req: (request: { method?: string; url?: string; id?: string }) => ({
        id: request.id,
        method: request.method,
        url: pathOnly(request.url),
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
