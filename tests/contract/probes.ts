import { isDeepStrictEqual } from 'node:util';
import { CAPTCHA_FIELD, type CaptchaAction } from '../../src/contract/captcha';
import { localToday } from '../../src/contract/calendar';
import { ENQUIRY_RULES } from '../../src/contract/enquiry-rules';
import { checkFields } from '../../src/contract/field-check';
import type { FieldErrors } from '../../src/contract/field-rules';
import { PROGRAM_IDS, UNITED_STATES_COUNTRY_ID } from '../../src/contract/ids';
import { INTAKE_CREATE_RULES, INTAKE_STEP_RULES } from '../../src/contract/intake-rules';
import type { Locale } from '../../src/contract/locales';
import { MESSAGES } from '../../src/contract/messages';
import { validateOnboardingStep } from '../../src/contract/onboarding-rules';
import { DROPDOWN_LISTS } from '../../src/contract/option-lists';
import { IDLE_SESSION_CODE } from '../../src/contract/session';
import type { IntakeStepSlug } from '../../src/contract/steps';
import { ERROR_MESSAGES } from '../../server/http/errors';
import { translatorFor } from '../../server/http/language';
import { INTAKE_MESSAGES } from '../../server/routes/intake';
import { NO_MATCH } from '../../server/services/identity';
import { documentCheck, type Exchange } from './document-check';
import { withQuery, type ContractRequest, type Send, type Values } from './http';
import type { Identities } from './identities';
import { BackendLists, sampleForm } from './sample-values';

export interface ProbeOptions {
  send: Send;
  /** The OpenAPI document the answers are checked against. */
  document: Record<string, unknown>;
  identities: Identities;
  /** The bot-check token to send for an action. */
  captcha: (action: CaptchaAction) => string;
  /** The path of the API's base (`/api/v1`): signed file links are given from the host's root. */
  basePath: string;
}

export interface ProbeResult {
  name: string;
  problem: string | null;
}

export interface ContractRun {
  results: ProbeResult[];
  /** Every answer seen, by the document's call it belongs to. */
  answered: { operation: string | null; status: number }[];
}

class ProbeFailure extends Error {}

function expect(condition: unknown, problem: string): asserts condition {
  if (!condition) throw new ProbeFailure(problem);
}

// The probes read answers as the app does, loosely, each checking what it is about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
interface Answer extends Exchange {
  json: Loose;
}

/** A 1×1 PNG: the smallest photo the content check accepts. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const daysAgo = (days: number) => localToday(new Date(Date.now() - days * 24 * 60 * 60 * 1000));

/** What each probe shares: the backend, the document's check, and what earlier probes obtained. */
class Run {
  readonly check;
  readonly lists: BackendLists;
  readonly today = localToday();
  readonly answered: ContractRun['answered'] = [];
  clientToken?: string;
  onboardingToken?: string;
  application?: { id: number; code: string };
  receiptToken?: string;
  photoLink?: string;

  constructor(readonly options: ProbeOptions) {
    this.check = documentCheck(options.document);
    this.lists = new BackendLists((request) => this.call(request));
  }

  get who() {
    return this.options.identities;
  }

  captcha(action: CaptchaAction) {
    return { [CAPTCHA_FIELD]: this.options.captcha(action) };
  }

  /** Sends a request; the answer must be one the document describes (status, headers, body), unless `undocumented`. */
  async call(request: ContractRequest, { undocumented = false } = {}): Promise<Answer> {
    const exchange = await this.options.send(request);
    const operation = this.check.operationOf(request.method, request.path);
    this.answered.push({ operation, status: exchange.status });
    let json: unknown = undefined;
    if ((exchange.headers['content-type'] ?? '').includes('json')) json = JSON.parse(exchange.body.toString('utf8') || 'null');
    if (!undocumented) {
      const problems = this.check.problems(exchange);
      expect(problems.length === 0, `${request.method} ${request.path.split('?')[0]}: ${problems.join('; ')}`);
    }
    return { ...exchange, json };
  }

