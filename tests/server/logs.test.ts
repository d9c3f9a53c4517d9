import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/db/seed-data/demo-files';
import { demoIntakeValues } from '../../server/db/seed-data/people';
import { describeError, loggedUrl, UNMATCHED_URL } from '../../server/logging';
import { DEMO, FREE_SSNS } from './support/demo';
import { captcha, get, json, post, type Values } from './support/requests';
import { useTestApp } from './support/test-app';

const lines: string[] = [];
const t = useTestApp({ logStream: { write: (line) => lines.push(line) } });
beforeEach(async () => {
  await t.reset();
  lines.length = 0;
});

const SAVE = '/api/v1/website/onboarding?_method=PUT';

/** Every value a journey below sends or receives that could identify or describe a person. */
const PERSON = {
  ssn: FREE_SSNS[0],
  dob: '1951-04-04',
  firstName: 'Ernestine',
  lastName: 'Quackenbush',
  diagnosis: 'Progressive supranuclear palsy',
  medications: 'Levodopa-carbidopa twice daily',
  enquiryEmail: 'wilhelmina.fairweather@example.org',
  enquiryName: 'Wilhelmina',
  enquiryText: 'My aunt Philippa needs help with her rent',
};

function expectNoneIn(log: string, values: readonly string[]) {
  for (const value of values) expect(log, `the log holds "${value}"`).not.toContain(value);
}

