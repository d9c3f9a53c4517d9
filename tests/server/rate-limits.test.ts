import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limitKey } from '../../server/http/client-address';
import { DEMO } from './support/demo';
import { captcha, get, json, post } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeEach(() => t.reset());

const wrong = (ssn: string) => ({ ssn, date_of_birth: '1999-09-09', ...captcha('login') });
const right = { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth, ...captcha('login') };
const fromIp = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('identity look-ups are throttled', () => {
  let burst: FastifyInstance;
  let hourly: FastifyInstance;
  let perIp: FastifyInstance;

  beforeAll(async () => {
    burst = await t.another({ rateLimits: { ssnIpFailuresPerMinute: 5 } });
    hourly = await t.another({ rateLimits: { ssnFailuresPerHour: 7 } });
    perIp = await t.another({ rateLimits: { lookupsPerIpPerMinute: 4 } });
  });

  it('after 5 failures a minute for one SSN from one address (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(burst, '/api/v1/website/login', wrong(DEMO.client.ssn))).statusCode).toBe(422);
    const locked = await post(burst, '/api/v1/website/login', right);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toEqual({ message: expect.stringMatching(/Too many attempts/), errors: {} });
    // Another SSN from the same address is not held back by it.
    expect((await post(burst, '/api/v1/website/login', { ssn: DEMO.onboardingPending.ssn, date_of_birth: DEMO.onboardingPending.date_of_birth, ...captcha('login') })).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await post(burst, '/api/v1/website/login', right)).statusCode).toBe(200);
  });

  it('after the hourly number of failures for one SSN, whatever the look-up', async () => {
    for (let i = 0; i < 3; i += 1) await post(hourly, '/api/v1/website/login', wrong(DEMO.client.ssn));
    for (let i = 0; i < 4; i += 1) await get(hourly, '/api/v1/website/intake', { ...{ ssn: DEMO.client.ssn, date_of_birth: '1999-01-01' }, ...captcha('resume_lookup') });
    expect((await get(hourly, '/api/v1/website/client/process', { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth, ...captcha('process_lookup') })).statusCode).toBe(429);
    t.clock.now = new Date(t.clock.now.getTime() + 59 * 60_000);
    expect((await post(hourly, '/api/v1/website/login', right)).statusCode).toBe(429);
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 60_000);
    expect((await post(hourly, '/api/v1/website/login', right)).statusCode).toBe(200);
  });

  it('per address for every look-up, the name look-up included', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000);
    for (let i = 0; i < 4; i += 1) await get(perIp, '/api/v1/website/client/name', { application_code: `X-${i}` });
    const limited = await get(perIp, '/api/v1/website/client/name', { application_code: 'ONB-4323' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toMatch(/Too many attempts/);
  });

  it('does not believe X-Forwarded-For unless TRUST_PROXY says so', async () => {
    // Past the windows the test before filled (its clock was moved 5 minutes on).
    t.clock.now = new Date(t.clock.now.getTime() + 20 * 60_000);
    for (let i = 0; i < 4; i += 1) {
      expect((await perIp.inject({ url: '/api/v1/website/client/name?application_code=A', ...fromIp(`10.0.0.${i}`) })).statusCode).toBe(404);
    }
    expect((await perIp.inject({ url: '/api/v1/website/client/name?application_code=A', ...fromIp('10.9.9.9') })).statusCode).toBe(429);
  });

  it('believes the nearest proxy with TRUST_PROXY=1', async () => {
    const trusting = await t.another({ rateLimits: { lookupsPerIpPerMinute: 2 }, trustProxy: '1' });
    const ask = (ip: string) => trusting.inject({ url: '/api/v1/website/client/name?application_code=A', ...fromIp(ip) });
    expect((await ask('10.1.0.1')).statusCode).toBe(404);
    expect((await ask('10.1.0.1')).statusCode).toBe(404);
    expect((await ask('10.1.0.1')).statusCode).toBe(429);
    expect((await ask('10.1.0.2')).statusCode).toBe(404);
  });
});

describe('the address the limits count', () => {
  it('is an IPv4 address as it is, and an IPv6 address as its /64', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts every address of one IPv6 /64 together, and another /64 apart', async () => {
    const limited = await t.another({ rateLimits: { lookupsPerIpPerMinute: 2 } });
    const ask = (remoteAddress: string) => limited.inject({ url: '/api/v1/website/client/name?application_code=A', remoteAddress });
    expect((await ask('2001:db8:1:2::1')).statusCode).toBe(404);
    expect((await ask('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).statusCode).toBe(404);
    expect((await ask('2001:db8:1:2::99')).statusCode).toBe(429);
    expect((await ask('2001:db8:1:3::1')).statusCode).toBe(404);
  });
});