  /** The answer has this status (and, for a refusal, says why). */
  async expectStatus(request: ContractRequest, status: number, options?: { undocumented?: boolean }): Promise<Answer> {
    const answer = await this.call(request, options);
    const said = answer.json && typeof answer.json.message === 'string' ? `: ${answer.json.message}` : '';
    expect(answer.status === status, `${request.method} ${request.path.split('?')[0]} answered ${answer.status}${said}, not ${status}`);
    return answer;
  }

  need<T>(value: T | undefined, what: string): T {
    expect(value !== undefined, `needs ${what}, which an earlier probe could not obtain`);
    return value;
  }

  bearer(token: string) {
    return { authorization: `Bearer ${token}` };
  }
}

const translator = (locale: Locale) => translatorFor(locale);

/** A 422's errors must be exactly these fields with these first messages, and its message the summary of them. */
function expectFieldErrors(answer: Answer, expected: FieldErrors, locale: Locale = 'en'): void {
  const errors = answer.json?.errors as Record<string, string[]> | undefined;
  expect(errors, 'the 422 has no errors');
  const said = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
  const diff = [...new Set([...Object.keys(expected), ...Object.keys(said)])].filter((field) => said[field] !== expected[field]);
  expect(diff.length === 0, `errors differ on ${diff.map((field) => `${field}: ${JSON.stringify(said[field] ?? null)}, expected ${JSON.stringify(expected[field] ?? null)}`).join('; ')}`);
  const messages = Object.values(expected);
  const more = messages.length - 1;
  const summary = more > 0 ? translator(locale)(ERROR_MESSAGES.summary, { first: messages[0], more }) : messages[0];
  expect(answer.json.message === summary, `the message is ${JSON.stringify(answer.json.message)}, not ${JSON.stringify(summary)}`);
}

function hasVaryLanguage(answer: Answer): boolean {
  return (answer.headers.vary ?? '').split(',').some((name) => ['accept-language', '*'].includes(name.trim().toLowerCase()));
}

type Probe = [name: string, run: (run: Run) => Promise<void>];

const identityQuery = (person: { ssn: string; date_of_birth: string }) => ({ ssn: person.ssn, date_of_birth: person.date_of_birth });

function enquiry(run: Run, values: Values = {}): Values {
  return {
    is_client: '0',
    first_name: 'Contract',
    last_name: 'Probe',
    email: 'probe@example.org',
    phone_number: '4105550100',
    description: 'Sent by the contract probes.',
    ...values,
    ...run.captcha('enquiry'),
  };
}

async function withEnquiryType(run: Run, values: Values = {}): Promise<Values> {
  return enquiry(run, { enquiry_type_id: String(await run.lists.first('enquiry-type')), ...values });
}

async function logIn(run: Run, person: { ssn: string; date_of_birth: string }, session: 'client' | 'onboarding'): Promise<string> {
  const answer = await run.expectStatus({ method: 'POST', path: '/website/login', form: { ...identityQuery(person), ...run.captcha('login') } }, 200);
  expect(answer.json.data.process_type === session, `the sign-in opened a ${answer.json.data.process_type} session, not ${session}`);
  return answer.json.data.token as string;
}

async function intakeStep(run: Run, slug: IntakeStepSlug, status = 200): Promise<Answer> {
  const application = run.need(run.application, 'the new application');
  const values = await sampleForm(INTAKE_STEP_RULES[slug], run.lists, {}, run.today);
  const { newApplicant } = run.who;
  return run.expectStatus(
    {
      method: 'POST',
      path: `/website/intake/update?id=${application.id}`,
      form: { ...(values as Values), ...identityQuery(newApplicant), application_code: application.code, step: slug },
    },
    status,
  );
}

