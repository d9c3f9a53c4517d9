import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_TOKEN_DAYS } from '../../src/contract/session';
import type { Db, Tx } from '../db/connect';
import { people, tokens } from '../db/schema';
import type { Person } from '../repos/people';
import { forbidden, unauthenticated } from '../http/errors';
import { sha256 } from './keyring';

/** What a bearer token opens: the onboarding wizard, or the client's account. */
export type SessionType = 'onboarding' | 'client';

export interface Session {
  tokenId: number;
  personId: number;
  type: SessionType;
  /** Read with the token in one query: every bearer call needs both. */
  person: Person;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a session of this kind, checked before its body is read. */
    session?: SessionType | 'any';
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

const TOKEN_MS = AUTH_TOKEN_DAYS * 24 * 60 * 60 * 1000;
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Every login inserts one: built once per database and sent as a prepared statement. */
const insertTokens = new WeakMap<Db, ReturnType<typeof prepareInsertToken>>();
const prepareInsertToken = (db: Db) =>
  db
    .insert(tokens)
    .values({ tokenHash: sql.placeholder('tokenHash'), personId: sql.placeholder('personId'), processType: sql.placeholder('processType'), expiresAt: sql.placeholder('expiresAt') })
    .prepare('tokens_insert');

/** A random 32-byte token; only its SHA-256 is stored. Valid 2 days (spec section 9). */
export async function issueToken(db: Db, personId: number, type: SessionType, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  let insert = insertTokens.get(db);
  if (!insert) {
    insert = prepareInsertToken(db);
    insertTokens.set(db, insert);
  }
  await insert.execute({ tokenHash: sha256(token), personId, processType: type, expiresAt: new Date(now.getTime() + TOKEN_MS) });
  return token;
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (BEARER.exec(header.trim())?.[1] ?? null) : null;
}

/** The request's session; 401 without a live token, 403 when the token is of the other kind. */
export async function requireSession(db: Db, request: FastifyRequest, type: SessionType | 'any', now: Date): Promise<Session> {
  const token = bearerOf(request);
  if (!token) throw unauthenticated();
  const [row] = await db
    .select({ token: tokens, person: people })
    .from(tokens)
    .innerJoin(people, eq(people.id, tokens.personId))
    .where(and(eq(tokens.tokenHash, sha256(token)), isNull(tokens.revokedAt), gt(tokens.expiresAt, now)));
  if (!row) throw unauthenticated();
  const session: Session = { tokenId: row.token.id, personId: row.person.id, type: row.token.processType as SessionType, person: row.person };
  if (type !== 'any' && session.type !== type) throw forbidden();
  return session;
}

/** Whether a token (by its row id) is still live and belongs to this person. */
export async function isLiveSessionOf(db: Db, tokenId: number, personId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: tokens.id })
    .from(tokens)
    .where(and(eq(tokens.id, tokenId), eq(tokens.personId, personId), isNull(tokens.revokedAt), gt(tokens.expiresAt, now)));
  return Boolean(row);
}

export async function revokeToken(db: Db | Tx, tokenId: number, now: Date): Promise<void> {
  await db.update(tokens).set({ revokedAt: now }).where(eq(tokens.id, tokenId));
}

/** Drops expired and revoked tokens (run at start and hourly). */
export async function purgeTokens(db: Db, now: Date): Promise<void> {
  await db.delete(tokens).where(or(lt(tokens.expiresAt, now), isNotNull(tokens.revokedAt)));
}

/**
 * Signs in the routes that declare `config.session` in onRequest, before their body is
 * parsed: a caller without a live token is refused without a byte of its body being read.
 */
export function registerSessionCheck(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const type = request.routeOptions.config.session;
    if (type) request.session = await requireSession(db, request, type, now());
  });
}

/** The session the onRequest check found (routes with `config.session` only). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}
