import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { files as fileRows, people } from '../../server/db/schema';
import { billPdf, solidPng } from '../../server/db/seed-data/demo-files';
import { runReview } from '../../server/services/review';
import { getPath, type FieldRule } from '../../src/contract/field-rules';
import { onboardingStepRules } from '../../src/contract/onboarding-rules';
import { DEMO, login } from './support/demo';
import { captcha, get, json, post, type Values } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeEach(() => t.reset());

const photo = () => new File([new Uint8Array(solidPng(8, [10, 20, 30]))], 'me.png', { type: 'image/png' });
const script = () => new File(['#!/bin/sh\necho pwned\n'], 'me.png', { type: 'image/png' });
const SAVE = '/api/v1/website/onboarding?_method=PUT';

const save = (token: string, step: string, values: Values) => post(t.app, SAVE, { ...values, step, skip: 0, ...captcha('onboarding') }, { token, multipart: true });

async function pendingToken() {
  return login(t.app, DEMO.onboardingPending);
}

const identifiers = { identifiers: { identification_type_id: '1', photo_id: 'D-123-456', va_no: '55 12' }, other_identifiers: [{ identity_code: 'LIB-9', identity_type: 'Library card' }] };

async function pdfBill() {
  return new File([new Uint8Array(await billPdf('Water bill', ['Amount due: $40.00']))], 'water.pdf', { type: 'application/pdf' });
}

describe('GET /website/onboarding', () => {
  it('returns the onboarding detail of spec section 3 with the process state', async () => {
    const token = await login(t.app, DEMO.onboardingRejected);
    const { data } = json(await get(t.app, '/api/v1/website/onboarding', {}, token));
    expect(data).toMatchObject({
      application_code: 'ONB-4325',
      current_process: 'rejected',
      rejection_reason: [{ message: expect.any(String) }, { message: expect.any(String) }],
      name: 'Harold Jennings',
      date_of_birth: { date: '1952-09-09', formatted_date: '09/09/1952' },
      ssn_number_partial: '4325',
      image_name: 'photo.png',
      health_info: { diagnosis: 'Type 2 diabetes' },
      identifiers: { identification_type: { id: 2, name: 'State ID card' }, photo_id: 'S-4325-7781' },
      other_identifier: [{ id: expect.any(Number), identity_code: 'MC-4325', identity_type: 'Medicare card' }],
      benefits: [{ id: 1, amount: 1482, effective_from: { date: '2010-03-01', formatted_date: '03/01/2010' }, effective_till: null }],
    });
    expect(data.client_bills[0]).toMatchObject({ amount: 850, is_recursive: 1, reporting_account: { id: 11, name: 'Rent' }, bill_repeat_frequency: { id: 3, name: 'Monthly' } });
    expect(data.client_bills[0].files[0]).toMatchObject({ original_name: 'rent-statement.pdf', file_path: expect.stringMatching(/^\/api\/v1\/website\/files\/\d+\?session=\d+&expires=\d+&signature=/) });
    expect(data.client_contacts[0]).toMatchObject({ name: 'Dr. Alicia Moore', personal_contact: { primary_phone: '4105550123' } });
  });

  it('answers the same at /website/onboarding/{id} for the same person only', async () => {
    const token = await login(t.app, DEMO.onboardingRejected);
    const mine = json(await get(t.app, '/api/v1/website/onboarding', {}, token)).data;
    expect(json(await get(t.app, `/api/v1/website/onboarding/${mine.id}`, {}, token)).data.id).toBe(mine.id);
    expect(json(await get(t.app, '/api/v1/website/onboarding/ONB-4325', {}, token)).data.id).toBe(mine.id);
    expect((await get(t.app, `/api/v1/website/onboarding/${mine.id + 1}`, {}, token)).statusCode).toBe(404);
  });

  it('is for onboarding tokens only', async () => {
    const client = await login(t.app, DEMO.client);
    expect((await get(t.app, '/api/v1/website/onboarding', {}, client)).statusCode).toBe(403);
    expect((await get(t.app, '/api/v1/website/onboarding')).statusCode).toBe(401);
  });
});

/** A value each kind of field accepts, so every field a step's rules name can be filled. */
const SAMPLE: Partial<Record<FieldRule['kind'], string>> = {
  text: 'Sample text',
  numberText: '(555) 12-34',
  email: 'someone@example.org',
  phone: '4105550123',
  date: '2001-02-03',
  option: '1',
  amount: '12.50',
  integer: '3',
  flag: '1',
};

describe('every field of a step is read back as saved', () => {
  // Adding a field to an onboarding step is one line in its rules: the save stores the whole
  // step and the detail answers each field the rules name, so nothing else needs listing.
  it.each(['identifier', 'diagnosis'] as const)('%s', async (slug) => {
    const token = await pendingToken();
    const fields = onboardingStepRules(slug).fields;
    const values: Record<string, Record<string, string>> = {};
    for (const { name, kind } of fields) {
      const [group, key] = name.split('.') as [string, string];
      expect(SAMPLE[kind], `a sample value for ${kind}`).toBeDefined();
      values[group] = { ...values[group], [key]: SAMPLE[kind]! };
    }
    const saved = await save(token, slug, values);
    expect(saved.statusCode, saved.body).toBe(200);
    const { data } = json(await get(t.app, '/api/v1/website/onboarding', {}, token));
    for (const { name } of fields) expect(getPath(data, name) ?? null, name).not.toBeNull();
  });
});

