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
import { ERROR_MESSAGES, HttpError } from './errors';
import { controlCharacterPath, hasControlCharacter, jsonShapeProblem, nestedDeeperThan, printableName, type JsonShapeProblem } from './input-checks';

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

const BODY_MESSAGES = {
  tooDeep: /*i18n*/ { id: 'server.body.too_deep', message: 'The request body is nested too deeply or has too many fields.' },
  controlCharacter: /*i18n*/ { id: 'server.body.control_character', message: 'The request contains a character that is not allowed.' },
  controlCharacterField: /*i18n*/ { id: 'server.body.control_character_field', message: 'This field contains a character that is not allowed.' },
  unreadableForm: /*i18n*/ { id: 'server.body.unreadable_form', message: 'The form could not be read. Please send it again.' },
  noFiles: /*i18n*/ { id: 'server.body.no_files', message: 'This request does not take files.' },
  fieldTooLong: /*i18n*/ { id: 'server.body.field_too_long', message: 'A field of the form is too long.' },
  queryTooDeep: /*i18n*/ { id: 'server.body.query_too_deep', message: 'The query string is nested too deeply or has too many fields.' },
} as const;

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
    throw new HttpError(400, BODY_MESSAGES.tooDeep);
  }
}

/** A received upload as the rules see it (size and sniffed type) plus where it waits on disk. */
export interface ReceivedFile extends UploadInfo {
  originalName: string;
  path: string;
  sha256: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes uploaded files (multipart); every other route refuses a file part unread. */
    files?: boolean;
  }
  interface FastifyRequest {
    receivedFiles: ReceivedFile[];
    /** Every file written for this request, whole or partial: removed once it is answered or aborted. */
    incomingPaths: string[];
  }
}

/**
 * What any body may be, enforced while it streams in or before it is parsed: a JSON or form
 * body, and the text of a multipart body, at most 1 MB; at most 2000 fields of at most 16 KB
 * each (the longest text of the spec is 1000 characters); objects nested at most 8 levels;
 * files only where a route takes them, 20 at most (the onboarding's bills) of 10 MB each.
 */
export const BODY_LIMITS = {
  textBytes: 1024 * 1024,
  fieldBytes: 16 * 1024,
  fields: 2000,
  files: 20,
  depth: 8,
} as const;

/** The most bytes a multipart body may carry: its text and the parts' headers, plus files where the route takes them. */
export const multipartMaxBytes = (takesFiles: boolean) => BODY_LIMITS.textBytes + 512 * 1024 + (takesFiles ? BODY_LIMITS.files * FILE_MAX_BYTES : 0);

const MULTIPART_LIMITS = { fileSize: FILE_MAX_BYTES, files: BODY_LIMITS.files, fields: BODY_LIMITS.fields, fieldSize: BODY_LIMITS.fieldBytes, parts: BODY_LIMITS.fields + BODY_LIMITS.files };

const tooLarge = () => new HttpError(413, ERROR_MESSAGES.tooLarge, null, null, { Connection: 'close' });
const notAllowedCharacter = (field: string) =>
  new HttpError(422, BODY_MESSAGES.controlCharacter, { [field]: [BODY_MESSAGES.controlCharacterField] });

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

/**
 * Counts a multipart body's bytes as they arrive and cuts the connection past the route's
 * limit: busboy drops what is over a field's or a file's limit but would read on forever.
 * Listening here changes nothing for busboy, which is fed by the same stream in the same tick.
 */
function meterBody(request: FastifyRequest, limit: number): void {
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) {
      request.raw.off('data', count);
      request.raw.destroy(tooLarge());
    }
  };
  request.raw.on('data', count);
}

/** A multipart body that ends early or breaks its own format is the sender's fault: 400, not 500. */
async function readMultipart(request: FastifyRequest, store: FileStore): Promise<Record<string, unknown>> {
  const takesFiles = request.routeOptions.config.files === true;
  const limit = multipartMaxBytes(takesFiles);
  if (Number(request.headers['content-length']) > limit) throw tooLarge();
  try {
    return await readParts(request, store, takesFiles, limit);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) throw tooLarge();
    if (status < 500) throw error;
    throw new HttpError(400, BODY_MESSAGES.unreadableForm, null, null, { Connection: 'close' });
  }
}

