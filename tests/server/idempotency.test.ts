import { beforeEach, describe, expect, it } from 'vitest';
import { enquiries, people } from '../../server/db/schema';
import { demoIntakeValues } from '../../server/db/seed-data/people';
import { FREE_SSNS } from './support/demo';
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