describe('logs', () => {
  it('hold no personal data across a whole journey: intake, login, onboarding, enquiry, logout', async () => {
    const values = demoIntakeValues({ ssn: PERSON.ssn, dateOfBirth: PERSON.dob, code: '', branch: 'Ohio', processType: 'intake', currentProcess: 'pending', title: 'Ms.', firstName: PERSON.firstName, lastName: PERSON.lastName }) as Values;
    const created = json(await post(t.app, '/api/v1/website/intake', { ...values, step: 'about_you', ...captcha('intake') })).data;
    await post(t.app, `/api/v1/website/intake/update?id=${created.id}`, { ...values, id: created.id, application_code: created.application_code, step: 'address_details' });
    await post(t.app, `/api/v1/website/intake/update?id=${created.id}`, { ...values, ssn: '987-65-4329', id: created.id, application_code: created.application_code, step: 'address_details' });
    await get(t.app, '/api/v1/website/intake', { ssn: PERSON.ssn, date_of_birth: PERSON.dob, ...captcha('resume_lookup') });
    await get(t.app, '/api/v1/website/client/process', { ssn: PERSON.ssn, date_of_birth: PERSON.dob, ...captcha('process_lookup') });
    await get(t.app, '/api/v1/website/client/name', { application_code: created.application_code });
    await get(t.app, '/api/v1/website/client/process', { ssn: DEMO.client.ssn, date_of_birth: '1999-12-31', ...captcha('process_lookup') });

    const login = json(await post(t.app, '/api/v1/website/login', { ssn: DEMO.onboardingPending.ssn, date_of_birth: DEMO.onboardingPending.date_of_birth, application_code: DEMO.onboardingPending.code, ...captcha('login') })).data;
    await get(t.app, `/api/v1/website/onboarding/${DEMO.onboardingPending.code}`, {}, login.token);
    await post(t.app, SAVE, { step: 'document_proof', image: new File([new Uint8Array(solidPng(4, [1, 2, 3]))], `${PERSON.lastName}.png`), ...captcha('onboarding') }, { token: login.token, multipart: true });
    const diagnosis = await post(t.app, SAVE, { step: 'diagnosis', health_info: { diagnosis: PERSON.diagnosis, medications: PERSON.medications }, ...captcha('onboarding') }, { token: login.token });
    expect(diagnosis.statusCode, diagnosis.body).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/website/login', payload: `{"ssn": "${DEMO.client.ssn}x", bad json`, headers: { 'content-type': 'application/json' } });

    const enquiry = await post(t.app, '/api/v1/website/enquiry/store', { is_client: 0, first_name: PERSON.enquiryName, last_name: PERSON.lastName, email: PERSON.enquiryEmail, phone_number: '4105550100', enquiry_type_id: 1, description: PERSON.enquiryText, ...captcha('enquiry') });
    expect(enquiry.statusCode, enquiry.body).toBe(200);

    const client = json(await post(t.app, '/api/v1/website/login', { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth, ...captcha('login') })).data;
    await get(t.app, '/api/v1/website/client/account-statement', { program_id: 10, transaction_date: ['2025-01-01', '2025-02-01'] }, client.token);
    await post(t.app, '/api/v1/website/logout', {}, { token: client.token });
    // The app's own pages name an application in their path, and a person may type a code in
    // lower case or a name into the address; no route of the API matches them.
    const typed = [`/auth/login/${DEMO.onboardingPending.code}`, `/client/onboarding/${created.application_code}`, `/client/intake/resume/${created.id}`, `/auth/login/${created.application_code.toLowerCase()}`, `/client/${PERSON.firstName.toLowerCase()}.${PERSON.lastName.toLowerCase()}`, `/api/v1/website/${PERSON.lastName.toLowerCase()}`];
    for (const page of typed) await t.app.inject({ url: `${page}?ssn=${PERSON.ssn}` });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(30);
    expect(log).toContain('"url":"/api/v1/website/onboarding/:id"');
    expect(log).toContain(`"url":"${UNMATCHED_URL}"`);
    expectNoneIn(log, [
      PERSON.ssn,
      '987-65-4329',
      '987654329',
      DEMO.client.ssn,
      DEMO.onboardingPending.ssn,
      PERSON.dob,
      DEMO.client.date_of_birth,
      DEMO.onboardingPending.date_of_birth,
      '1999-12-31',
      PERSON.firstName,
      PERSON.lastName,
      `${PERSON.firstName.toLowerCase()}.${PERSON.lastName.toLowerCase()}`,
      PERSON.enquiryName,
      PERSON.enquiryEmail,
      PERSON.enquiryText,
      PERSON.diagnosis,
      PERSON.medications,
      created.application_code,
      created.application_code.toLowerCase(),
      PERSON.lastName.toLowerCase(),
      PERSON.firstName.toLowerCase(),
      DEMO.onboardingPending.code,
      DEMO.onboardingPending.code.toLowerCase(),
      `resume/${created.id}`,
      login.token,
      client.token,
    ]);
    expect(log.toLowerCase()).not.toContain('authorization');
    expect(log.toLowerCase()).not.toContain('bearer');
  });

  it('log a database error as its code and constraint only, never the values of the query', async () => {
    // A constraint the database enforces and the rules do not know: the insert fails in the database.
    await t.db.execute(sql`ALTER TABLE enquiries ADD CONSTRAINT enquiries_refuse_all CHECK (false)`);
    try {
      const response = await post(t.app, '/api/v1/website/enquiry/store', { is_client: 1, ssn: PERSON.ssn, first_name: PERSON.enquiryName, last_name: PERSON.lastName, email: PERSON.enquiryEmail, phone_number: '4105550100', enquiry_type_id: 1, description: PERSON.enquiryText, ...captcha('enquiry') });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
    } finally {
      await t.db.execute(sql`ALTER TABLE enquiries DROP CONSTRAINT enquiries_refuse_all`);
    }
    const log = lines.join('');
    const failure = lines.map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> }).find((line) => line.msg === 'request failed');
    expect(JSON.stringify(failure?.err)).toMatch(/"code":"23514".*"constraint":"enquiries_refuse_all"/);
    expectNoneIn(log, [PERSON.enquiryName, PERSON.lastName, PERSON.enquiryEmail, PERSON.enquiryText, PERSON.ssn.slice(-4), '4105550100', 'insert into', 'params']);
  });

  it('log nothing of a refused NUL byte or a control character', async () => {
    const response = await post(t.app, '/api/v1/website/enquiry/store', { is_client: 0, first_name: `${PERSON.enquiryName}\u0000`, last_name: PERSON.lastName, email: PERSON.enquiryEmail, phone_number: '4105550100', enquiry_type_id: 1, description: `${PERSON.enquiryText}\u0007`, ...captcha('enquiry') });
    expect(response.statusCode).toBe(422);
    expectNoneIn(lines.join(''), [PERSON.enquiryName, PERSON.lastName, PERSON.enquiryEmail, PERSON.enquiryText]);
  });

  it('describe an error without its message, which may quote input', () => {
    const cause = Object.assign(new Error(`new row for relation "people" violates check constraint "people_ok": (${PERSON.firstName}, ${PERSON.ssn})`), { code: '23514', constraint: 'people_ok' });
    const error = new Error(`Failed query: insert into "people" values ($1, $2)\nparams: ${PERSON.firstName},${PERSON.ssn}`, { cause });
    const described = describeError(error);
    expect(described).toMatchObject({ type: 'Error', code: null, cause: { code: '23514', constraint: 'people_ok' } });
    expectNoneIn(JSON.stringify(described), [PERSON.firstName, PERSON.ssn, 'insert into', 'relation']);
    expect(described.stack).toMatch(/^\s+at /);
  });

  it('name a request by the pattern of the route it matched, or by a fixed placeholder', () => {
    expect(loggedUrl({ routeOptions: { url: '/api/v1/website/onboarding/:id' } })).toBe('/api/v1/website/onboarding/:id');
    expect(loggedUrl({ routeOptions: { url: '/*' } })).toBe('/*');
    expect(loggedUrl({ routeOptions: {} })).toBe(UNMATCHED_URL);
    expect(loggedUrl({})).toBe(UNMATCHED_URL);
  });
});
