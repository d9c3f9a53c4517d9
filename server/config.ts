import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { SESSION_IDLE_MINUTES } from '../src/contract/session';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './security/identity-guard';

/** Everything the server reads from its environment, read once and checked. */
export interface ServerConfig {
  host: string;
  port: number;
  /** The built PWA to serve, or null to serve the API alone. */
  staticDir: string | null;
  /** PGlite's folder (and uploads) when no DATABASE_URL is given; null keeps the database in memory. */
  dataDir: string | null;
  databaseUrl: string | null;
  /** With a secret, captcha tokens are verified with Google; without, local tokens are accepted. */
  recaptchaSecret: string | null;
  recaptchaMinScore: number;
  /** Keys SSN hashes and file links; without it the server generates one and keeps it in the database. */
  appSecret: string | null;
  /** Whom X-Forwarded-For is believed from: nobody (default), the n nearest proxies, or these proxy addresses. */
  trustProxy: false | number | string[];
  rateLimits: RateLimits;
  /** A token unused this many minutes is refused (WCAG 2.2.1: the app warns 2 minutes before). */
  sessionIdleMinutes: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export const DEFAULT_SESSION_IDLE_MINUTES = SESSION_IDLE_MINUTES;

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

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

/** An address or a CIDR range (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(text: string): boolean {
  const [address = '', bits, extra] = text.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY=true would believe any X-Forwarded-For, so any client could choose the
 * address its rate limits count: it is refused. A hop count or the proxies' addresses say
 * exactly whom to believe.
 */
function trustProxy(raw: string | undefined): ServerConfig['trustProxy'] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error('TRUST_PROXY=true would let any client choose its own address for the rate limits. Give the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.2).');
  }
  const addresses = value.split(',').map((item) => item.trim());
  const wrong = addresses.filter((item) => !isAddressOrRange(item));
  if (wrong.length > 0) throw new Error(`TRUST_PROXY must be a number of proxies or a comma-separated list of proxy addresses or ranges; not an address: "${wrong.join('", "')}"`);
  return addresses;
}

/**
 * A production server (NODE_ENV=production) must not run on defaults that suit a laptop:
 * its key is set by the operator, and bot-check tokens are verified with Google unless
 * ALLOW_LOCAL_BOT_CHECK=1 says that a demo accepts the local ones.
 */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.APP_SECRET) problems.push('APP_SECRET is required when NODE_ENV=production (at least 32 characters; it keys the SSN hashes and file links).');
  if (!env.RECAPTCHA_SECRET && env.ALLOW_LOCAL_BOT_CHECK !== '1') {
    problems.push('RECAPTCHA_SECRET is required when NODE_ENV=production, or anyone could pass the bot check with a local token. For a demo, set ALLOW_LOCAL_BOT_CHECK=1.');
  }
  return problems;
}

function appSecret(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.length < 32) throw new Error('APP_SECRET must be at least 32 characters');
  return raw;
}

function minScore(raw: string | undefined): number {
  const value = raw ? Number(raw) : 0.5;
  if (!(value >= 0 && value <= 1)) throw new Error(`RECAPTCHA_MIN_SCORE must be 0-1, got "${raw}"`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const problems = productionProblems(env);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return {
    host: env.HOST || '127.0.0.1',
    port: port(env.PORT),
    staticDir: env.STATIC_DIR === '' ? null : resolve(root, env.STATIC_DIR ?? 'dist'),
    dataDir: env.DATA_DIR === 'memory' ? null : resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    recaptchaSecret: env.RECAPTCHA_SECRET || null,
    recaptchaMinScore: minScore(env.RECAPTCHA_MIN_SCORE),
    appSecret: appSecret(env.APP_SECRET),
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimits: {
      lookupsPerIpPerMinute: positive('RATE_LOOKUPS_PER_IP_MINUTE', env.RATE_LOOKUPS_PER_IP_MINUTE, DEFAULT_RATE_LIMITS.lookupsPerIpPerMinute),
      ssnFailuresPerHour: positive('RATE_SSN_FAILURES_HOUR', env.RATE_SSN_FAILURES_HOUR, DEFAULT_RATE_LIMITS.ssnFailuresPerHour),
      ssnIpFailuresPerMinute: positive('RATE_SSN_IP_FAILURES_MINUTE', env.RATE_SSN_IP_FAILURES_MINUTE, DEFAULT_RATE_LIMITS.ssnIpFailuresPerMinute),
      writesPerIpPerMinute: positive('RATE_WRITES_PER_IP_MINUTE', env.RATE_WRITES_PER_IP_MINUTE, DEFAULT_RATE_LIMITS.writesPerIpPerMinute),
    },
    sessionIdleMinutes: positive('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, DEFAULT_SESSION_IDLE_MINUTES),
    logLevel: logLevel(env.LOG_LEVEL),
  };
}