describe('uploads', () => {
  it('serves a photo back through a signed link that expires', async () => {
    const token = await pendingToken();
    const saved = await save(token, 'document_proof', { image: photo() });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = json(saved).data.image_url as string;
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.app.inject({ url: url.replace(/signature=[^&]+/, 'signature=forged') })).statusCode).toBe(404);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60 * 1000);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('checks a photo by its content, not its name: a script called me.png is refused', async () => {
    const token = await pendingToken();
    const response = await save(token, 'document_proof', { image: script() });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ image: ['The photo must be a file of type: png, jpg, jpeg.'] });
    expect(await t.db.select().from(fileRows).where(eq(fileRows.personId, (await personId('ONB-4323'))))).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    const token = await pendingToken();
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(solidPng(2, [0, 0, 0]));
    const response = await save(token, 'document_proof', { image: new File([big], 'big.png', { type: 'image/png' }) });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ image: ['The photo may not be greater than 10 MB.'] });
  });

  it('replaces the photo and removes the old file', async () => {
    const token = await pendingToken();
    await save(token, 'document_proof', { image: photo() });
    await save(token, 'document_proof', { image: photo() });
    expect(await t.db.select().from(fileRows).where(eq(fileRows.personId, await personId('ONB-4323')))).toHaveLength(1);
  });
});

async function personId(code: string) {
  const [person] = await t.db.select().from(people).where(eq(people.applicationCode, code));
  return person!.id;
}

describe('POST /website/onboarding?_method=PUT', () => {
  it('needs the method override, the onboarding captcha and a known step', async () => {
    const token = await pendingToken();
    const plain = await post(t.app, '/api/v1/website/onboarding', { step: 'diagnosis', ...captcha('onboarding') }, { token });
    expect(plain.statusCode).toBe(405);
    const noCaptcha = await post(t.app, SAVE, { step: 'diagnosis' }, { token });
    expect(json(noCaptcha).errors).toHaveProperty('g-recaptcha-response');
    const unknown = await save(token, 'nonsense', {});
    expect(json(unknown).errors).toEqual({ step: ['The selected step is invalid.'] });
    const viaBody = await post(t.app, '/api/v1/website/onboarding', { _method: 'PUT', step: 'diagnosis', ...captcha('onboarding') }, { token });
    expect(viaBody.statusCode).toBe(200);
  });

  it('saves identifiers and replaces other identifiers as a set, at most 3', async () => {
    const token = await pendingToken();
    const first = json(await save(token, 'identifier', identifiers)).data;
    expect(first.identifiers).toMatchObject({ identification_type_id: 1, photo_id: 'D-123-456', va_no: '55 12' });
    const kept = first.other_identifier[0];
    const second = json(await save(token, 'identifier', { ...identifiers, other_identifiers: [{ ...kept }, { identity_code: 'X-2', identity_type: 'Transit card' }] })).data;
    expect(second.other_identifier.map((o: { id: number }) => o.id)[0]).toBe(kept.id);
    expect(second.other_identifier).toHaveLength(2);
    const four = Array.from({ length: 4 }, (_, i) => ({ identity_code: `C${i}`, identity_type: 'Card' }));
    expect(json(await save(token, 'identifier', { ...identifiers, other_identifiers: four })).errors).toEqual({ other_identifiers: ['The other identifiers may not have more than 3 items.'] });
  });

  it('keys active benefit errors by the benefit id', async () => {
    const token = await pendingToken();
    const response = await save(token, 'active_benefits', { active_benefits: [{ reporting_account_id: '2', benefit_amount: '', effective_from: '2020-01-01', effective_till: '2019-01-01' }] });
    expect(json(response).errors).toEqual({
      'active_benefits.2.benefit_amount': ['The monthly amount field is required.'],
      'active_benefits.2.effective_till': ['The till date may not be before the from date.'],
    });
  });

  it('lets the optional steps be skipped without saving', async () => {
    const token = await pendingToken();
    const skipped = await post(t.app, SAVE, { step: 'diagnosis', skip: 1, health_info: { diagnosis: 'x' }, ...captcha('onboarding') }, { token });
    expect(json(skipped).data.health_info.diagnosis).toBeNull();
    const notSkippable = await post(t.app, SAVE, { step: 'identifier', skip: 1, ...captcha('onboarding') }, { token });
    expect(notSkippable.statusCode).toBe(422);
  });

  it('keys bill errors by position and wants a frequency for a recurring bill', async () => {
    const token = await pendingToken();
    const response = await save(token, 'client_bills', { client_bills: [{ reporting_account_id: '11', amount: '10', is_recursive: '1', files: [await pdfBill()] }, { reporting_account_id: '1' }] });
    expect(Object.keys(json(response).errors!).sort()).toEqual([
      'client_bills.0.bill_repeat_frequency_id',
      'client_bills.1.amount',
      'client_bills.1.files.0',
      'client_bills.1.is_recursive',
      'client_bills.1.reporting_account_id',
    ]);
  });

  it('submits on the bills step only once photo and identifiers are saved, then locks', async () => {
    const token = await pendingToken();
    const bills = { client_bills: [{ reporting_account_id: '13', amount: '40.00', is_recursive: '0', files: [await pdfBill()] }] };
    const early = await save(token, 'client_bills', bills);
    expect(json(early).message).toBe('Please complete these steps before you submit: Profile photo, Identifiers.');
    expect(await t.db.select().from(fileRows).where(eq(fileRows.personId, await personId('ONB-4323')))).toEqual([]);
    await save(token, 'document_proof', { image: photo() });
    await save(token, 'identifier', identifiers);
    const submitted = await save(token, 'client_bills', bills);
    expect(json(submitted).data).toMatchObject({ current_process: 'in-progress', client_bills: [{ amount: 40, files: [{ original_name: 'water.pdf' }] }] });
    const locked = await save(token, 'diagnosis', {});
    expect(locked.statusCode).toBe(422);
    expect(json(locked).code).toBe('onboarding_locked');
  });

  it('sends a rejected onboarding back to in-progress, keeping stored bill files', async () => {
    const token = await login(t.app, DEMO.onboardingRejected);
    const { data } = json(await get(t.app, '/api/v1/website/onboarding', {}, token));
    const bills = data.client_bills.map((bill: { id: number; reporting_account_id: number; amount: number; is_recursive: number; bill_repeat_frequency_id: number | null }) => ({
      id: String(bill.id),
      reporting_account_id: String(bill.reporting_account_id),
      amount: String(bill.amount),
      is_recursive: String(bill.is_recursive),
      bill_repeat_frequency_id: bill.bill_repeat_frequency_id ? String(bill.bill_repeat_frequency_id) : '',
    }));
    const response = await save(token, 'client_bills', { client_bills: bills });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toMatchObject({ current_process: 'in-progress', rejection_reason: [] });
    expect(json(response).data.client_bills.map((bill: { files: unknown[] }) => bill.files.length)).toEqual([1, 1]);
  });
});

