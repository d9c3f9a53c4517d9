import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/connect';
import { ensureSeeded } from './db/seed';
import { parseQuery, registerBodyParsers } from './http/body';
import { registerClientKey } from './http/client-address';
import { ERROR_MESSAGES, HttpError } from './http/errors';
import { answerClientError, answerFrameworkError, UNREADABLE } from './http/framework-errors';
import { purgeIdempotencyKeys, registerIdempotency, type IdempotencyProbe } from './http/idempotency';
import { registerLanguage, varyByLanguage } from './http/language';
import { loggerOptions, type LogDestination } from './logging';
import { registerAccountRoutes } from './routes/account';
import { registerDropdownRoutes } from './routes/dropdowns';
import { registerEnquiryRoutes } from './routes/enquiry';
import { registerHealthRoutes } from './routes/health';
import { registerIdentityRoutes } from './routes/identity';
import { registerIntakeRoutes } from './routes/intake';
import { registerMasterRoutes } from './routes/master';
import { registerOnboardingRoutes } from './routes/onboarding';
import { registerOpenApiRoutes } from './routes/openapi';
import { googleCaptcha, localCaptcha, type CaptchaVerifier } from './security/captcha';
import { registerSecurityHeaders } from './security/headers';
import { IdentityGuard } from './security/identity-guard';
import { createKeyring, loadSecret } from './security/keyring';
import { purgeTokens, registerSessionCheck } from './security/sessions';
import { purgeRateCounters } from './security/throttle';
import { createFileStore, importDiskUploads, type FileStore } from './services/file-store';
import { loadOptionCache } from './services/option-cache';
import { startOperator } from './operator';
import { registerStatic } from './static';

export type AppConfig = Pick<
  ServerConfig,
  'staticDir' | 'logLevel' | 'dataDir' | 'databaseUrl' | 'recaptchaSecret' | 'recaptchaMinScore' | 'appSecret' | 'trustProxy' | 'rateLimits' | 'sessionIdleMinutes'
>;

/** What tests (and the CLI) may hand in instead of what the config would open. */
export interface AppDeps {
  /** A database shared by several apps (one per test file); otherwise opened from the config and closed with the app. */
  database?: Database;
  files?: FileStore;
  captcha?: CaptchaVerifier;
  now?: () => Date;
  logStream?: LogDestination;
  /** Tests only: fail a write inside its transaction or just after its commit. */
  probe?: IdempotencyProbe;
}

const CLIENT_ERRORS = {
  400: UNREADABLE,
  404: ERROR_MESSAGES.notFound,
  405: /*i18n*/ { id: 'server.method_not_supported', message: 'This method is not supported for this route.' },
  413: ERROR_MESSAGES.tooLarge,
  415: /*i18n*/ { id: 'server.unsupported_body', message: 'This kind of request body is not supported. Send a form or JSON.' },
} as const;

const SERVER_ERRORS = {
  unstorable: /*i18n*/ { id: 'server.unstorable', message: 'A value in the request cannot be stored. Please check what you entered.' },
  failed: /*i18n*/ { id: 'server.failed', message: 'Something went wrong on our side. Please try again later.' },
} as const;

/** A database "data exception" (SQLSTATE class 22): a value the database cannot store, which only input brings. */
function isDataException(error: { code?: unknown; cause?: unknown }): boolean {
  const code = error.code ?? (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * Every failure in the contract's shape and no-store, whether a route, a hook or Fastify (a
 * body it could not parse, a content type it has no parser for) raised it; a 5xx is logged
 * (type, code and stack only: logging.ts) and never explains itself.
 */
function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const { t } = request;
  reply.header('Cache-Control', 'no-store');
  if (error instanceof HttpError) return reply.code(error.statusCode).headers(error.headers).send(error.bodyIn(t));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send({ message: t(CLIENT_ERRORS[status as keyof typeof CLIENT_ERRORS] ?? CLIENT_ERRORS[400]) });
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'request refused by the database');
    return reply.code(422).send({ message: t(SERVER_ERRORS.unstorable), errors: {} });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: t(SERVER_ERRORS.failed) });
}

