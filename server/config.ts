import { resolve } from 'node:path';

/** Everything the server reads from its environment, read once and checked. */
export interface ServerConfig {
  host: string;
  port: number;
  /** The built PWA to serve, or null to serve the API alone. */
  staticDir: string | null;
  /** PGlite's folder when no DATABASE_URL is given; null keeps the database in memory. */
  dataDir: string | null;
  databaseUrl: string | null;
  /** With a secret, captcha tokens are verified with Google; without, local tokens are accepted. */
  recaptchaSecret: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function port(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`PORT must be 0-65535, got "${raw}"`);
  return value;
}

function logLevel(raw: string | undefined): ServerConfig['logLevel'] {
  const value = (raw ?? 'info') as ServerConfig['logLevel'];
  if (!LOG_LEVELS.includes(value)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: port(env.PORT),
    staticDir: env.STATIC_DIR === '' ? null : resolve(root, env.STATIC_DIR ?? 'dist'),
    dataDir: env.DATA_DIR === 'memory' ? null : resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    recaptchaSecret: env.RECAPTCHA_SECRET || null,
    logLevel: logLevel(env.LOG_LEVEL),
  };
}
