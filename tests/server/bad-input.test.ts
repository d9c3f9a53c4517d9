import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { people } from '../../server/db/schema';
import { solidPng } from '../../server/db/seed-data/demo-files';
import { demoIntakeValues, DEMO_PEOPLE } from '../../server/db/seed-data/people';
import { JSON_VALUES, LYING_FILES, MUTATIONS, mutate, type Field } from './support/bad-input';
import { DEMO, FREE_SSNS, login, type DemoIdentity } from './support/demo';
import { captcha, formBody, get, json, post, type Values } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  fields: Field[];
  values: () => Promise<Record<string, unknown>>;
  auth?: DemoIdentity;
  multipart?: boolean;
  idempotent?: boolean;
}

const strict = (path: string, required = true): Field => ({ path, kind: 'strict', required });
const text = (path: string, required = true): Field => ({ path, kind: 'text', required });

async function idOf(code: string) {
  const [person] = await t.db.select().from(people).where(eq(people.applicationCode, code));
  return person!.id;
}

const pending = DEMO_PEOPLE.find((person) => person.code === 'INT-4320')!;
const newcomer = { ...pending, ssn: FREE_SSNS[0], dateOfBirth: '1951-04-04' };
// A whole picture: the server reads a picture's structure to strip its metadata, so a bare PNG
// signature is refused as not a picture.
const png = () => new File([new Uint8Array(solidPng(8, [10, 20, 30]))], 'me.png', { type: 'image/png' });

