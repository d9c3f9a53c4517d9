import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/connect';
import { ensureSeeded, resetData } from './db/seed';
import type { SeedDeps } from './db/seed-people';
import { runReview, type ReviewResult } from './services/review';

/**
 * The operator's commands (`npm run review`, `npm run seed`). On PostgreSQL, or with no server
 * running, they open the database themselves. The embedded database belongs to one process:
 * while a server holds it, they go through that server instead, to an endpoint of its own that
 * listens on 127.0.0.1 only (a port apart from the app's, so no proxy in front of the app
 * forwards to it) and takes a secret the server writes, with that endpoint's address, into
 * DATA_DIR/operator.json (0600): only the server's user can read it.
 */
export type OperatorCommand = { command: 'review'; args: string[] } | { command: 'seed'; reset: boolean };

export const OPERATOR_FILE = 'operator.json';

export interface OperatorAccess {
  url: string;
  secret: string;
  pid: number;
}

/** Runs one command on a database and says what it did. */
export async function runOperatorCommand(db: Db, deps: SeedDeps, order: OperatorCommand): Promise<ReviewResult> {
  if (order.command === 'review') return runReview(db, order.args, deps.now());
  const added = order.reset ? await resetData(db, deps) : await ensureSeeded(db, deps);
  const lines = order.reset ? ['Removed every application, session, stored answer, enquiry and upload.'] : [];
  lines.push(added.length > 0 ? `Demo people added: ${added.join(', ')}.` : 'Reference lists up to date; every demo person was already there.');
  lines.push('The demo identities are listed in README.md, section "Demo identities".');
  return { ok: true, lines };
}

function isOperatorCommand(value: unknown): value is OperatorCommand {
  if (!value || typeof value !== 'object') return false;
  const order = value as Record<string, unknown>;
  if (order.command === 'review') return Array.isArray(order.args) && order.args.length <= 50 && order.args.every((arg) => typeof arg === 'string' && arg.length <= 1000);
  return order.command === 'seed' && typeof order.reset === 'boolean';
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The operator endpoint: `POST /command` with `Authorization: Bearer <secret>` and a command; 401 without the secret. */
export function buildOperatorApp(db: Db, deps: SeedDeps, secret: string): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  app.post('/command', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !sameSecret(given, secret)) {
      return reply.code(401).send({ ok: false, lines: ['Refused: this endpoint takes the secret in DATA_DIR/operator.json.'] });
    }
    if (!isOperatorCommand(request.body)) return reply.code(400).send({ ok: false, lines: ['Not an operator command.'] });
    return runOperatorCommand(db, deps, request.body);
  });
  return app;
}

/** Starts the endpoint beside a server on the embedded database; its address and secret go to DATA_DIR/operator.json. */
export async function startOperator(dataDir: string, db: Db, deps: SeedDeps): Promise<() => Promise<void>> {
  const secret = randomBytes(32).toString('base64url');
  const app = buildOperatorApp(db, deps, secret);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const path = join(dataDir, OPERATOR_FILE);
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, JSON.stringify({ url, secret, pid: process.pid } satisfies OperatorAccess), { mode: 0o600 });
  renameSync(partial, path);
  return async () => {
    await app.close();
    if (readOperatorAccess(dataDir)?.pid === process.pid) rmSync(path, { force: true });
  };
}

export function readOperatorAccess(dataDir: string): OperatorAccess | null {
  try {
    const access = JSON.parse(readFileSync(join(dataDir, OPERATOR_FILE), 'utf8')) as OperatorAccess;
    return typeof access.url === 'string' && typeof access.secret === 'string' ? access : null;
  } catch {
    return null;
  }
}

/** Sends a command to the server that holds DATA_DIR; null when no server there takes commands. */
export async function sendOperatorCommand(dataDir: string, order: OperatorCommand): Promise<ReviewResult | null> {
  const access = readOperatorAccess(dataDir);
  if (!access) return null;
  try {
    const response = await fetch(`${access.url}/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access.secret}` },
      body: JSON.stringify(order),
    });
    return (await response.json()) as ReviewResult;
  } catch {
    // A file left by a server that crashed: nobody listens there.
    return null;
  }
}
