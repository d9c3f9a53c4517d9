import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCKED_TRIES_PER_IP_HOUR } from '../../server/security/identity-guard';
import { DEMO } from './support/demo';
import { captcha, get, post } from './support/requests';
import { useTestApp } from './support/test-app';

/**
 * Identity limits hold when the guesses arrive at the same moment: each is counted before its
 * look-up runs and decided on that count, so of fifty simultaneous wrong guesses for one SSN no
 * more than the limit are checked (422); the rest are refused unchecked (429). Runs on PGlite,
 * and on PostgreSQL with `npm run test:server:pg`, where the requests run on several
 * connections at once.
 */
const t = useTestApp();
beforeEach(() => t.reset());

const AT_ONCE = 50;
const fromIp = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const wrongDate = (i: number) => `1999-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

/** Fifty wrong logins for one SSN at once; how many were checked (422) and refused unchecked (429). */
async function guessesAtOnce(app: FastifyInstance, ssn: string, ip: (i: number) => string): Promise<{ checked: number; refused: number }> {
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) => post(app, '/api/v1/website/login', { ssn, date_of_birth: wrongDate(i), ...captcha('login') }, fromIp(ip(i)))),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.every((status) => status === 422 || status === 429), statuses.join(' ')).toBe(true);
  return { checked: statuses.filter((status) => status === 422).length, refused: statuses.filter((status) => status === 429).length };
}

describe('fifty simultaneous wrong guesses for one SSN', () => {
  it('from one address: no more than the per-minute limit of the SSN and address are checked', async () => {
    const app = await t.another({ rateLimits: { ssnIpFailuresPerMinute: 5 }, trustProxy: '1' });
    expect(await guessesAtOnce(app, DEMO.client.ssn, () => '203.0.113.1')).toEqual({ checked: 5, refused: AT_ONCE - 5 });
    // The refused ones counted nothing: the right birth date is let in once the minute has passed.
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await post(app, '/api/v1/website/login', { ...DEMO.client, ...captcha('login') }, fromIp('203.0.113.1'))).statusCode).toBe(200);
  });

  it('from one address: no more than the hourly limit of the SSN are checked', async () => {
    const app = await t.another({ rateLimits: { ssnFailuresPerHour: 7 }, trustProxy: '1' });
    // Past the hourly limit an address still has its few tries of the hour, but these seven were its own.
    expect(await guessesAtOnce(app, DEMO.onboardingApproved.ssn, () => '203.0.113.2')).toEqual({ checked: 7, refused: AT_ONCE - 7 });
  });

  it('after a lock-out, from a new address: no more than its few tries are checked', async () => {
    const app = await t.another({ rateLimits: { ssnFailuresPerHour: 3 }, trustProxy: '1' });
    for (let i = 0; i < 3; i += 1) expect((await post(app, '/api/v1/website/login', { ssn: DEMO.onboardingPending.ssn, date_of_birth: wrongDate(i), ...captcha('login') }, fromIp(`198.51.100.${i}`))).statusCode).toBe(422);
    expect(await guessesAtOnce(app, DEMO.onboardingPending.ssn, () => '203.0.113.3')).toEqual({ checked: LOCKED_TRIES_PER_IP_HOUR, refused: AT_ONCE - LOCKED_TRIES_PER_IP_HOUR });
  });

  it('from many addresses: the per-minute limit of each SSN and address holds for each', async () => {
    const app = await t.another({ rateLimits: { ssnIpFailuresPerMinute: 2 }, trustProxy: '1' });
    expect(await guessesAtOnce(app, DEMO.intakePending.ssn, (i) => `203.0.113.${10 + (i % 5)}`)).toEqual({ checked: 5 * 2, refused: AT_ONCE - 10 });
  });
});

describe('fifty simultaneous look-ups from one address', () => {
  it('answer no more than the per-address limit', async () => {
    const app = await t.another({ rateLimits: { lookupsPerIpPerMinute: 4 }, trustProxy: '1' });
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => get(app, '/api/v1/website/client/name', { application_code: `X-${i}` }).then((response) => response.statusCode)));
    expect(answers.filter((status) => status === 404)).toHaveLength(4);
    expect(answers.filter((status) => status === 429)).toHaveLength(AT_ONCE - 4);
  });
});
