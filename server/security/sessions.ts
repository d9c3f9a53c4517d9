import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_TOKEN_DAYS, IDLE_SESSION_CODE } from '../../src/contract/session';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/connect';
import { people, tokens } from '../db/schema';
import type { Person } from '../repos/people';
import { ERROR_MESSAGES, forbidden, HttpError, unauthenticated } from '../http/errors';
import { sha256 } from './keyring';

/** What a bearer token opens: the onboarding wizard, or the client's account. */
export type SessionType = 'onboarding' | 'client';

export interface Session {
  tokenId: number;
  personId: number;
  type: SessionType;
  /** When the token was last marked used (written at most once a minute). */
  lastUsedAt: Date;
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
    .values({
      tokenHash: sql.placeholder('tokenHash'),
      personId: sql.placeholder('personId'),
      processType: sql.placeholder('processType'),
      expiresAt: sql.placeholder('expiresAt'),
      lastUsedAt: sql.placeholder('lastUsedAt'),
    })
    .prepare('tokens_insert');

/** A random 32-byte token; only its SHA-256 is stored. Valid 2 days (spec section 9). */
export async function issueToken(db: Db | Tx, personId: number, type: SessionType, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  let insert = insertTokens.get(db as Db);
  if (!insert) {
    insert = prepareInsertToken(db as Db);
    insertTokens.set(db as Db, insert);
  }
  await insert.execute({ tokenHash: sha256(token), personId, processType: type, expiresAt: new Date(now.getTime() + TOKEN_MS), lastUsedAt: now });
  return token;
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (BEARER.exec(header.trim())?.[1] ?? null) : null;
}

/** What the session check needs of the app: its database, clock and idle limit. */
export type SessionContext = Pick<AppContext, 'db' | 'now' | 'sessionIdleMinutes'>;

/** A use is written only when the stored one is older than this: one write a minute at most. */
const LAST_USED_WRITE_MS = 60 * 1000;

/** The 401 of a token left unused too long: its code lets the app say why the person was signed out. */
const idleTimeout = () => new HttpError(401, ERROR_MESSAGES.unauthenticated, null, IDLE_SESSION_CODE);

/** When a token last used at `lastUsedAt` stops being accepted. */
export function idleExpiry(lastUsedAt: Date, idleMinutes: number): Date {
  return new Date(lastUsedAt.getTime() + idleMinutes * 60 * 1000);
}

/**
 * The request's session; 401 without a live token (revoked, past its 2 days, or unused for
 * the idle limit), 403 when the token is of the other kind. Every accepted request counts as a
 * use: marked here (`touch`), or by a route that writes, in its own transaction (`touchIfDue`).
 */
export async function requireSession(ctx: SessionContext, request: FastifyRequest, type: SessionType | 'any', { touch = true } = {}): Promise<Session> {
  const token = bearerOf(request);
  if (!token) throw unauthenticated();
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ token: tokens, person: people })
    .from(tokens)
    .innerJoin(people, eq(people.id, tokens.personId))
    .where(and(eq(tokens.tokenHash, sha256(token)), isNull(tokens.revokedAt), gt(tokens.expiresAt, now)));
  if (!row) throw unauthenticated();
  if (idleExpiry(row.token.lastUsedAt, ctx.sessionIdleMinutes) <= now) {
    await revokeToken(ctx.db, row.token.id, now);
    throw idleTimeout();
  }
  const session: Session = { tokenId: row.token.id, personId: row.person.id, type: row.token.processType as SessionType, lastUsedAt: row.token.lastUsedAt, person: row.person };
  if (type !== 'any' && session.type !== type) throw forbidden();
  if (touch) await touchIfDue(ctx.db, session, now);
  return session;
}

/** Marks the session used now, when its last mark is a minute old or more. */
export async function touchIfDue(db: Db | Tx, session: Session, now: Date): Promise<void> {
  if (now.getTime() - session.lastUsedAt.getTime() >= LAST_USED_WRITE_MS) await touchToken(db, session.tokenId, now);
}

/** Whether a token (by its row id) is still live (not revoked, expired or idle) and belongs to this person. */
export async function isLiveSessionOf(db: Db, tokenId: number, personId: number, now: Date, idleMinutes: number): Promise<boolean> {
  const idleSince = new Date(now.getTime() - idleMinutes * 60 * 1000);
  const [row] = await db
    .select({ id: tokens.id })
    .from(tokens)
    .where(and(eq(tokens.id, tokenId), eq(tokens.personId, personId), isNull(tokens.revokedAt), gt(tokens.expiresAt, now), gt(tokens.lastUsedAt, idleSince)));
  return Boolean(row);
}

/** Marks the token used now (the renew endpoint, and any request a minute after the last write). */
export async function touchToken(db: Db | Tx, tokenId: number, now: Date): Promise<void> {
  await db.update(tokens).set({ lastUsedAt: now }).where(eq(tokens.id, tokenId));
}

export async function revokeToken(db: Db | Tx, tokenId: number, now: Date): Promise<void> {
  await db.update(tokens).set({ revokedAt: now }).where(eq(tokens.id, tokenId));
}

/** Drops expired, idle and revoked tokens (run at start and hourly). */
export async function purgeTokens(db: Db, now: Date, idleMinutes: number): Promise<void> {
  const idleSince = new Date(now.getTime() - idleMinutes * 60 * 1000);
  await db.delete(tokens).where(or(lt(tokens.expiresAt, now), lt(tokens.lastUsedAt, idleSince), isNotNull(tokens.revokedAt)));
}

/**
 * Signs in the routes that declare `config.session` in onRequest, before their body is
 * parsed: a caller without a live token is refused without a byte of its body being read.
 * These routes write: each marks the session used in its own transaction.
 */
export function registerSessionCheck(app: FastifyInstance, ctx: SessionContext): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const type = request.routeOptions.config.session;
    if (type) request.session = await requireSession(ctx, request, type, { touch: false });
  });
}

/** The session the onRequest check found (routes with `config.session` only). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}