const ENDPOINTS: Endpoint[] = [
  { name: 'case managers', method: 'GET', url: '/api/v1/dropdown/case-managers', fields: [strict('agency_id', false)], values: async () => ({ agency_id: 1 }) },
  {
    name: 'reporting accounts',
    method: 'GET',
    url: '/api/v1/dropdown/reporting-accounts',
    fields: [strict('reporting_type_id', false), strict('is_benefit', false)],
    values: async () => ({ reporting_type_id: 1, is_benefit: 'true' }),
  },
  { name: 'states', method: 'GET', url: '/api/v1/master/states', fields: [strict('country_id', false)], values: async () => ({ country_id: 233 }) },
  {
    name: 'enquiry',
    method: 'POST',
    url: '/api/v1/website/enquiry/store',
    idempotent: true,
    fields: [strict('is_client'), text('first_name'), text('last_name'), strict('email'), strict('phone_number'), strict('enquiry_type_id'), text('description', false), strict('g-recaptcha-response')],
    values: async () => ({ is_client: 0, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org', phone_number: '4105550100', enquiry_type_id: 1, description: 'Hello', ...captcha('enquiry') }),
  },
  {
    name: 'process lookup',
    method: 'GET',
    url: '/api/v1/website/client/process',
    fields: [strict('ssn'), strict('date_of_birth'), strict('g-recaptcha-response')],
    values: async () => ({ ...DEMO.client, ...captcha('process_lookup') }),
  },
  { name: 'name lookup', method: 'GET', url: '/api/v1/website/client/name', fields: [strict('application_code')], values: async () => ({ application_code: 'CLI-4327' }) },
  {
    name: 'login',
    method: 'POST',
    url: '/api/v1/website/login',
    fields: [strict('ssn'), strict('date_of_birth'), strict('g-recaptcha-response'), strict('application_code', false)],
    values: async () => ({ ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth, application_code: 'CLI-4327', ...captcha('login') }),
  },
  { name: 'logout', method: 'POST', url: '/api/v1/website/logout', fields: [], auth: DEMO.client, idempotent: true, values: async () => ({}) },
  {
    name: 'intake step 1 check',
    method: 'POST',
    url: '/api/v1/website/intake',
    idempotent: true,
    fields: [strict('step'), strict('representative.representative_type'), text('representative.name'), strict('representative.relationship_id'), strict('representative.primary_phone'), strict('representative.primary_email'), strict('g-recaptcha-response')],
    values: async () => ({ ...demoIntakeValues(newcomer), step: 'representative', ...captcha('intake') }),
  },
  {
    name: 'intake create',
    method: 'POST',
    url: '/api/v1/website/intake',
    idempotent: true,
    fields: [strict('step'), strict('ssn'), strict('date_of_birth'), text('first_name'), text('last_name'), text('title'), strict('branch_id'), strict('gender_id'), strict('race_id.0'), strict('birth_country_id'), strict('program_id.0', false), strict('g-recaptcha-response')],
    values: async () => ({ ...demoIntakeValues(newcomer), step: 'about_you', ...captcha('intake') }),
  },
  {
    name: 'intake update',
    method: 'POST',
    url: '/api/v1/website/intake/update',
    idempotent: true,
    fields: [
      strict('id'),
      strict('application_code'),
      strict('ssn'),
      strict('date_of_birth'),
      strict('step'),
      strict('housing.house_type_id'),
      text('housing.housing_provider'),
      strict('housing.move_in_date'),
      strict('housing.landlord_primary_phone'),
      strict('housing.rent_amount'),
      strict('housing.landlord_primary_email'),
      text('housing.remarks', false),
    ],
    values: async () => ({ ...demoIntakeValues(pending), id: await idOf('INT-4320'), application_code: 'INT-4320', step: 'housing_details' }),
  },
  {
    name: 'intake lookup',
    method: 'GET',
    url: '/api/v1/website/intake',
    fields: [strict('ssn'), strict('date_of_birth'), strict('g-recaptcha-response')],
    values: async () => ({ ...DEMO.intakePending, ...captcha('resume_lookup') }),
  },
  { name: 'programs', method: 'GET', url: '/api/v1/website/client/programs', fields: [], auth: DEMO.client, values: async () => ({}) },
  { name: 'balance', method: 'GET', url: '/api/v1/website/client/account-balance', fields: [strict('program_id')], auth: DEMO.client, values: async () => ({ program_id: 10 }) },
  {
    name: 'statement',
    method: 'GET',
    url: '/api/v1/website/client/account-statement',
    fields: [strict('program_id'), strict('transaction_date.0'), strict('transaction_date.1')],
    auth: DEMO.client,
    values: async () => ({ program_id: 10, transaction_date: ['2000-01-01', new Date().toISOString().slice(0, 10)] }),
  },
  { name: 'onboarding detail', method: 'GET', url: '/api/v1/website/onboarding', fields: [], auth: DEMO.onboardingRejected, values: async () => ({}) },
  {
    name: 'onboarding identifiers save',
    method: 'POST',
    url: '/api/v1/website/onboarding?_method=PUT',
    idempotent: true,
    multipart: true,
    auth: DEMO.onboardingPending,
    fields: [strict('step'), strict('identifiers.identification_type_id'), text('identifiers.photo_id'), text('identifiers.debit_card_no', false), text('other_identifiers.0.identity_code'), strict('g-recaptcha-response')],
    values: async () => ({ step: 'identifier', skip: 0, identifiers: { identification_type_id: 1, photo_id: 'D-1', debit_card_no: '4000 1234' }, other_identifiers: [{ identity_code: 'X1', identity_type: 'Card' }], ...captcha('onboarding') }),
  },
  {
    name: 'onboarding bills save',
    method: 'POST',
    url: '/api/v1/website/onboarding?_method=PUT',
    idempotent: true,
    multipart: true,
    auth: DEMO.onboardingRejected,
    fields: [strict('client_bills.0.reporting_account_id'), strict('client_bills.0.amount'), strict('client_bills.0.is_recursive'), strict('client_bills.0.files.0')],
    values: async () => ({ step: 'client_bills', client_bills: [{ reporting_account_id: 11, amount: '10.00', is_recursive: 0, files: [png()] }], ...captcha('onboarding') }),
  },
];

async function fingerprint(): Promise<string> {
  const tables = ['people', 'enquiries', 'files', 'tokens', 'idempotency_keys', 'client_bills', 'other_identifiers', 'onboarding_profiles'];
  const counts = await Promise.all(tables.map((table) => t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))));
  const rows = await t.db.select({ intake: people.intake, steps: people.onboardingSteps, state: people.currentProcess }).from(people).orderBy(people.id);
  return createHash('sha256').update(JSON.stringify([counts.map((result) => (result as unknown as { rows: unknown[] }).rows), rows])).digest('hex');
}

