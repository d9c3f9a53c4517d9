import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from './errors';
import { acceptedLanguages, pickLocale } from '../../src/contract/locales';
import { translatorFor } from './language';

/**
 * What the framework answers on its own, before any route or hook of ours runs, in the
 * contract's shape (`{message}`) and `no-store`. Fastify's defaults repeat the request's whole
 * address in their message (a badly encoded `/website/intake%E0%A4%A?ssn=…&date_of_birth=…`
 * would answer with the SSN), and are not marked no-store.
 */
export const UNREADABLE = /*i18n*/ { id: 'server.unreadable', message: 'The request could not be read.' };

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (400), or a path
 * parameter over its length (414). The request is not routed (nor decorated): its language
 * comes from Accept-Language alone, as the address cannot be read.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const t = translatorFor(pickLocale(acceptedLanguages(request.headers['accept-language'])));
  void reply
    .code(tooLong ? 414 : 400)
    .header('Cache-Control', 'no-store')
    .send({ message: t(tooLong ? ERROR_MESSAGES.tooLarge : UNREADABLE) });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser could not read (no request
 * exists yet, so no language either: English, the contract's own words).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const english = translatorFor('en');
  const body = JSON.stringify({ message: english(status === 431 ? ERROR_MESSAGES.tooLarge : UNREADABLE) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
