import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { people } from '../../server/db/schema';
import { demoIntakeValues, type DemoPerson } from '../../server/db/seed-data/people';
import { runReview } from '../../server/services/review';
import { DEMO, FREE_SSNS } from './support/demo';
import { readPdf } from './support/pdf';
import { captcha, get, json, post, type Values } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeEach(() => t.reset());

const applicant: DemoPerson = {
  ssn: FREE_SSNS[0],
  dateOfBirth: '1951-04-04',
  code: '',
  branch: 'Virginia',
  processType: 'intake',
  currentProcess: 'pending',
  title: 'Mr.',
  firstName: 'Ernest',
  lastName: 'Okafor',
};
const form = () => demoIntakeValues(applicant) as Values;
const identity = { ssn: applicant.ssn, date_of_birth: applicant.dateOfBirth };

async function create(values: Values = form()) {
  const response = await post(t.app, '/api/v1/website/intake', { ...values, step: 'about_you', ...captcha('intake') });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as { id: number; application_id: string; application_code: string };
}

const update = (id: number | string, code: string, step: string, values: Values = form(), who = identity) =>
  post(t.app, `/api/v1/website/intake/update?id=${id}`, { ...values, ...who, id: String(id), application_code: code, step });

async function countPeople() {
  return (await t.db.select({ id: people.id }).from(people)).length;
}

describe('POST /website/intake without an application', () => {
  it('checks step 1 alone and creates nothing', async () => {
    const before = await countPeople();
    const response = await post(t.app, '/api/v1/website/intake', { ...form(), step: 'representative', ...captcha('intake') });
    expect(response.json()).toEqual({ message: expect.any(String), data: { id: null, application_id: null } });
    expect(await countPeople()).toBe(before);
  });

  it('reports step 1 errors by dotted name', async () => {
    const response = await post(t.app, '/api/v1/website/intake', { step: 'representative', representative: { representative_type: 'relative' }, ...captcha('intake') });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors!)).toEqual(['representative.name', 'representative.relationship_id', 'representative.primary_phone', 'representative.primary_email']);
  });

  it('creates the application with step 2 and answers its id and code', async () => {
    const created = await create();
    expect(created.application_id).toMatch(/^INT-[A-Z2-9]{8}$/);
    expect(created.application_code).toBe(created.application_id);
    const lookup = json(await get(t.app, '/api/v1/website/intake', { ...identity, ...captcha('resume_lookup') })).data;
    expect(lookup).toMatchObject({ id: created.id, application_code: created.application_id, is_draft: true, is_rejected: false, saved_steps: ['representative', 'about_you'] });
    expect(lookup.first_name).toBe('Ernest');
    expect(lookup.representative).toMatchObject({ representative_type: 'relative', relationship_id: 3, preferred_communication: 1 });
  });

  it('needs the intake captcha on both calls', async () => {
    for (const step of ['representative', 'about_you']) {
      const response = await post(t.app, '/api/v1/website/intake', { ...form(), step });
      expect(response.statusCode).toBe(422);
      expect(json(response).errors).toHaveProperty('g-recaptcha-response');
    }
    expect(await countPeople()).toBe(8);
  });

  it('refuses a second application for the same SSN: "already exists" only to whoever gives its birth date', async () => {
    const response = await post(t.app, '/api/v1/website/intake', { ...form(), ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth, step: 'about_you', ...captcha('intake') });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors?.ssn?.[0]).toMatch(/already exists/);
    const guess = await post(t.app, '/api/v1/website/intake', { ...form(), ssn: DEMO.client.ssn, step: 'about_you', ...captcha('intake') });
    expect(guess.statusCode).toBe(422);
    expect(json(guess).errors?.ssn?.[0]).toMatch(/do not match our records/);
  });

  it('refuses the other steps before the application exists', async () => {
    const response = await post(t.app, '/api/v1/website/intake', { ...form(), step: 'housing_details', ...captcha('intake') });
    expect(json(response).errors).toEqual({ step: ['The selected step is invalid.'] });
  });
});

