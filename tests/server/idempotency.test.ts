import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiries, people } from '../../server/db/schema';
import { demoIntakeValues } from '../../server/db/seed-data/people';
import { DEMO, FREE_SSNS, login } from './support/demo';
import { captcha, json, post, type Values } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeEach(() => t.reset());

const applicant = demoIntakeValues({ ssn: FREE_SSNS[1], dateOfBirth: '1949-09-19', code: '', branch: 'Ohio', processType: 'intake', currentProcess: 'pending', title: 'Ms.', firstName: 'Irene', lastName: 'Vasquez' }) as Values;
const createBody = { ...applicant, step: 'about_you', ...captcha('intake') };

describe('Idempotency-Key', () => {
  it('answers a repeated intake create with the first answer and creates one application', async () => {
    const first = await post(t.app, '/api/v1/website/intake', createBody, { idempotencyKey: 'create-1' });
    // The answer was lost; the outbox sends the same step again with a fresh captcha token.
    const again = await post(t.app, '/api/v1/website/intake', { ...createBody, 'g-recaptcha-response': 'local:intake' }, { idempotencyKey: 'create-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.select().from(people)).toHaveLength(9);
  });

  it('refuses the same key with another body, with a code that is not a field error', async () => {
    await post(t.app, '/api/v1/website/intake', createBody, { idempotencyKey: 'create-2' });
    const reused = await post(t.app, '/api/v1/website/intake', { ...createBody, first_name: 'Irina' }, { idempotencyKey: 'create-2' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: expect.any(String), code: 'idempotency_key_reused', errors: {} });
  });

  it('does not keep refusals: after a 422 the same key may carry the corrected request', async () => {
    const enquiry = { is_client: 0, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org', phone_number: '4105550100', enquiry_type_id: 1, ...captcha('enquiry') };
    const refused = await post(t.app, '/api/v1/website/enquiry/store', { ...enquiry, email: 'nope' }, { idempotencyKey: 'enq-1' });
    expect(refused.statusCode).toBe(422);
    const retried = await post(t.app, '/api/v1/website/enquiry/store', { ...enquiry, email: 'nope' }, { idempotencyKey: 'enq-1' });
    expect(retried.statusCode).toBe(422);
    expect(json(retried).code).toBeUndefined();
  });

  it('keeps answers for 24 hours', async () => {
    const enquiry = { is_client: 0, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org', phone_number: '4105550100', enquiry_type_id: 1, ...captcha('enquiry') };
    await post(t.app, '/api/v1/website/enquiry/store', enquiry, { idempotencyKey: 'enq-2' });
    t.clock.now = new Date(t.clock.now.getTime() + 23 * 60 * 60 * 1000);
    await post(t.app, '/api/v1/website/enquiry/store', enquiry, { idempotencyKey: 'enq-2' });
    expect(await t.db.select().from(enquiries)).toHaveLength(1);
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 60 * 60 * 1000);
    const late = await post(t.app, '/api/v1/website/enquiry/store', enquiry, { idempotencyKey: 'enq-2' });
    expect(late.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.db.select().from(enquiries)).toHaveLength(2);
  });

  it('refuses a key that is not 1-200 visible characters', async () => {
    const response = await post(t.app, '/api/v1/website/intake', createBody, { idempotencyKey: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
  });

  it('answers two concurrent requests with one key once: the second waits its turn or is told to', async () => {
    const [a, b] = await Promise.all([
      post(t.app, '/api/v1/website/intake', createBody, { idempotencyKey: 'race' }),
      post(t.app, '/api/v1/website/intake', createBody, { idempotencyKey: 'race' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual(expect.arrayContaining([200]));
    for (const response of [a, b]) expect([200, 409]).toContain(response.statusCode);
    expect(await t.db.select().from(people)).toHaveLength(9);
  });
});

describe('Idempotency-Key and a crash (the answer is stored in the write’s own transaction)', () => {
  let failAt: 'in-transaction' | 'committed' | null = null;
  let crashing: FastifyInstance;
  beforeAll(async () => {
    crashing = await t.another({
      probe: (stage) => {
        if (stage === failAt) throw new Error(`crash ${stage}`);
      },
    });
  });
  const createdCount = async () => (await t.db.select().from(people)).length;

  it('after the write, inside the transaction: nothing is kept, and the retry writes once', async () => {
    const app = crashing;
    failAt = 'in-transaction';
    const crashed = await post(app, '/api/v1/website/intake', createBody, { idempotencyKey: 'crash-1' });
    expect(crashed.statusCode).toBe(500);
    expect(await createdCount()).toBe(8);
    failAt = null;
    const retried = await post(app, '/api/v1/website/intake', createBody, { idempotencyKey: 'crash-1' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await createdCount()).toBe(9);
  });

  it('after the commit, before the answer: the retry gets the stored answer and nothing is written twice', async () => {
    const app = crashing;
    failAt = 'committed';
    const crashed = await post(app, '/api/v1/website/intake', createBody, { idempotencyKey: 'crash-2' });
    expect(crashed.statusCode).toBe(500);
    expect(await createdCount()).toBe(9);
    failAt = null;
    // Two minutes later (the old pending window) and with a fresh token, as the outbox retries.
    t.clock.now = new Date(t.clock.now.getTime() + 3 * 60 * 1000);
    const retried = await post(app, '/api/v1/website/intake', { ...createBody, 'g-recaptcha-response': 'local:intake' }, { idempotencyKey: 'crash-2' });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const [created] = await t.db.select().from(people).where(eq(people.ssnHash, t.keyring.hashSsn(FREE_SSNS[1])));
    expect(json(retried).data).toMatchObject({ id: created!.id, application_code: created!.applicationCode });
    expect(await createdCount()).toBe(9);
  });

  it('the same for a step save and an onboarding save', async () => {
    const app = crashing;
    const first = json(await post(app, '/api/v1/website/intake', createBody, { idempotencyKey: 'crash-3' })).data as { id: number; application_code: string };
    const update = { ...applicant, id: String(first.id), application_code: first.application_code, step: 'about_you', first_name: 'Irena' };
    failAt = 'committed';
    expect((await post(app, `/api/v1/website/intake/update?id=${first.id}`, update, { idempotencyKey: 'crash-4' })).statusCode).toBe(500);
    failAt = null;
    const replayed = await post(app, `/api/v1/website/intake/update?id=${first.id}`, update, { idempotencyKey: 'crash-4' });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    const token = await login(app, DEMO.onboardingPending);
    const step = { step: 'identifier', skip: 0, identifiers: { identification_type_id: '1', photo_id: 'D-123-456', va_no: '55 12' }, other_identifiers: [{ identity_code: 'LIB-9', identity_type: 'Library card' }], ...captcha('onboarding') };
    failAt = 'in-transaction';
    const crashed = await post(app, '/api/v1/website/onboarding?_method=PUT', step, { token, idempotencyKey: 'crash-5', multipart: true });
    expect(crashed.statusCode, crashed.body).toBe(500);
    failAt = null;
    const saved = await post(app, '/api/v1/website/onboarding?_method=PUT', step, { token, idempotencyKey: 'crash-5', multipart: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['idempotent-replayed']).toBeUndefined();
  });
});