function send(endpoint: Endpoint, values: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse> {
  if (endpoint.method === 'GET') return get(t.app, endpoint.url, values as Values, token);
  return post(t.app, endpoint.url, values as Values, { token, multipart: endpoint.multipart });
}

function raw(endpoint: Endpoint, token: string | undefined, init: { url?: string; payload?: string; contentType?: string; headers?: Record<string, string> }) {
  const headers: Record<string, string> = { ...init.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.contentType) headers['content-type'] = init.contentType;
  return t.app.inject({ method: endpoint.method, url: init.url ?? endpoint.url, payload: init.payload, headers });
}

function clear4xx(response: LightMyRequestResponse): boolean {
  if (response.statusCode < 400 || response.statusCode >= 500) return false;
  const body = response.json() as { message?: unknown };
  return typeof body.message === 'string' && body.message.length > 0;
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** Requests every endpoint refuses whatever its fields: broken bodies, query strings and headers. */
function generalCases(endpoint: Endpoint, token: string | undefined, values: Record<string, unknown>) {
  const deep = 'a[b][c][d][e][f][g][h]=1';
  const many = Array.from({ length: 4000 }, (_, i) => `f${i}=1`).join('&');
  const cases: [string, () => Promise<LightMyRequestResponse>][] = [
    ['deeply nested query', () => raw(endpoint, token, { url: withQuery(endpoint.url, deep), payload: endpoint.method === 'POST' ? formBody(values as Values) : undefined, contentType: endpoint.method === 'POST' ? 'application/x-www-form-urlencoded' : undefined })],
    ['too many query fields', () => raw(endpoint, token, { url: withQuery(endpoint.url, many.slice(0, 2000)) })],
  ];
  if (endpoint.method === 'POST') {
    cases.push(
      ['deeply nested body', () => raw(endpoint, token, { payload: `${formBody(values as Values)}&${deep}`, contentType: 'application/x-www-form-urlencoded' })],
      ['too many body fields', () => raw(endpoint, token, { payload: many, contentType: 'application/x-www-form-urlencoded' })],
      ['malformed JSON', () => raw(endpoint, token, { payload: '{"ssn": "987654327", oops', contentType: 'application/json' })],
      ['text/plain body', () => raw(endpoint, token, { payload: 'hello', contentType: 'text/plain' })],
      ['a 2 MB body', () => raw(endpoint, token, { payload: `description=${'x'.repeat(2 * 1024 * 1024)}`, contentType: 'application/x-www-form-urlencoded' })],
      ['a broken multipart body', () => raw(endpoint, token, { payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', contentType: 'multipart/form-data; boundary=xyz' })],
    );
  }
  if (endpoint.idempotent) {
    cases.push(['an Idempotency-Key of 300 characters', () => raw(endpoint, token, { payload: formBody(values as Values), contentType: 'application/x-www-form-urlencoded', headers: { 'idempotency-key': 'k'.repeat(300) } })]);
  }
  if (endpoint.auth) {
    cases.push(['a forged bearer token', () => raw(endpoint, 'forged-token-forged-token-forged', { url: endpoint.method === 'GET' ? withQuery(endpoint.url, formBody(values as Values)) : undefined })]);
  }
  return cases;
}

describe('bad input on every endpoint: a clear 4xx, never a 500, nothing half-written', () => {
  for (const endpoint of ENDPOINTS) {
    it(endpoint.name, async () => {
      await t.reset();
      const values = await endpoint.values();
      const base = await send(endpoint, values, endpoint.auth ? await login(t.app, endpoint.auth) : undefined);
      expect(base.statusCode, `the valid request must pass first: ${base.body}`).toBeLessThan(300);

      await t.reset();
      const token = endpoint.auth ? await login(t.app, endpoint.auth) : undefined;
      const before = await fingerprint();
      const failures: string[] = [];
      const check = async (label: string, response: Promise<LightMyRequestResponse>) => {
        const answer = await response;
        if (!clear4xx(answer)) failures.push(`${label}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      };

      for (const field of endpoint.fields) {
        for (const mutation of MUTATIONS.filter((m) => m.appliesTo(field))) {
          await check(`${field.path} ${mutation.name}`, send(endpoint, mutate(values, field.path, mutation.value), token));
        }
        if (endpoint.method === 'POST' && !endpoint.multipart && field.kind === 'strict') {
          for (const { name, value } of JSON_VALUES) {
            const payload = JSON.stringify(mutate(values, field.path, value));
            await check(`${field.path} as JSON ${name}`, raw(endpoint, token, { payload, contentType: 'application/json' }));
          }
        }
      }
      for (const [label, request] of generalCases(endpoint, token, values)) await check(label, request());

      expect(failures).toEqual([]);
      expect(await fingerprint()).toBe(before);
    });
  }

  it('uploads with a lying extension, or over 10 MB, are refused by content and size', async () => {
    await t.reset();
    const token = await login(t.app, DEMO.onboardingPending);
    const before = await fingerprint();
    const photos = [LYING_FILES.scriptAsPng(), LYING_FILES.pdfAsPhoto(), LYING_FILES.oversized()];
    for (const image of photos) {
      const response = await post(t.app, '/api/v1/website/onboarding?_method=PUT', { step: 'document_proof', image, ...captcha('onboarding') }, { token, multipart: true });
      expect(response.statusCode, image.name).toBe(422);
      expect(Object.keys(json(response).errors!)).toEqual(['image']);
    }
    const bill = await post(
      t.app,
      '/api/v1/website/onboarding?_method=PUT',
      { step: 'client_bills', client_bills: [{ reporting_account_id: 11, amount: '5', is_recursive: 0, files: [LYING_FILES.htmlAsPdf()] }], ...captcha('onboarding') },
      { token, multipart: true },
    );
    expect(Object.keys(json(bill).errors!)).toEqual(['client_bills.0.files.0']);
    const fileInTextField = await post(t.app, '/api/v1/website/onboarding?_method=PUT', { step: 'identifier', identifiers: { identification_type_id: 1, photo_id: png() }, ...captcha('onboarding') }, { token, multipart: true });
    expect(json(fileInTextField).errors).toHaveProperty(['identifiers.photo_id']);
    expect(await fingerprint()).toBe(before);
  });

  it('accepts unicode and SQL-looking text in free-text fields, stored as given', async () => {
    await t.reset();
    const name = "Zoë O'Brien-Nguyễn '); DROP TABLE people; --";
    const response = await post(t.app, '/api/v1/website/enquiry/store', { is_client: 0, first_name: name, last_name: '李', email: 'z@example.org', phone_number: '4105550100', enquiry_type_id: 1, ...captcha('enquiry') });
    expect(response.statusCode).toBe(200);
    const rows = await t.db.execute(sql`select first_name from enquiries`);
    expect((rows as unknown as { rows: { first_name: string }[] }).rows[0]!.first_name).toBe(name);
  });

  it('refuses bad signed file links with 404', async () => {
    await t.reset();
    const token = await login(t.app, DEMO.onboardingRejected);
    const url = new URL(json(await get(t.app, '/api/v1/website/onboarding', {}, token)).data.image_url, 'http://x');
    for (const [key, value] of [['expires', '1'], ['expires', 'abc'], ['signature', "' OR 1=1"], ['signature', '']] as const) {
      const changed = new URL(url);
      changed.searchParams.set(key, value);
      expect((await t.app.inject({ url: `${changed.pathname}${changed.search}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: `/api/v1/website/files/abc${url.search}` })).statusCode).toBe(404);
  });
});
