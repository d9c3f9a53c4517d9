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
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });

  it('refuses bad values with a clear message', () => {
    expect(() => configFromEnv({ RATE_SSN_FAILURES_HOUR: 'lots' })).toThrow(/RATE_SSN_FAILURES_HOUR/);
    expect(() => configFromEnv({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(() => configFromEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
});