describe('POST /website/intake/update', () => {
  it('saves one step and remembers it', async () => {
    const { id, application_code: code } = await create();
    const response = await update(id, code, 'address_details');
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toMatchObject({ id, application_id: code, current_process: 'pending' });
    const data = json(await get(t.app, '/api/v1/website/intake', { ...identity, ...captcha('resume_lookup') })).data;
    expect(data.saved_steps).toContain('address_details');
    expect(data.physical_address).toMatchObject({ city_name: 'Fairfax', is_international: 0, country_id: 233 });
    expect(data.mailing_address).toMatchObject({ is_same_as_primary_address: 1, city_name: 'Fairfax' });
  });

  it('keeps every step when several saves of one application arrive at once (no save overwrites another)', async () => {
    const { id, application_code: code } = await create();
    const steps = ['address_details', 'contact_details', 'emergency_contact', 'benefit_details', 'housing_details'];
    const responses = await Promise.all(steps.map((step) => update(id, code, step)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const data = json(await get(t.app, '/api/v1/website/intake', { ...identity, ...captcha('resume_lookup') })).data;
    expect(data.saved_steps).toEqual(expect.arrayContaining(['representative', 'about_you', ...steps]));
  });

  it('answers 404 unless id, application code, SSN and birth date all match', async () => {
    const { id, application_code: code } = await create();
    const other = await t.db.select().from(people).where(eq(people.applicationCode, 'INT-4320'));
    const attempts = [
      update(id, code, 'address_details', form(), { ...identity, ssn: FREE_SSNS[1] }),
      update(id, code, 'address_details', form(), { ...identity, date_of_birth: '1951-04-05' }),
      update(id, 'INT-4320', 'address_details'),
      update(other[0]!.id, code, 'address_details'),
      update(id, code, 'address_details', form(), { ssn: DEMO.intakePending.ssn, date_of_birth: DEMO.intakePending.date_of_birth }),
      update('abc', code, 'address_details'),
      update(id, code, 'address_details', form(), { ssn: '', date_of_birth: '' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('We could not find an application with these details.');
    }
    expect(json(await get(t.app, '/api/v1/website/intake', { ...identity, ...captcha('resume_lookup') })).data.saved_steps).not.toContain('address_details');
  });

  it('reports the errors of the step and saves nothing of it', async () => {
    const { id, application_code: code } = await create();
    const values = { ...form(), housing: { house_type_id: '1', rent_amount: 'lots' } };
    const response = await update(id, code, 'housing_details', values);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors?.['housing.rent_amount']).toEqual(['The rent must be an amount in dollars, like 1250.00.']);
    expect(json(response).message).toMatch(/and \d+ more errors/);
    expect(json(await get(t.app, '/api/v1/website/intake', { ...identity, ...captcha('resume_lookup') })).data.housing.house_type_id).toBeNull();
  });

  it('refuses to submit while required steps are missing, naming them', async () => {
    const { id, application_code: code } = await create();
    const response = await update(id, code, 'referral_details');
    expect(response.statusCode).toBe(422);
    expect(json(response).message).toBe('Please complete these steps before you submit: Address Details, Emergency Contact Details, Employment Details, Housing Details.');
    expect(json(await get(t.app, '/api/v1/website/intake', { ...identity, ...captcha('resume_lookup') })).data.current_process).toBe('pending');
  });

  it('submits on the final step: pending -> in-progress, then no more changes', async () => {
    const { id, application_code: code } = await create();
    for (const step of ['address_details', 'emergency_contact', 'employment_details', 'housing_details']) expect((await update(id, code, step)).statusCode).toBe(200);
    const submitted = await update(id, code, 'referral_details');
    expect(json(submitted).data.current_process).toBe('in-progress');
    const locked = await update(id, code, 'housing_details');
    expect(locked.statusCode).toBe(422);
    expect(json(locked).code).toBe('application_locked');
  });

  it('sends a rejected application back to in-progress, reasons cleared', async () => {
    const [rejected] = await t.db.select().from(people).where(eq(people.applicationCode, 'INT-4322'));
    const who = { ssn: DEMO.intakeRejected.ssn, date_of_birth: DEMO.intakeRejected.date_of_birth };
    const values = demoIntakeValues({ ...applicant, ssn: who.ssn, dateOfBirth: who.date_of_birth }) as Values;
    expect((await update(rejected!.id, 'INT-4322', 'address_details', values, who)).statusCode).toBe(200);
    expect(json(await update(rejected!.id, 'INT-4322', 'referral_details', values, who)).data.current_process).toBe('in-progress');
    const lookup = json(await get(t.app, '/api/v1/website/client/process', { ...who, ...captcha('process_lookup') })).data;
    expect(lookup).toMatchObject({ current_process: 'in-progress', rejection_reason: [] });
  });

  it("drops the contact step for 'myself' and refuses it", async () => {
    const values = { ...form(), representative: { representative_type: 'myself' }, personal_contact: { primary_phone: '5715550100', primary_email: 'ernest@example.com' } };
    const { id, application_code: code } = await create(values);
    const response = await update(id, code, 'contact_details', values);
    expect(json(response).errors).toEqual({ step: ['The contact_details step does not apply to this application.'] });
    const data = json(await get(t.app, '/api/v1/website/intake', { ...identity, ...captcha('resume_lookup') })).data;
    expect(data.personal_contact).toMatchObject({ primary_phone: '5715550100' });
  });

  it('keeps the personal contact of step 4 when step 1 is saved again', async () => {
    const { id, application_code: code } = await create();
    await update(id, code, 'contact_details', { ...form(), personal_contact: { primary_phone: '7035550111' } });
    await update(id, code, 'representative');
    expect(json(await get(t.app, '/api/v1/website/intake', { ...identity, ...captcha('resume_lookup') })).data.personal_contact.primary_phone).toBe('7035550111');
  });
});

describe('POST /website/intake/receipt', () => {
  async function submitted() {
    const { id, application_code: code } = await create();
    const steps = ['address_details', 'emergency_contact', 'employment_details', 'housing_details'];
    const answers = [];
    for (const step of steps) answers.push(await update(id, code, step));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const answer = json(await update(id, code, 'referral_details')).data as { receipt_token?: string };
    return { code, token: answer.receipt_token, earlier: answers.map((response) => json(response).data) };
  }
  const receipt = (token: unknown) => post(t.app, '/api/v1/website/intake/receipt', { receipt_token: token as string });

  it('answers the submit with a receipt token, and a save that does not submit with none', async () => {
    const { token, earlier } = await submitted();
    for (const data of earlier) expect(data).not.toHaveProperty('receipt_token');
    expect(token).toMatch(/^\d+\.\d+\.\d+\.[\w-]+$/);
    // The token names no one.
    expect(token).not.toContain(applicant.ssn.slice(-4) + '.');
  });

  it('gives the application as a PDF: reference, time received, every answer in plain words, the SSN masked', async () => {
    t.clock.now = new Date('2026-03-02T15:04:00Z');
    const { code, token } = await submitted();
    const response = await receipt(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-filename']).toBe(`application-receipt-${code.toLowerCase()}.pdf`);
    expect(response.headers['cache-control']).toContain('no-store');
    const pdf = readPdf(response.rawPayload);
    expect(pdf.text).toContain(`Your reference: ${code}`);
    expect(pdf.text).toContain('Received: March 2, 2026 at 10:04 AM Eastern Time');
    for (const words of ['About you', 'Ernest', 'Okafor', 'April 4, 1951', '***-**-' + applicant.ssn.slice(-4), 'Referral Details']) expect(pdf.text).toContain(words);
    expect(pdf.text).not.toContain(applicant.ssn);
  });

  it('refuses a forged, altered or expired token, and the token of an earlier submission, with 404', async () => {
    const { token } = await submitted();
    const [id, at, expires, signature] = token!.split('.');
    for (const forged of ['', 'nonsense', `${Number(id) + 1}.${at}.${expires}.${signature}`, `${id}.${at}.${Number(expires) + 1}.${signature}`, { token }]) {
      const response = await receipt(forged);
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('This copy can no longer be downloaded. Please contact us and we will send you one.');
    }
    t.clock.now = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect((await receipt(token)).statusCode).toBe(404);
  });
});

describe('GET /website/intake', () => {
  it('returns every intake field of spec section 3, null where not given', async () => {
    const data = json(await get(t.app, '/api/v1/website/intake', { ...DEMO.intakePending, ...captcha('resume_lookup') })).data;
    for (const key of ['source_id', 'other_source', 'client_group_id', 'branch_id', 'program_id', 'birth_state_name', 'other_gender', 'referral_id', 'referral_agency', 'referral_date']) {
      expect(data, key).toHaveProperty(key);
    }
    expect(Object.keys(data.housing).sort()).toEqual(
      ['housing_provider', 'move_in_date', 'house_type_id', 'landlord_primary_phone', 'landlord_other_phone', 'landlord_fax', 'rent_amount', 'landlord_primary_email', 'landlord_other_email', 'remarks'].sort(),
    );
    expect(data.benefit).toHaveProperty('life_insurance_type');
    expect(data).toMatchObject({ application_code: 'INT-4320', ssn: DEMO.intakePending.ssn, date_of_birth: '1950-01-15', branch_id: 1, program_id: [10] });
  });

  it('answers 422 on ssn when nobody matches', async () => {
    const response = await get(t.app, '/api/v1/website/intake', { ...{ ssn: FREE_SSNS[1], date_of_birth: '1950-01-01' }, ...captcha('resume_lookup') });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toHaveProperty('ssn');
  });
});

describe('review of an intake', () => {
  it('approves a submitted intake into a pending onboarding the person can sign in to', async () => {
    const result = await runReview(t.db, ['approve', 'INT-4321']);
    expect(result.lines[0]).toBe('INT-4321 (Walter Brooks): intake / in-progress -> onboarding / pending');
    const login = await post(t.app, '/api/v1/website/login', { ssn: DEMO.intakeInProgress.ssn, date_of_birth: DEMO.intakeInProgress.date_of_birth, ...captcha('login') });
    expect(json(login).data).toMatchObject({ process_type: 'onboarding', current_process: 'pending', application_code: 'INT-4321' });
  });
});
