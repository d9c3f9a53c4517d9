import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import { FILE_MAX_BYTES } from '../../src/contract/limits';
import { isUploadInfo, type UploadInfo } from '../../src/contract/upload-rules';
import type { FileStore } from '../services/file-store';
import { SNIFF_BYTES, sniffType } from '../services/file-types';
import { HttpError } from './errors';

/**
 * Laravel-style bodies: bracketed names (`a[b][0][c]`) become nested objects and lists, in
 * form bodies, multipart bodies and query strings alike. Bodies nested deeper or with more
 * entries than any form of the spec has are refused with 400/413 before a handler runs.
 */
const BODY_OPTIONS: qs.IParseOptions = {
  depth: 6,
  strictDepth: true,
  arrayLimit: 100,
  parameterLimit: 3000,
  throwOnLimitExceeded: true,
  allowPrototypes: false,
};

const QUERY_OPTIONS: qs.IParseOptions = { ...BODY_OPTIONS, depth: 3, arrayLimit: 20, parameterLimit: 100 };

/** Marks a query string refused by the parser; an onRequest hook answers 400 (a parser may not throw). */
export const BAD_QUERY = Symbol('bad query');

export function parseQuery(text: string): Record<string | symbol, unknown> {
  try {
    return qs.parse(text, QUERY_OPTIONS);
  } catch {
    return { [BAD_QUERY]: true };
  }
}

function parseBracketed(text: string): Record<string, unknown> {
  try {
    return qs.parse(text, BODY_OPTIONS);
  } catch {
    throw new HttpError(400, 'The request body is nested too deeply or has too many fields.');
  }
}

/** A received upload as the rules see it (size and sniffed type) plus where it waits on disk. */
export interface ReceivedFile extends UploadInfo {
  originalName: string;
  path: string;
  sha256: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    receivedFiles: ReceivedFile[];
  }
}

const MULTIPART_LIMITS = { fileSize: FILE_MAX_BYTES, files: 25, fields: 2000, fieldSize: 100_000, parts: 2100 };

async function receiveFile(stream: NodeJS.ReadableStream & { truncated?: boolean }, path: string): Promise<Omit<ReceivedFile, 'originalName' | 'path'>> {
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  await pipeline(stream, meter, createWriteStream(path, { mode: 0o600 }));
  // busboy stops at the limit and flags the stream: report it as over the limit.
  return { size: stream.truncated ? FILE_MAX_BYTES + 1 : size, type: sniffType(head), sha256: hash.digest('hex') };
}

function replaceMarkers(value: unknown, marker: string, files: ReceivedFile[]): unknown {
  if (typeof value === 'string' && value.startsWith(marker)) return files[Number(value.slice(marker.length))];
  if (Array.isArray(value)) return value.map((item) => replaceMarkers(item, marker, files));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceMarkers(item, marker, files)]));
  }
  return value;
}

/** A JSON body could describe a 'file' that was never uploaded: such objects become plain text. */
function withoutForgedFiles(value: unknown, received: readonly ReceivedFile[]): unknown {
  if (isUploadInfo(value) && !received.includes(value as ReceivedFile)) return '[not a file]';
  if (Array.isArray(value)) return value.map((item) => withoutForgedFiles(item, received));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutForgedFiles(item, received)]));
  }
  return value;
}

/** A multipart body that ends early or breaks its own format is the sender's fault: 400, not 500. */
async function readMultipart(request: FastifyRequest, store: FileStore): Promise<Record<string, unknown>> {
  try {
    return await readParts(request, store);
  } catch (error) {
    if (error instanceof HttpError || ((error as { statusCode?: number }).statusCode ?? 500) < 500) throw error;
    throw new HttpError(400, 'The form could not be read. Please send it again.');
  }
}

/** Reads a multipart body: files streamed to disk, fields and files placed by their bracketed names. */
async function readParts(request: FastifyRequest, store: FileStore): Promise<Record<string, unknown>> {
  const marker = `\u0000file:${randomBytes(8).toString('hex')}:`;
  const entries: string[] = [];
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'file') {
      const path = store.incomingPath();
      const received = await receiveFile(part.file, path);
      request.receivedFiles.push({ ...received, originalName: part.filename || 'upload', path });
      entries.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(marker + (request.receivedFiles.length - 1))}`);
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, 'A field of the form is too long.');
      entries.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(String(part.value))}`);
    }
  }
  return replaceMarkers(parseBracketed(entries.join('&')), marker, request.receivedFiles) as Record<string, unknown>;
}

export async function registerBodyParsers(app: FastifyInstance, store: FileStore): Promise<void> {
  // The contract takes forms, multipart and JSON; plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => {
    try {
      done(null, parseBracketed(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  await app.register(multipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
  app.decorateRequest('receivedFiles', null as unknown as ReceivedFile[]);
  app.addHook('onRequest', async (request) => {
    request.receivedFiles = [];
    if ((request.query as Record<symbol, unknown>)[BAD_QUERY]) throw new HttpError(400, 'The query string is nested too deeply or has too many fields.');
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readMultipart(request, store);
    else if (request.body && typeof request.body === 'object') request.body = withoutForgedFiles(request.body, request.receivedFiles);
  });
  // Files that no handler kept are deleted once the answer is sent.
  app.addHook('onResponse', async (request) => {
    for (const file of request.receivedFiles) store.discard(file.path);
  });
}

/** A body as a plain record; anything else (a JSON list, a string) reads as no fields. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function queryOf(request: FastifyRequest): Record<string, unknown> {
  const query = request.query;
  return query && typeof query === 'object' ? (query as Record<string, unknown>) : {};
}