/** A path under the API's base from a link the backend gave (absolute, or from the host's root). */
function underBase(run: Run, link: string): string {
  const path = new URL(link, 'http://backend.local').pathname + new URL(link, 'http://backend.local').search;
  expect(path.startsWith(`${run.options.basePath}/`), `the link ${link} is not under ${run.options.basePath}`);
  return path.slice(run.options.basePath.length);
}

const PROBES: Probe[] = [
  ['GET /health says the API and its database answer', async (run) => {
    await run.expectStatus({ method: 'GET', path: '/health' }, 200);
  }],
  [`GET /dropdown/{name} answers each of the ${DROPDOWN_LISTS.length} lists`, async (run) => {
    for (const name of DROPDOWN_LISTS) {
      const answer = await run.expectStatus({ method: 'GET', path: `/dropdown/${name}?lang=en` }, 200);
      expect(answer.json.data.length > 0, `the ${name} list is empty`);
    }
  }],
  ['GET /dropdown/{name} answers 404 for a list that does not exist', async (run) => {
    await run.expectStatus({ method: 'GET', path: '/dropdown/no-such-list' }, 404);
  }],
  ['a list asked for without lang says Vary: Accept-Language', async (run) => {
    const answer = await run.expectStatus({ method: 'GET', path: '/dropdown/genders', headers: { 'accept-language': 'es-US,es;q=0.9' } }, 200);
    expect(hasVaryLanguage(answer), `Vary is ${JSON.stringify(answer.headers.vary ?? null)}`);
  }],
  ['GET /dropdown/case-managers answers all of them, and one agency\'s', async (run) => {
    await run.expectStatus({ method: 'GET', path: '/dropdown/case-managers' }, 200);
    const agency = await run.lists.first('case-manager-agencies');
    const answer = await run.expectStatus({ method: 'GET', path: `/dropdown/case-managers?agency_id=${agency}` }, 200);
    expect(answer.json.data.length > 0, `agency ${agency} has no case manager`);
    await run.expectStatus({ method: 'GET', path: '/dropdown/case-managers?agency_id=abc' }, 422);
  }],
  ['GET /dropdown/reporting-accounts answers the benefits and the bill types', async (run) => {
    for (const list of ['benefits', 'bill-types'] as const) expect((await run.lists.load(list)).length > 0, `no ${list}`);
  }],
  ['GET /dropdown/programs has programs 10, 4 and 6', async (run) => {
    const ids = (await run.expectStatus({ method: 'GET', path: '/dropdown/programs' }, 200)).json.data.map((program: { id: number }) => program.id);
    expect(PROGRAM_IDS.every((id) => ids.includes(id)), `the programs are ${ids.join(', ')}`);
  }],
  ['GET /master/countries has the United States as 233, and GET /master/states its states', async (run) => {
    const countries = await run.lists.load('countries');
    expect(countries.some((country) => country.id === UNITED_STATES_COUNTRY_ID), 'no country 233');
    expect((await run.lists.load('states')).length > 0, 'no state for the default country');
  }],
  ['an unknown path answers 404 with a message, not stored', async (run) => {
    const answer = await run.expectStatus({ method: 'GET', path: '/no/such/path' }, 404, { undocumented: true });
    expect(typeof answer.json?.message === 'string', 'no message');
    expect(/no-store/.test(answer.headers['cache-control'] ?? ''), `Cache-Control is ${JSON.stringify(answer.headers['cache-control'] ?? null)}`);
  }],
  ['POST /website/enquiry/store names every missing field with the contract\'s words', async (run) => {
    const values = enquiry(run, { first_name: '', last_name: '', email: '', phone_number: '' });
    const answer = await run.expectStatus({ method: 'POST', path: '/website/enquiry/store', form: values }, 422);
    expectFieldErrors(answer, checkFields(ENQUIRY_RULES, values, { today: run.today, t: translator('en') }));
  }],
  ['POST /website/enquiry/store?lang=es says the same in Spanish', async (run) => {
    const values = enquiry(run, { first_name: '', email: 'not an address' });
    const answer = await run.expectStatus({ method: 'POST', path: '/website/enquiry/store?lang=es', form: values }, 422);
    expectFieldErrors(answer, checkFields(ENQUIRY_RULES, values, { today: run.today, t: translator('es') }), 'es');
  }],
  ['POST /website/enquiry/store refuses a request without its bot-check token', async (run) => {
    const values = { ...(await withEnquiryType(run)), [CAPTCHA_FIELD]: '' };
    const answer = await run.expectStatus({ method: 'POST', path: '/website/enquiry/store', form: values }, 422);
    expectFieldErrors(answer, { [CAPTCHA_FIELD]: translator('en')(MESSAGES.captchaFailed) });
  }],
  ['POST /website/enquiry/store takes a form, and JSON', async (run) => {
    await run.expectStatus({ method: 'POST', path: '/website/enquiry/store', form: await withEnquiryType(run) }, 200);
    await run.expectStatus({ method: 'POST', path: '/website/enquiry/store', json: await withEnquiryType(run, { description: 'Sent as JSON.' }) }, 200);
  }],
  ['a write sent again with its Idempotency-Key gets the first answer back, replayed', async (run) => {
    const key = `contract-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const request: ContractRequest = { method: 'POST', path: '/website/enquiry/store', headers: { 'idempotency-key': key }, form: await withEnquiryType(run) };
    const first = await run.expectStatus(request, 200);
    const again = await run.expectStatus({ ...request, form: { ...request.form, ...run.captcha('enquiry') } }, 200);
    expect(again.headers['idempotent-replayed'] === 'true', 'the second answer does not say Idempotent-Replayed: true');
    expect(isDeepStrictEqual(again.json, first.json), 'the second answer differs from the first');
    const other = await run.expectStatus({ ...request, form: { ...request.form, description: 'Another request.' } }, 422);
    expect(other.json.code === 'idempotency_key_reused', `the code is ${JSON.stringify(other.json.code)}, not idempotency_key_reused`);
  }],
  ['a malformed Idempotency-Key is refused with 400', async (run) => {
    await run.expectStatus({ method: 'POST', path: '/website/enquiry/store', headers: { 'idempotency-key': 'has spaces in it' }, form: await withEnquiryType(run) }, 400);
  }],
  ['GET /website/client/process answers where each demo application stands', async (run) => {
    const cases = [
      [run.who.intakePending, 'intake', 'pending'],
      [run.who.onboardingPending, 'onboarding', 'pending'],
      [run.who.client, 'client', 'approved'],
    ] as const;
    for (const [person, type, state] of cases) {
      const answer = await run.expectStatus({ method: 'GET', path: withQuery('/website/client/process', { ...identityQuery(person), ...run.captcha('process_lookup') }) }, 200);
      const { process_type: processType, current_process: current } = answer.json.data;
      expect(processType === type && current === state, `${person.application_code} is ${processType}/${current}, not ${type}/${state}`);
    }
  }],
  ['GET /website/client/process names a missing SSN and birth date in the spec\'s words', async (run) => {
    const answer = await run.expectStatus({ method: 'GET', path: withQuery('/website/client/process', run.captcha('process_lookup')) }, 422);
    const t = translator('en');
    expectFieldErrors(answer, { ssn: t(MESSAGES.ssnRequired), date_of_birth: t(MESSAGES.dobRequired) });
  }],
  ['GET /website/client/process refuses an SSN and birth date it does not know, on ssn', async (run) => {
    const answer = await run.expectStatus({ method: 'GET', path: withQuery('/website/client/process', { ...identityQuery(run.who.stranger), ...run.captcha('process_lookup') }) }, 422);
    expectFieldErrors(answer, { ssn: translator('en')(NO_MATCH) });
  }],
  ['GET /website/client/name greets by first name, 404 for an unknown code, 422 without one', async (run) => {
    await run.expectStatus({ method: 'GET', path: withQuery('/website/client/name', { application_code: run.who.onboardingPending.application_code }) }, 200);
    await run.expectStatus({ method: 'GET', path: '/website/client/name?application_code=NONE-0000' }, 404);
    await run.expectStatus({ method: 'GET', path: '/website/client/name' }, 422);
  }],
  ['POST /website/login opens a client session for a client and an onboarding one for onboarding', async (run) => {
    run.clientToken = await logIn(run, run.who.client, 'client');
    run.onboardingToken = await logIn(run, run.who.onboardingPending, 'onboarding');
  }],
  ['POST /website/login refuses an intake applicant, on warning', async (run) => {
    const answer = await run.expectStatus({ method: 'POST', path: '/website/login', form: { ...identityQuery(run.who.intakePending), ...run.captcha('login') } }, 422);
    expect(Object.keys(answer.json.errors).join() === 'warning', `the errors are on ${Object.keys(answer.json.errors).join(', ')}`);
  }],
  ['calls that need a token answer 401 without one, or with one that is not valid', async (run) => {
    await run.expectStatus({ method: 'GET', path: '/website/client/programs' }, 401);
    await run.expectStatus({ method: 'GET', path: '/website/onboarding', headers: run.bearer('x'.repeat(43)) }, 401);
    await run.expectStatus({ method: 'POST', path: '/website/session/renew' }, 401);
  }],
  ['a token of the other kind answers 403', async (run) => {
    await run.expectStatus({ method: 'GET', path: '/website/client/programs', headers: run.bearer(run.need(run.onboardingToken, 'the onboarding sign-in')) }, 403);
    await run.expectStatus({ method: 'GET', path: '/website/onboarding', headers: run.bearer(run.need(run.clientToken, "the client's sign-in")) }, 403);
  }],
  ['POST /website/session/renew says when the token will be idle', async (run) => {
    const answer = await run.expectStatus({ method: 'POST', path: '/website/session/renew', headers: run.bearer(run.need(run.clientToken, "the client's sign-in")) }, 200);
    expect(Date.parse(answer.json.data.idle_expires_at) > Date.now(), `idle_expires_at is ${answer.json.data.idle_expires_at}`);
  }],
  ['POST /website/logout revokes the token: the next call with it answers 401', async (run) => {
    const token = await logIn(run, run.who.client, 'client');
    await run.expectStatus({ method: 'POST', path: '/website/logout', headers: run.bearer(token) }, 200);
    const after = await run.expectStatus({ method: 'GET', path: '/website/client/programs', headers: run.bearer(token) }, 401);
    expect(after.json.code !== IDLE_SESSION_CODE, 'a revoked token is called idle');
  }],
  ["GET /website/client/programs, account-balance and account-statement answer the client's account", async (run) => {
    const headers = run.bearer(run.need(run.clientToken, "the client's sign-in"));
    const programs = (await run.expectStatus({ method: 'GET', path: '/website/client/programs', headers }, 200)).json.data as { id: number }[];
    expect(programs.length > 0, 'the client has no program');
    const program = programs[0]!.id;
    await run.expectStatus({ method: 'GET', path: `/website/client/account-balance?program_id=${program}`, headers }, 200);
    await run.expectStatus({ method: 'GET', path: '/website/client/account-balance', headers }, 422);
    await run.expectStatus({ method: 'GET', path: '/website/client/account-balance?program_id=999999', headers }, 404);
    const range = (from: string, to: string) => withQuery('/website/client/account-statement', { program_id: String(program), transaction_date: [from, to] });
    const statement = await run.expectStatus({ method: 'GET', path: range(daysAgo(365), run.today), headers }, 200);
    expect(/\.pdf$/.test(statement.headers['x-filename'] ?? ''), 'no x-filename');
    const refused = await run.expectStatus({ method: 'GET', path: range(run.today, daysAgo(30)), headers }, 422);
    expect(Object.keys(refused.json.errors).includes('transaction_date.1'), 'an end before the start is not refused on transaction_date.1');
  }],
  ['GET /website/intake reads a pending application back, with its saved steps', async (run) => {
    const query = { ...identityQuery(run.who.intakePending), ...run.captcha('resume_lookup') };
    const answer = await run.expectStatus({ method: 'GET', path: withQuery('/website/intake', query) }, 200);
    expect(answer.json.data.application_code === run.who.intakePending.application_code, `the application is ${answer.json.data.application_code}`);
    await run.expectStatus({ method: 'GET', path: withQuery('/website/intake', { ...identityQuery(run.who.stranger), ...run.captcha('resume_lookup') }) }, 422);
  }],
  ['POST /website/intake checks step 1 alone, then creates the application with steps 1 and 2', async (run) => {
    const given = { representative: { representative_type: 'myself' }, ...identityQuery(run.who.newApplicant) };
    const representative = await sampleForm(INTAKE_STEP_RULES.representative, run.lists, given, run.today);
    const checked = await run.expectStatus({ method: 'POST', path: '/website/intake', form: { ...(representative as Values), step: 'representative', ...run.captcha('intake') } }, 200);
    expect(checked.json.data.id === null, 'the check of step 1 created something');
    const values = await sampleForm(INTAKE_CREATE_RULES, run.lists, given, run.today);
    const created = await run.expectStatus({ method: 'POST', path: '/website/intake', form: { ...(values as Values), step: 'about_you', ...run.captcha('intake') } }, 200);
    run.application = { id: created.json.data.id, code: created.json.data.application_code };
    await run.expectStatus({ method: 'POST', path: '/website/intake', form: { ...(values as Values), step: 'housing_details', ...run.captcha('intake') } }, 422);
  }],
  ['POST /website/intake/update answers 404 unless id, code, SSN and birth date match', async (run) => {
    const application = run.need(run.application, 'the new application');
    const form = { ...identityQuery(run.who.newApplicant), date_of_birth: run.who.stranger.date_of_birth, application_code: application.code, step: 'contact_details' };
    const answer = await run.expectStatus({ method: 'POST', path: `/website/intake/update?id=${application.id}`, form }, 404);
    expect(answer.json.message === translator('en')(INTAKE_MESSAGES.notFound), `the message is ${JSON.stringify(answer.json.message)}`);
  }],
  ['POST /website/intake/update refuses to submit before the required steps are saved', async (run) => {
    const answer = await intakeStep(run, 'referral_details', 422);
    expect(Object.keys(answer.json.errors).join() === 'step', `the errors are on ${Object.keys(answer.json.errors).join(', ')}`);
  }],
  ['POST /website/intake/update saves each required step, then submits with Referral Details', async (run) => {
    for (const slug of ['address_details', 'emergency_contact', 'employment_details', 'housing_details'] as const) await intakeStep(run, slug);
    const submitted = await intakeStep(run, 'referral_details');
    expect(submitted.json.data.current_process === 'in-progress', `the application is ${submitted.json.data.current_process} after the submit`);
    run.receiptToken = run.need(submitted.json.data.receipt_token as string | undefined, 'a receipt_token in the answer');
    const locked = await intakeStep(run, 'housing_details', 422);
    expect(locked.json.code === 'application_locked', `the code is ${JSON.stringify(locked.json.code)}, not application_locked`);
  }],
  ['POST /website/intake/receipt answers the PDF copy, and 404 for a token it did not make', async (run) => {
    await run.expectStatus({ method: 'POST', path: '/website/intake/receipt', form: { receipt_token: run.need(run.receiptToken, 'the submit') } }, 200);
    await run.expectStatus({ method: 'POST', path: '/website/intake/receipt', form: { receipt_token: 'not-a-token' } }, 404);
  }],
  ['GET /website/onboarding and /website/onboarding/{id} answer the onboarding so far; 404 for anyone else', async (run) => {
    const headers = run.bearer(run.need(run.onboardingToken, 'the onboarding sign-in'));
    await run.expectStatus({ method: 'GET', path: '/website/onboarding', headers }, 200);
    await run.expectStatus({ method: 'GET', path: `/website/onboarding/${run.who.onboardingPending.application_code}`, headers }, 200);
    await run.expectStatus({ method: 'GET', path: '/website/onboarding/999999999', headers }, 404);
  }],
  ['PUT /website/onboarding skips a step that may be skipped, and names the missing fields of one that may not', async (run) => {
    const headers = run.bearer(run.need(run.onboardingToken, 'the onboarding sign-in'));
    await run.expectStatus({ method: 'PUT', path: '/website/onboarding', headers, form: { step: 'diagnosis', skip: '1', ...run.captcha('onboarding') } }, 200);
    const values = { step: 'identifier', skip: '0', ...run.captcha('onboarding') };
    const answer = await run.expectStatus({ method: 'PUT', path: '/website/onboarding', headers, form: values }, 422);
    expectFieldErrors(answer, validateOnboardingStep('identifier', values, { today: run.today, t: translator('en') }));
  }],
  ['POST /website/onboarding?_method=PUT takes a photo as multipart; a file that is not an image is refused', async (run) => {
    const headers = run.bearer(run.need(run.onboardingToken, 'the onboarding sign-in'));
    const save = (file: File) => ({ method: 'POST' as const, path: '/website/onboarding?_method=PUT', headers, multipart: { step: 'document_proof', skip: '0', image: file, ...run.captcha('onboarding') } });
    const saved = await run.expectStatus(save(new File([PNG], 'photo.png', { type: 'image/png' })), 200);
    run.photoLink = run.need(saved.json.data.image_url ?? undefined, 'the image_url of the saved photo');
    const lying = new File(['<?php echo 1; ?>'], 'photo.png', { type: 'image/png' });
    const refused = await run.expectStatus(save(lying), 422);
    const asRead = { image: { size: lying.size, type: 'text/plain' } };
    expectFieldErrors(refused, validateOnboardingStep('document_proof', asRead, { today: run.today, t: translator('en') }));
    await run.expectStatus({ method: 'POST', path: '/website/onboarding', headers, form: { step: 'diagnosis', skip: '1', ...run.captcha('onboarding') } }, 405);
  }],
  ['GET /website/files/{id} serves the photo by its signed link, never kept by a cache; an altered link answers 404', async (run) => {
    const path = underBase(run, run.need(run.photoLink, 'the saved photo'));
    const file = await run.call({ method: 'GET', path });
    expect(file.status === 200 && file.body.equals(PNG), `the link answered ${file.status} with ${file.body.length} bytes`);
    await run.expectStatus({ method: 'GET', path: path.replace(/signature=[^&]+/, 'signature=0') }, 404);
  }],
  ['repeated wrong look-ups of one SSN are throttled with 429 and Retry-After', async (run) => {
    const query = withQuery('/website/client/process', { ...identityQuery(run.who.stranger), ...run.captcha('process_lookup') });
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const answer = await run.call({ method: 'GET', path: query });
      if (answer.status === 429) return;
      expect(answer.status === 422, `a wrong look-up answered ${answer.status}`);
    }
    expect(false, 'still no 429 after 40 wrong look-ups of one SSN');
  }],
];

/** Runs every probe in order (later ones use what earlier ones obtained), reporting each as it ends. */
export async function runProbes(options: ProbeOptions, report: (result: ProbeResult) => void = () => undefined): Promise<ContractRun> {
  const run = new Run(options);
  const results: ProbeResult[] = [];
  for (const [name, probe] of PROBES) {
    let problem: string | null = null;
    try {
      await probe(run);
    } catch (error) {
      problem = error instanceof ProbeFailure ? error.message : `${(error as Error).name}: ${(error as Error).message}`;
    }
    const result = { name, problem };
    results.push(result);
    report(result);
  }
  return { results, answered: run.answered };
}
