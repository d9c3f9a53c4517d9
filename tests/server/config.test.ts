import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { DEFAULT_RATE_LIMITS } from '../../server/security/identity-guard';

describe('configFromEnv', () => {
  it('defaults to an on-disk database in ./data, no proxy trusted, the documented limits', () => {
    const config = configFromEnv({}, '/srv/app');
    expect(config).toMatchObject({ dataDir: '/srv/app/data', databaseUrl: null, trustProxy: false, recaptchaSecret: null, rateLimits: DEFAULT_RATE_LIMITS });
    expect(DEFAULT_RATE_LIMITS).toEqual({ lookupsPerIpPerMinute: 30, ssnFailuresPerHour: 100, ssnIpFailuresPerMinute: 5, writesPerIpPerMinute: 120 });
  });

  it('reads DATA_DIR=memory, DATABASE_URL, TRUST_PROXY and the limits', () => {
    const config = configFromEnv({ DATA_DIR: 'memory', DATABASE_URL: 'postgres:///payee', TRUST_PROXY: '2', RATE_LOOKUPS_PER_IP_MINUTE: '1000', RATE_SSN_FAILURES_HOUR: '50' });
    expect(config).toMatchObject({ dataDir: null, databaseUrl: 'postgres:///payee', trustProxy: 2 });
    expect(config.rateLimits).toMatchObject({ lookupsPerIpPerMinute: 1000, ssnFailuresPerHour: 50 });
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.2,fd00::/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2', 'fd00::/8']);
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its address, and anything that is not a proxy address', () => {
    expect(() => configFromEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would let any client choose its own address.*TRUST_PROXY=1/);
    expect(() => configFromEnv({ TRUST_PROXY: 'loopback,10.0.0.1' })).toThrow(/TRUST_PROXY.*"loopback"/);
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('in production, refuses to start without APP_SECRET and RECAPTCHA_SECRET, naming both', () => {
    const secret = 'x'.repeat(32);
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/APP_SECRET is required when NODE_ENV=production[\s\S]*RECAPTCHA_SECRET is required/);
    expect(() => configFromEnv({ NODE_ENV: 'production', APP_SECRET: secret })).toThrow(/RECAPTCHA_SECRET is required.*ALLOW_LOCAL_BOT_CHECK=1/);
    expect(() => configFromEnv({ NODE_ENV: 'production', RECAPTCHA_SECRET: 'google-secret' })).toThrow(/APP_SECRET is required/);
    expect(configFromEnv({ NODE_ENV: 'production', APP_SECRET: secret, RECAPTCHA_SECRET: 'google-secret' }).recaptchaSecret).toBe('google-secret');
    // A demo may accept the local bot-check tokens, but only when it says so.
    expect(configFromEnv({ NODE_ENV: 'production', APP_SECRET: secret, ALLOW_LOCAL_BOT_CHECK: '1' }).recaptchaSecret).toBeNull();
  });

  it('starts with no settings at all outside production (npm start on a laptop)', () => {
    expect(configFromEnv({}).appSecret).toBeNull();
    expect(configFromEnv({ NODE_ENV: 'development' }).recaptchaSecret).toBeNull();
  });

  it('refuses bad values with a clear message', () => {
    expect(() => configFromEnv({ RATE_SSN_FAILURES_HOUR: 'lots' })).toThrow(/RATE_SSN_FAILURES_HOUR/);
    expect(() => configFromEnv({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(() => configFromEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('the server says why it will not start, and stops, when production settings are missing', () => {
    const root = join(import.meta.dirname, '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: 'memory', STATIC_DIR: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The server cannot start:\nAPP_SECRET is required when NODE_ENV=production');
    expect(run.stderr).not.toMatch(/\bat .*config\.ts/);
  }, 60_000);
});