async function registerApi(api: FastifyInstance, ctx: AppContext): Promise<void> {
  registerClientKey(api);
  registerSessionCheck(api, ctx);
  await registerBodyParsers(api, ctx.files);
  registerIdempotency(api, ctx.db, ctx.now);
  // Every API answer is no-store unless its route says otherwise (the public lists do):
  // decided by the route the router matched, so no spelling of a path can escape it.
  api.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    varyByLanguage(request, reply);
    return payload;
  });
  api.setNotFoundHandler((request, reply) => {
    return reply.code(404).header('Cache-Control', 'no-store').send({ message: request.t(ERROR_MESSAGES.notFound) });
  });
  for (const register of [
    registerHealthRoutes,
    registerDropdownRoutes,
    registerMasterRoutes,
    registerEnquiryRoutes,
    registerIdentityRoutes,
    registerIntakeRoutes,
    registerAccountRoutes,
    registerOnboardingRoutes,
    registerOpenApiRoutes,
  ]) {
    register(api, ctx);
  }
}

/** TRUST_PROXY=n: believe X-Forwarded-For for the n proxies nearest to us. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole product's server (API under /api/v1, and the PWA) without opening a socket, so tests can use inject(). */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const database = deps.database ?? (await openDatabase(config));
  const files = deps.files ?? createFileStore();
  // Any number of processes may start at once on one PostgreSQL: the first migrates and seeds, the others wait their turn.
  const keyring = await database.exclusively(async () => {
    await database.migrate();
    const keys = createKeyring(await loadSecret(database.db, config.appSecret, database.keyFile));
    await ensureSeeded(database.db, { keyring: keys, files, now });
    if (database.kind === 'pglite') await importDiskUploads(database.db, config.dataDir);
    return keys;
  });
  const ctx: AppContext = {
    db: database.db,
    lists: await loadOptionCache(database.db),
    keyring,
    files,
    captcha: deps.captcha ?? (config.recaptchaSecret ? googleCaptcha({ secret: config.recaptchaSecret, minScore: config.recaptchaMinScore }) : localCaptcha),
    guard: new IdentityGuard(config.rateLimits, () => now().getTime()),
    now,
    probe: deps.probe,
    sessionIdleMinutes: config.sessionIdleMinutes,
  };

  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { querystringParser: parseQuery },
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  registerLanguage(app);
  app.setErrorHandler(handleError);
  await registerSecurityHeaders(app, Boolean(config.recaptchaSecret));
  await app.register((api) => registerApi(api, ctx), { prefix: '/api/v1' });
  if (config.staticDir) await registerStatic(app, config.staticDir);
  // Fastify's own 404 would log the whole address, query included.
  else app.setNotFoundHandler((request, reply) => reply.code(404).header('Cache-Control', 'no-store').send({ message: request.t(ERROR_MESSAGES.notFound) }));

  const purge = async () => {
    await purgeTokens(ctx.db, now(), ctx.sessionIdleMinutes);
    await purgeIdempotencyKeys(ctx.db, now());
    await purgeRateCounters(ctx.db, now());
  };
  await purge();
  const timer = setInterval(() => void purge().catch((error: Error) => app.log.error({ err: error }, 'purge failed')), 60 * 60 * 1000);
  timer.unref();
  // The operator's commands reach a server on the embedded database through an endpoint of its own (operator.ts).
  let stopOperator = async () => undefined as void;
  if (database.kind === 'pglite' && config.dataDir) {
    const dataDir = config.dataDir;
    app.addHook('onListen', async () => {
      stopOperator = await startOperator(dataDir, ctx.db, { keyring, files, now });
    });
  }
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await stopOperator();
    if (!deps.database) await database.close();
    if (!deps.files) files.close();
  });
  return app;
}
