import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokens } from '../../server/db/schema';
import { sha256 } from '../../server/security/keyring';
import { DEMO, login } from './support/demo';
import { captcha, get, json, post } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeEach(() => t.reset());

const lookup = (who: { ssn: string; date_of_birth: string }, action: 'process_lookup' | 'resume_lookup' = 'process_lookup') =>
  get(t.app, '/api/v1/website/client/process', { ssn: who.ssn, date_of_birth: who.date_of_birth, ...captcha(action) });

describe('GET /website/client/process', () => {
  it('returns the status record of a person found by SSN and birth date', async () => {
    const response = await lookup(DEMO.intakeRejected);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({
      id: expect.any(Number),
      process_type: 'intake',
      current_process: 'rejected',
      application_code: 'INT-4322',
      title: 'Ms.',
      first_name: 'Dolores',
      middle_name: null,
      last_name: 'Fitzgerald',
      suffix: null,
      ssn_number_partial: '4322',
      rejection_reason: [{ message: expect.stringMatching(/ZIP code/) }, { message: expect.stringMatching(/emergency contact/) }],
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts an SSN written with dashes and a token of the resume screen', async () => {
    const response = await lookup({ ssn: '987-65-4323', date_of_birth: DEMO.onboardingPending.date_of_birth }, 'resume_lookup');
    expect(json(response).data).toMatchObject({ process_type: 'onboarding', current_process: 'pending' });
  });

  it('says plainly that the details do not match, under ssn', async () => {
    const response = await lookup({ ssn: DEMO.client.ssn, date_of_birth: '1940-03-01' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors?.ssn?.[0]).toMatch(/do not match our records/);
  });

  it("uses the spec's words when SSN or birth date is missing", async () => {
    const response = await get(t.app, '/api/v1/website/client/process', captcha('process_lookup'));
    expect(json(response).errors).toEqual({ ssn: ['SSN field is required'], date_of_birth: ['Date of birth fields is require'] });
  });

  it('refuses a missing or wrong captcha token', async () => {
    for (const token of [undefined, 'local:login', 'forged']) {
      const response = await get(t.app, '/api/v1/website/client/process', { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth, 'g-recaptcha-response': token });
      expect(response.statusCode).toBe(422);
      expect(json(response).errors).toEqual({ 'g-recaptcha-response': ['Captcha verification failed. Please try again!'] });
    }
  });
});

describe('GET /website/client/name', () => {
  it('gives the first name for an application code, any case', async () => {
    expect(json(await get(t.app, '/api/v1/website/client/name', { application_code: 'onb-4323' })).data).toEqual({ first_name: 'Raymond' });
  });

  it('answers 404 for an unknown code and 422 without one', async () => {
    expect((await get(t.app, '/api/v1/website/client/name', { application_code: 'INT-NOPE' })).statusCode).toBe(404);
    expect((await get(t.app, '/api/v1/website/client/name')).statusCode).toBe(422);
  });
});

describe('POST /website/login', () => {
  const body = (who: { ssn: string; date_of_birth: string }, extra = {}) => ({ ssn: who.ssn, date_of_birth: who.date_of_birth, ...captcha('login'), ...extra });

  it('signs a client in with a random token stored only as its hash, valid 2 days', async () => {
    const response = await post(t.app, '/api/v1/website/login', body(DEMO.client, { application_code: 'CLI-4327' }));
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data).toMatchObject({ process_type: 'client', current_process: 'approved', client_id: expect.any(Number), application_code: 'CLI-4327', ssn_number_partial: '4327', first_name: 'Franklin', last_name: 'Hayes' });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(tokens).where(eq(tokens.tokenHash, sha256(data.token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(await t.db.select().from(tokens))).not.toContain(data.token);
    const lifetime = row!.expiresAt.getTime() - t.clock.now.getTime();
    expect(lifetime).toBe(2 * 24 * 60 * 60 * 1000);
  });

  it('opens the onboarding wizard while onboarding is pending or rejected', async () => {
    for (const who of [DEMO.onboardingPending, DEMO.onboardingRejected]) {
      expect(json(await post(t.app, '/api/v1/website/login', body(who))).data.process_type).toBe('onboarding');
    }
  });

  it('opens the account once onboarding is approved, so Check Account Details reaches /my-account', async () => {
    const { data } = json(await post(t.app, '/api/v1/website/login', body(DEMO.onboardingApproved)));
    expect(data).toMatchObject({ process_type: 'client', current_process: 'approved' });
  });

  it('refuses with a warning during intake and while onboarding is being reviewed', async () => {
    for (const who of [DEMO.intakePending, DEMO.intakeInProgress, DEMO.onboardingInProgress]) {
      const response = await post(t.app, '/api/v1/website/login', body(who));
      expect(response.statusCode).toBe(422);
      expect(json(response).errors?.warning?.[0]).toBe(json(response).message);
    }
  });

  it('refuses wrong details with errors under ssn, and a code of someone else', async () => {
    const wrongDate = await post(t.app, '/api/v1/website/login', body({ ...DEMO.client, date_of_birth: '1941-02-28' }));
    expect(json(wrongDate).errors).toHaveProperty('ssn');
    const wrongCode = await post(t.app, '/api/v1/website/login', body(DEMO.client, { application_code: 'ONB-4326' }));
    expect(wrongCode.statusCode).toBe(422);
  });

  it('needs the login captcha action', async () => {
    const response = await post(t.app, '/api/v1/website/login', { ...body(DEMO.client), 'g-recaptcha-response': 'local:enquiry' });
    expect(json(response).errors).toHaveProperty('g-recaptcha-response');
  });
});

describe('tokens', () => {
  it('stop working after 2 days', async () => {
    const token = await login(t.app, DEMO.client);
    expect((await get(t.app, '/api/v1/website/client/programs', {}, token)).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await get(t.app, '/api/v1/website/client/programs', {}, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('are revoked by logout', async () => {
    const token = await login(t.app, DEMO.client);
    const response = await post(t.app, '/api/v1/website/logout', {}, { token });
    expect(response.json()).toEqual({ message: 'Logged out successfully' });
    expect((await get(t.app, '/api/v1/website/client/programs', {}, token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/v1/website/logout', {}, { token })).statusCode).toBe(401);
  });

  it('are refused when missing or malformed', async () => {
    expect((await get(t.app, '/api/v1/website/client/programs')).statusCode).toBe(401);
    const response = await t.app.inject({ url: '/api/v1/website/client/programs', headers: { authorization: 'Basic abc' } });
    expect(response.statusCode).toBe(401);
  });
});
