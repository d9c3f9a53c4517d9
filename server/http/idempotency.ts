import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_FIELD } from '../../src/contract/captcha';
import type { Db, Tx } from '../db/connect';
import { idempotencyKeys } from '../db/schema';
import { sha256 } from '../security/keyring';
import { HttpError } from './errors';
import { inRequestTransaction } from './request-transaction';

/**
 * architecture.md section 5: a write sent again with the same Idempotency-Key and the same body
 * within 24 h gets the first answer back and has no second effect; the same key with another
 * body is refused. The captcha token is left out of the comparison because each retry
 * fetches a fresh one. Only successes are kept: a refused request may be sent again.
 *
 * The answer is stored in the same transaction as the write it guards (`idempotentWrite`),
 * so a crash at any point leaves either nothing (the retry does the write) or the write with
 * its answer (the retry gets the answer). Two requests with one key at once both try; the
 * one that commits second finds the key taken (or the state the first one wrote, such as its
 * SSN), rolls its write back and answers the first's.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { key: string; hash: string } | null;
  }
}

/** Where a test may make the server fail: inside the write's transaction, or just after its commit. */
export type IdempotencyProbe = (stage: 'in-transaction' | 'committed') => void | Promise<void>;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.sha256 === 'string' && typeof record.size === 'number') return { file: record.sha256 };
    return Object.fromEntries(
      Object.keys(record)
        .filter((key) => key !== CAPTCHA_FIELD)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}

/**
 * The address without `lang`: the same save sent again after the person switched language is
 * the same request (it gets the first answer, in the first answer's language).
 */
function addressWithoutLanguage(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s);
  if (query === undefined) return path;
  const params = new URLSearchParams(query);
  if (!params.has('lang')) return url;
  params.delete('lang');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

function requestHash(request: FastifyRequest): string {
  const auth = request.headers.authorization ? sha256(request.headers.authorization) : '';
  return sha256(JSON.stringify([request.method, addressWithoutLanguage(request.url), auth, canonical(request.body ?? null)]));
}

async function storedAnswer(db: Db, key: string, now: Date) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key), gt(idempotencyKeys.expiresAt, now)));
  return row && row.statusCode !== null ? row : null;
}

const KEY_MESSAGES = {
  reused: /*i18n*/ { id: 'server.idempotency.reused', message: 'This Idempotency-Key was already used for a different request. Send it again with a new key.' },
  malformed: /*i18n*/ { id: 'server.idempotency.malformed', message: 'The Idempotency-Key header must be 1 to 200 visible characters.' },
} as const;

const reused = () => new HttpError(422, KEY_MESSAGES.reused, {}, 'idempotency_key_reused');

/** Replays a stored answer before the route runs; otherwise notes the key for `idempotentWrite`. */
export function registerIdempotency(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (!request.routeOptions.config.idempotent || typeof header !== 'string') return;
    if (!KEY_PATTERN.test(header)) throw new HttpError(400, KEY_MESSAGES.malformed);
    const hash = requestHash(request);
    const existing = await storedAnswer(db, header, now());
    if (!existing) {
      request.idempotency = { key: header, hash };
      return;
    }
    if (existing.requestHash !== hash) throw reused();
    return reply.code(existing.statusCode!).header('Idempotent-Replayed', 'true').send(existing.body);
  });
}

/** What a write request does in its one transaction: what it counts first (rate limits), then its work. */
export interface WriteSteps<C, T> {
  count?: (tx: Tx) => Promise<C>;
  work: (tx: Tx, counted: C) => Promise<T>;
}

/**
 * Runs a write request in one transaction (`inRequestTransaction`): its counts, its work and,
 * when it has an Idempotency-Key, its answer stored under that key.
 */
export async function idempotentWrite<C, T extends object>(db: Db, request: FastifyRequest, reply: FastifyReply, now: () => Date, steps: WriteSteps<C, T>, probe?: IdempotencyProbe): Promise<T> {
  const guard = request.idempotency;
  let answer: T;
  try {
    answer = await inRequestTransaction(db, steps.count ?? null, async (tx, counted) => {
      const result = await steps.work(tx, counted);
      if (!guard) return result;
      const expiresAt = new Date(now().getTime() + DAY_MS);
      await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, guard.key), lt(idempotencyKeys.expiresAt, now())));
      await tx.insert(idempotencyKeys).values({ key: guard.key, requestHash: guard.hash, statusCode: 200, body: result, expiresAt });
      await probe?.('in-transaction');
      return result;
    });
  } catch (error) {
    // Another request with this key committed first (its write is why this one failed): its answer is this one's too.
    const existing = guard ? await storedAnswer(db, guard.key, now()) : null;
    if (!guard || !existing) throw error;
    if (existing.requestHash !== guard.hash) throw reused();
    reply.header('Idempotent-Replayed', 'true');
    return existing.body as T;
  }
  if (guard) await probe?.('committed');
  return answer;
}

/** Removes answers older than 24 h (run at start and then hourly). */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}