describe('review of an onboarding', () => {
  it('approves, then finishes into a client with the chosen programs', async () => {
    expect((await runReview(t.db, ['approve', 'ONB-4324'])).lines[0]).toBe('ONB-4324 (Evelyn Park): onboarding / in-progress -> onboarding / approved');
    const finished = await runReview(t.db, ['finish', 'ONB-4324']);
    expect(finished.lines).toEqual(['ONB-4324 (Evelyn Park): onboarding / approved -> client / approved', '  program 10 added (active)']);
    const token = await login(t.app, DEMO.onboardingInProgress);
    expect(json(await get(t.app, '/api/v1/website/client/programs', {}, token)).data).toEqual([{ id: 10, name: 'Representative Payee', status: 1, short_name: 'RP' }]);
  });

  it('rejects with reasons the applicant then sees, and signs them out', async () => {
    const token = await login(t.app, DEMO.onboardingPending);
    expect((await runReview(t.db, ['reject', 'ONB-4323', 'too early'])).ok).toBe(false);
    expect((await runReview(t.db, ['reject', 'ONB-4324', 'The photo is blurred', 'The bill is old'])).lines).toEqual([
      'ONB-4324 (Evelyn Park): onboarding / in-progress -> onboarding / rejected',
      '  reason: The photo is blurred',
      '  reason: The bill is old',
    ]);
    expect((await get(t.app, '/api/v1/website/onboarding', {}, token)).statusCode).toBe(200);
    const rejected = await login(t.app, DEMO.onboardingInProgress);
    expect(json(await get(t.app, '/api/v1/website/onboarding', {}, rejected)).data.rejection_reason).toEqual([{ message: 'The photo is blurred' }, { message: 'The bill is old' }]);
  });
});

describe('file links', () => {
  it('are tied to the session and person they were made for, and served by any server on the database', async () => {
    const token = await pendingToken();
    const url = json(await save(token, 'document_proof', { image: photo() })).data.image_url as string;
    // Another app on the same database (another process, in production) serves it: the content is in the database.
    const other = await t.another({});
    const served = await other.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // Another person's session cannot use it for their files, nor this link for another file.
    const theirToken = await login(t.app, DEMO.onboardingRejected);
    const theirs = json(await save(theirToken, 'document_proof', { image: photo() })).data.image_url as string;
    expect((await t.app.inject({ url: theirs })).statusCode).toBe(200);
    const theirId = /files\/(\d+)/.exec(theirs)![1]!;
    expect((await t.app.inject({ url: url.replace(/files\/\d+/, `files/${theirId}`) })).statusCode).toBe(404);
    const theirSession = /session=(\d+)/.exec(theirs)![1]!;
    expect((await t.app.inject({ url: url.replace(/session=\d+/, `session=${theirSession}`) })).statusCode).toBe(404);

    // Signing out ends the links made in that session.
    expect((await post(t.app, '/api/v1/website/logout', {}, { token })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});