/** Reads a multipart body: files streamed to disk, fields and files placed by their bracketed names. */
async function readParts(request: FastifyRequest, store: FileStore, takesFiles: boolean, limit: number): Promise<Record<string, unknown>> {
  const marker = `\u0000file:${randomBytes(8).toString('hex')}:`;
  const entries: string[] = [];
  let textBytes = 0;
  const parts = request.parts({ limits: MULTIPART_LIMITS });
  meterBody(request, limit);
  for await (const part of parts) {
    if (hasControlCharacter(part.fieldname)) throw notAllowedCharacter(printableName(part.fieldname));
    textBytes += Buffer.byteLength(part.fieldname);
    if (part.type === 'file') {
      if (!takesFiles) throw new HttpError(415, BODY_MESSAGES.noFiles, null, null, { Connection: 'close' });
      if (hasControlCharacter(part.filename)) throw notAllowedCharacter(printableName(part.fieldname));
      const path = store.incomingPath();
      request.incomingPaths.push(path);
      const received = await receiveFile(part.file, path);
      request.receivedFiles.push({ ...received, originalName: part.filename || 'upload', path });
      entries.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(marker + (request.receivedFiles.length - 1))}`);
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, BODY_MESSAGES.fieldTooLong, null, null, { Connection: 'close' });
      const value = String(part.value);
      if (hasControlCharacter(value)) throw notAllowedCharacter(printableName(part.fieldname));
      textBytes += Buffer.byteLength(value);
      if (textBytes > BODY_LIMITS.textBytes) throw tooLarge();
      entries.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(value)}`);
    }
  }
  return replaceMarkers(parseBracketed(entries.join('&')), marker, request.receivedFiles) as Record<string, unknown>;
}

/** Depth first (so the walk after it is bounded), then control characters in the body, the query and the path. */
function checkDecoded(request: FastifyRequest): void {
  if (nestedDeeperThan(request.body, BODY_LIMITS.depth)) throw new HttpError(400, BODY_MESSAGES.tooDeep);
  const inBody = controlCharacterPath(request.body);
  const inQuery = controlCharacterPath(request.query);
  const inParams = controlCharacterPath(request.params);
  const field = inBody ?? inQuery ?? inParams;
  if (field) throw notAllowedCharacter(field);
}

const JSON_REFUSALS: Record<JsonShapeProblem, () => HttpError> = {
  'too deep': () => new HttpError(400, BODY_MESSAGES.tooDeep),
  'too many fields': () => new HttpError(400, BODY_MESSAGES.tooDeep),
  'field too long': () => new HttpError(413, BODY_MESSAGES.fieldTooLong),
};

export async function registerBodyParsers(app: FastifyInstance, store: FileStore): Promise<void> {
  // The contract takes forms, multipart and JSON; plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  // JSON is held to a form's limits (fields, a field's size, nesting) on its text, before it
  // is parsed: a 60,000-key object never becomes one. Then Fastify's own parser, which refuses
  // __proto__ and constructor keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMITS.textBytes }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string, BODY_LIMITS);
    if (problem) return done(JSON_REFUSALS[problem](), undefined);
    return parseJson(request, body as string, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMITS.textBytes }, (_request, body, done) => {
    try {
      done(null, parseBracketed(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  await app.register(multipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
  app.decorateRequest('receivedFiles', null as unknown as ReceivedFile[]);
  app.decorateRequest('incomingPaths', null as unknown as string[]);
  app.addHook('onRequest', async (request) => {
    request.receivedFiles = [];
    request.incomingPaths = [];
    if ((request.query as Record<symbol, unknown>)[BAD_QUERY]) throw new HttpError(400, BODY_MESSAGES.queryTooDeep);
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readMultipart(request, store);
    checkDecoded(request);
    if (request.body && typeof request.body === 'object' && !request.isMultipart()) request.body = withoutForgedFiles(request.body, request.receivedFiles);
  });
  // An answer sent before the whole body arrived (refused unread): close rather than read the rest.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete === false) reply.header('Connection', 'close');
    return payload;
  });
  // Files that no handler kept are deleted once the answer is sent, or when the sender gives up.
  const discardAll = async (request: FastifyRequest) => {
    for (const path of request.incomingPaths ?? []) store.discard(path);
  };
  app.addHook('onResponse', discardAll);
  app.addHook('onRequestAbort', discardAll);
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
