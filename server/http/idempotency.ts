import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_FIELD } from '../../src/contract/captcha';
import type { Db } from '../db/connect';
import { idempotencyKeys } from '../db/schema';
import { sha256 } from '../security/keyring';
import { HttpError } from './errors';

/**
 * architecture.md section 5: a write sent again with the same Idempotency-Key and the same body
 * within 24 h gets the first answer back and has no second effect; the same key with another
 * body is refused. The captcha token is left out of the comparison because each retry
 * fetches a fresh one. Only successes are kept: a refused request may be sent again.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** A first request that never finished (a crash) stops blocking its key after this long. */
const PENDING_MS = 2 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

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

function requestHash(request: FastifyRequest): string {
  const auth = request.headers.authorization ? sha256(request.headers.authorization) : '';
  return sha256(JSON.stringify([request.method, request.url, auth, canonical(request.body ?? null)]));
}

async function claim(db: Db, key: string, hash: string, now: Date): Promise<typeof idempotencyKeys.$inferSelect | null> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), lt(idempotencyKeys.expiresAt, now)));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ key, requestHash: hash, expiresAt: new Date(now.getTime() + PENDING_MS) })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0) return null;
  const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return existing ?? null;
}

export function registerIdempotency(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (!request.routeOptions.config.idempotent || typeof header !== 'string') return;
    if (!KEY_PATTERN.test(header)) throw new HttpError(400, 'The Idempotency-Key header must be 1 to 200 visible characters.');
    const hash = requestHash(request);
    const existing = await claim(db, header, hash, now());
    if (!existing) {
      request.idempotencyKey = header;
      return;
    }
    if (existing.requestHash !== hash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request. Send it again with a new key.', {}, 'idempotency_key_reused');
    }
    if (existing.statusCode === null) {
      throw new HttpError(409, 'The same request is still being processed. Please wait a moment and try again.', {}, 'idempotency_request_in_progress');
    }
    return reply.code(existing.statusCode).header('Idempotent-Replayed', 'true').send(existing.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key) return payload;
    request.idempotencyKey = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, body: JSON.parse(payload) as unknown, expiresAt: new Date(now().getTime() + DAY_MS) })
        .where(eq(idempotencyKeys.key, key));
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    }
    return payload;
  });
}

/** Removes answers older than 24 h (run at start and then hourly). */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}
