import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateCounters } from '../../server/db/schema';
import { LOCKED_TRIES_PER_IP_HOUR } from '../../server/security/identity-guard';
import { NO_MATCH } from '../../server/services/identity';
import { SSN_TAKEN } from '../../server/services/intake';
import { demoIntakeValues } from '../../server/db/seed-data/people';
import { DEMO, FREE_SSNS } from './support/demo';
import { captcha, get, json, post, type Values } from './support/requests';
import { useTestApp } from './support/test-app';

/** Identity guesses are throttled wherever they happen, and proven saves are not. */
const t = useTestApp();
beforeEach(() => t.reset());

const fromIp = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const createFor = (ssn: string, dateOfBirth: string) =>
  ({
    ...demoIntakeValues({ ssn, dateOfBirth, code: '', branch: 'Ohio', processType: 'intake', currentProcess: 'pending', title: 'Ms.', firstName: 'Ada', lastName: 'Guess' }),
    step: 'about_you',
    ...captcha('intake'),
  }) as Values;
const loginAs = (app: FastifyInstance, who: { ssn: string; date_of_birth: string }, ip: string) =>
  post(app, '/api/v1/website/login', { ssn: who.ssn, date_of_birth: who.date_of_birth, ...captcha('login') }, fromIp(ip));

describe('a create for an enrolled SSN', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await t.another({ rateLimits: { ssnIpFailuresPerMinute: 3 } });
  });

  it('with another birth date is a failed identity check: the look-ups’ answer, counted, then 429', async () => {
    // What a login with a wrong birth date answers (for another SSN: the counters are shared by every app on the database).
    const login = await post(t.app, '/api/v1/website/login', { ssn: DEMO.intakePending.ssn, date_of_birth: '1999-09-09', ...captcha('login') });
    const guess = await post(strict, '/api/v1/website/intake', createFor(DEMO.client.ssn, '1999-09-09'));
    expect(guess.statusCode).toBe(422);
    expect(guess.json()).toEqual(login.json());
    expect(json(guess).message).toBe(NO_MATCH.message);
    for (let i = 0; i < 2; i += 1) expect((await post(strict, '/api/v1/website/intake', createFor(DEMO.client.ssn, `1999-09-1${i}`))).statusCode).toBe(422);
    const locked = await post(strict, '/api/v1/website/intake', createFor(DEMO.client.ssn, '1999-09-20'));
    expect(locked.statusCode).toBe(429);
    // The hourly counter of that SSN holds the three failures (keys hold its HMAC, never the number).
    const keys = (await t.db.select().from(rateCounters)).map((row) => row.key);
    expect(keys).toContain(`ssn:${t.keyring.hashSsn(DEMO.client.ssn)}`);
    expect(keys.join(' ')).not.toContain(DEMO.client.ssn);
  });

  it('with the right birth date is told the application exists (the person proved who they are)', async () => {
    const response = await post(t.app, '/api/v1/website/intake', createFor(DEMO.intakePending.ssn, DEMO.intakePending.date_of_birth));
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ ssn: [SSN_TAKEN.message] });
  });
});

describe('GET /website/intake', () => {
  it('asks for the bot-check token like the process look-up', async () => {
    const without = await get(t.app, '/api/v1/website/intake', { ssn: DEMO.intakePending.ssn, date_of_birth: DEMO.intakePending.date_of_birth });
    expect(without.statusCode).toBe(422);
    expect(json(without).errors).toEqual({ 'g-recaptcha-response': ['Captcha verification failed. Please try again!'] });
    const withToken = await get(t.app, '/api/v1/website/intake', { ssn: DEMO.intakePending.ssn, date_of_birth: DEMO.intakePending.date_of_birth, ...captcha('resume_lookup') });
    expect(withToken.statusCode).toBe(200);
  });
});

describe('an SSN past its hourly limit', () => {
  let locked: FastifyInstance;
  beforeAll(async () => {
    locked = await t.another({ rateLimits: { ssnFailuresPerHour: 5 }, trustProxy: '1' });
  });

  it('still lets the real person in with a valid token, and holds each guessing address to a few tries', async () => {
    for (let i = 0; i < 6; i += 1) expect((await loginAs(locked, { ssn: DEMO.client.ssn, date_of_birth: `1999-01-0${i + 1}` }, `203.0.113.${i}`)).statusCode).toBe(422);
    // Locked for the hour, but not for the person: another address, a fresh token, the right birth date.
    expect((await loginAs(locked, DEMO.client, '198.51.100.7')).statusCode).toBe(200);
    // A guessing address gets LOCKED_TRIES_PER_IP_HOUR failures in all, then 429, even with the right date.
    for (let i = 1; i < LOCKED_TRIES_PER_IP_HOUR; i += 1) expect((await loginAs(locked, { ssn: DEMO.client.ssn, date_of_birth: `1998-02-0${i}` }, '203.0.113.0')).statusCode).toBe(422);
    const refused = await loginAs(locked, DEMO.client, '203.0.113.0');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A look-up without a valid token never reaches the identity check.
    const noToken = await post(locked, '/api/v1/website/login', { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth }, fromIp('198.51.100.8'));
    expect(noToken.statusCode).toBe(422);
    expect(json(noToken).errors).toHaveProperty('g-recaptcha-response');
  });
});

describe('the saves of a proven application are not look-ups', () => {
  let office: FastifyInstance;
  beforeAll(async () => {
    office = await t.another({ rateLimits: { lookupsPerIpPerMinute: 3 } });
  });

  it('lets one address save many steps, while failed saves and look-ups still count', async () => {
    const created = await post(office, '/api/v1/website/intake', createFor(FREE_SSNS[0], '1951-04-04'));
    expect(created.statusCode, created.body).toBe(200);
    const { id, application_code: code } = json(created).data as { id: number; application_code: string };
    const values = demoIntakeValues({ ssn: FREE_SSNS[0], dateOfBirth: '1951-04-04', code: '', branch: 'Ohio', processType: 'intake', currentProcess: 'pending', title: 'Ms.', firstName: 'Ada', lastName: 'Guess' });
    const save = (dob: string) => post(office, `/api/v1/website/intake/update?id=${id}`, { ...(values as Values), date_of_birth: dob, id: String(id), application_code: code, step: 'about_you' });
    for (let i = 0; i < 8; i += 1) expect((await save('1951-04-04')).statusCode).toBe(200);
    // The create was one look-up; two more fit in the minute.
    expect((await get(office, '/api/v1/website/client/name', { application_code: code })).statusCode).toBe(200);
    expect((await save('1951-04-05')).statusCode).toBe(404);
    // The failed save was counted: the address is now at its limit.
    expect((await get(office, '/api/v1/website/client/name', { application_code: code })).statusCode).toBe(429);
    expect((await save('1951-04-04')).statusCode).toBe(429);
  });
});
