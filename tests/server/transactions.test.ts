import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import type { Db } from '../../server/db/connect';
import { solidPng } from '../../server/db/seed-data/demo-files';
import { demoIntakeValues } from '../../server/db/seed-data/people';
import { DEMO, FREE_SSNS } from './support/demo';
import { captcha, get, json, post, type Values } from './support/requests';
import { GENEROUS_LIMITS, useTestApp } from './support/test-app';

/**
 * One transaction per request: every write a request makes (its rate-limit counts, its
 * session's use, its stored answer, the write itself) commits together. Counted on the
 * database handle the app is given: each transaction it opens, and each write statement it
 * sends outside a transaction (which commits on its own).
 */
const t = useTestApp();
const seen = { transactions: 0, writesOutside: 0 };
let app: FastifyInstance;

function counting(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'transaction') return (...args: unknown[]) => ((seen.transactions += 1), value.apply(target, args));
      if (property === 'insert' || property === 'update' || property === 'delete' || property === 'execute') {
        return (...args: unknown[]) => ((seen.writesOutside += 1), value.apply(target, args));
      }
      return value.bind(target);
    },
  });
}

beforeAll(async () => {
  app = await buildApp(
    { ...configFromEnv({ DATA_DIR: 'memory', STATIC_DIR: '', LOG_LEVEL: 'silent' }), rateLimits: GENEROUS_LIMITS },
    { database: { ...t.database, db: counting(t.db) }, files: t.files, now: () => t.clock.now },
  );
});
afterAll(() => app.close());
beforeEach(() => t.reset());

/** The commits `send` caused: its transactions and its writes outside one. */
async function commitsOf(send: () => Promise<{ statusCode: number; body: string }>, status = 200): Promise<number> {
  seen.transactions = 0;
  seen.writesOutside = 0;
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  return seen.transactions + seen.writesOutside;
}

const later = (minutes: number) => (t.clock.now = new Date(t.clock.now.getTime() + minutes * 60_000));

describe('every request that writes commits once', () => {
  it('the look-ups and sign-in, whether they find the person or not', async () => {
    const client = { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth };
    expect(await commitsOf(() => post(app, '/api/v1/website/login', { ...client, ...captcha('login') }))).toBe(1);
    expect(await commitsOf(() => post(app, '/api/v1/website/login', { ...client, date_of_birth: '1999-09-09', ...captcha('login') }), 422)).toBe(1);
    expect(await commitsOf(() => get(app, '/api/v1/website/client/process', { ...client, ...captcha('process_lookup') }))).toBe(1);
    expect(await commitsOf(() => get(app, '/api/v1/website/intake', { ssn: DEMO.intakePending.ssn, date_of_birth: DEMO.intakePending.date_of_birth, ...captcha('resume_lookup') }))).toBe(1);
    expect(await commitsOf(() => get(app, '/api/v1/website/client/name', { application_code: 'ONB-4323' }))).toBe(1);
  });

  it('the intake create and a step save', async () => {
    const values = demoIntakeValues({ ssn: FREE_SSNS[0], dateOfBirth: '1951-04-04', code: '', branch: 'Ohio', processType: 'intake', currentProcess: 'pending', title: 'Ms.', firstName: 'Ada', lastName: 'Once' }) as Values;
    let created: { id: number; application_code: string } = { id: 0, application_code: '' };
    expect(
      await commitsOf(async () => {
        const response = await post(app, '/api/v1/website/intake', { ...values, step: 'about_you', ...captcha('intake') }, { idempotencyKey: 'create-once' });
        created = json(response).data;
        return response;
      }),
    ).toBe(1);
    const save = { ...values, id: String(created.id), application_code: created.application_code, step: 'address_details' };
    expect(await commitsOf(() => post(app, `/api/v1/website/intake/update?id=${created.id}`, save, { idempotencyKey: 'save-once' }))).toBe(1);
    expect(await commitsOf(() => post(app, `/api/v1/website/intake/update?id=${created.id}`, { ...save, date_of_birth: '1951-04-05' }), 404)).toBe(1);
  });

  it('the enquiry, an onboarding save (with the session marked used) and the logout', async () => {
    const enquiry = { is_client: 0, first_name: 'Ada', last_name: 'Once', email: 'ada@example.org', phone_number: '4105550100', enquiry_type_id: 1, ...captcha('enquiry') };
    expect(await commitsOf(() => post(app, '/api/v1/website/enquiry/store', enquiry))).toBe(1);
    const token = json(await post(app, '/api/v1/website/login', { ssn: DEMO.onboardingPending.ssn, date_of_birth: DEMO.onboardingPending.date_of_birth, ...captcha('login') })).data.token as string;
    later(2);
    const photo = { step: 'document_proof', image: new File([new Uint8Array(solidPng(4, [1, 2, 3]))], 'me.png'), ...captcha('onboarding') };
    expect(await commitsOf(() => post(app, '/api/v1/website/onboarding?_method=PUT', photo, { token, multipart: true, idempotencyKey: 'photo-once' }))).toBe(1);
    later(2);
    expect(await commitsOf(() => post(app, '/api/v1/website/session/renew', {}, { token }))).toBe(1);
    expect(await commitsOf(() => post(app, '/api/v1/website/logout', {}, { token, idempotencyKey: 'bye-once' }))).toBe(1);
  });

  it('a read that marks the session used commits that alone', async () => {
    const token = json(await post(app, '/api/v1/website/login', { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth, ...captcha('login') })).data.token as string;
    later(2);
    expect(await commitsOf(() => get(app, '/api/v1/website/client/programs', {}, token))).toBe(1);
    expect(await commitsOf(() => get(app, '/api/v1/website/client/programs', {}, token))).toBe(0);
  });
});
