import { CAPTCHA_FIELD, type CaptchaAction } from '../../src/contract/captcha';
import { FIELD_LABELS } from '../../src/contract/field-messages';
import { DROPDOWN_LISTS } from '../../src/contract/option-lists';
import { captchaSchema, IDENTITY_RULES, intakeUpdateBodies, onboardingBodies } from './bodies';
import { fieldSchema, type Schema } from './field-schemas';

/** One call of the contract, as the document describes it. */
export interface Call {
  method: 'get' | 'post' | 'put';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: Tag;
  /** The session a bearer token must open; `any` takes either kind. */
  auth?: 'onboarding' | 'client' | 'any';
  parameters?: Schema[];
  /** Component schemas the body may be (one of them, by `step`), or one schema. */
  body?: { schemas: string[]; multipart?: boolean; discriminator?: boolean };
  idempotent?: boolean;
  throttled?: boolean;
  success: { description: string; schema?: string; pdf?: boolean; file?: boolean; cache?: 'list' | 'private' };
  /** Answers beyond those every call may give. */
  statuses?: (404 | 405 | 503)[];
}

export const TAGS = {
  Service: 'Whether the API runs, and this document.',
  Lists: 'The public option lists the forms choose from; names in the request\'s language.',
  'Public site': 'The contact form.',
  Identity: 'Look-ups by SSN and birth date, sign-in and the session.',
  Intake: 'The application: check step 1, create it with step 2, save the other steps, submit, read it back, and its PDF copy.',
  Account: "A client's programs, balances and statements (client tokens only).",
  Onboarding: 'The six onboarding steps after an approved intake (onboarding tokens only), and the signed links to its uploads.',
} as const;
export type Tag = keyof typeof TAGS;

function query(name: string, schema: Schema, required = false, description?: string): Schema {
  const said = description ?? (typeof schema.description === 'string' ? schema.description : undefined);
  return { name, in: 'query', required, schema, ...(said ? { description: said } : {}) };
}
const inPath = (name: string, schema: Schema, description: string): Schema => ({ name, in: 'path', required: true, schema, description });
const positiveId = (description: string): Schema => ({ type: 'string', pattern: '^[0-9]+$', description });
const identityQuery = (actions: readonly CaptchaAction[]) => [
  ...IDENTITY_RULES.map((rule) => query(rule.name, fieldSchema(rule), true)),
  query(CAPTCHA_FIELD, captchaSchema(actions), true),
];

export function contractCalls(): Call[] {
  return [
    {
      method: 'get',
      path: '/health',
      operationId: 'health',
      summary: 'Whether the API and its database answer',
      tag: 'Service',
      success: { description: 'The API and its database answer.', schema: 'Health' },
      statuses: [503],
    },
    {
      method: 'get',
      path: '/openapi.json',
      operationId: 'openApiDocument',
      summary: 'This document',
      description: 'The reference API serves the document it was generated with; another backend need not.',
      tag: 'Service',
      success: { description: 'The OpenAPI document.', schema: 'OpenApiDocument' },
    },
    {
      method: 'get',
      path: '/dropdown/{name}',
      operationId: 'dropdownList',
      summary: 'An option list',
      description: 'Ids and names in display order. An "Other" entry opens a free-text field beside its select.',
      tag: 'Lists',
      parameters: [inPath('name', { enum: DROPDOWN_LISTS }, 'The list.')],
      success: { description: 'The list.', schema: 'OptionList', cache: 'list' },
      statuses: [404],
    },
    {
      method: 'get',
      path: '/dropdown/case-managers',
      operationId: 'caseManagers',
      summary: "The case managers, all or one agency's",
      tag: 'Lists',
      parameters: [query('agency_id', positiveId('An agency from GET /dropdown/case-manager-agencies.'))],
      success: { description: 'Every agency ends with an "Other" manager.', schema: 'CaseManagerList', cache: 'list' },
    },
    {
      method: 'get',
      path: '/dropdown/reporting-accounts',
      operationId: 'reportingAccounts',
      summary: 'Benefits (reporting type 1) or bill types (reporting type 2)',
      tag: 'Lists',
      parameters: [
        query('reporting_type_id', positiveId('1: benefits, 2: bill types.')),
        query('is_benefit', { enum: ['true', 'false', '1', '0'] }, false, 'Only the accounts that are (or are not) benefits.'),
      ],
      success: { description: 'The accounts.', schema: 'OptionList', cache: 'list' },
    },
    {
      method: 'get',
      path: '/dropdown/programs',
      operationId: 'programs',
      summary: 'The programs: 10 Representative Payee, 4 Federal Fiduciary, 6 Money Management',
      tag: 'Lists',
      success: { description: 'The programs with their descriptions.', schema: 'ProgramList', cache: 'list' },
    },
    {
      method: 'get',
      path: '/master/countries',
      operationId: 'countries',
      summary: 'The countries by name (United States is 233)',
      tag: 'Lists',
      success: { description: 'The countries.', schema: 'OptionList', cache: 'list' },
    },
    {
      method: 'get',
      path: '/master/states',
      operationId: 'states',
      summary: "A country's states (the United States' when no country is given)",
      tag: 'Lists',
      parameters: [query('country_id', positiveId('A country from GET /master/countries; 233 when absent.'))],
      success: { description: 'The states; other countries have none (their addresses take a free-text state).', schema: 'OptionList', cache: 'list' },
    },
    {
      method: 'post',
      path: '/website/enquiry/store',
      operationId: 'storeEnquiry',
      summary: 'The contact form',
      description: 'An SSN (clients only) is stored only as its keyed hash and last 4 digits.',
      tag: 'Public site',
      body: { schemas: ['Enquiry'] },
      idempotent: true,
      throttled: true,
      success: { description: 'The enquiry is stored.', schema: 'EnquirySent' },
    },
    {
      method: 'get',
      path: '/website/client/process',
      operationId: 'lookUpProcess',
      summary: 'Where the application of an SSN and birth date stands',
      description: 'A wrong SSN or birth date answers 422 on `ssn`, whichever was wrong, and counts as a failed look-up.',
      tag: 'Identity',
      parameters: identityQuery(['process_lookup', 'resume_lookup']),
      throttled: true,
      success: { description: "The person's status record.", schema: 'ProcessAnswer' },
    },
    {
      method: 'get',
      path: '/website/client/name',
      operationId: 'lookUpName',
      summary: 'The first name behind an application code (the sign-in page greets the person)',
      tag: 'Identity',
      parameters: [query('application_code', { type: 'string', description: `The ${FIELD_LABELS.applicationCode.message}, matched without regard to case.` }, true)],
      throttled: true,
      success: { description: 'The first name.', schema: 'NameAnswer' },
      statuses: [404],
    },
    {
      method: 'post',
      path: '/website/login',
      operationId: 'logIn',
      summary: 'Sign in with SSN and birth date',
      description:
        'Onboarding people (pending or rejected) get an onboarding session; clients and approved onboarding people a client session. Intake applicants and onboarding under review are refused (422 on `warning`). Not idempotent: a token is never stored in clear.',
      tag: 'Identity',
      body: { schemas: ['Login'] },
      throttled: true,
      success: { description: 'The token and the status record.', schema: 'LoginAnswer' },
    },
    {
      method: 'post',
      path: '/website/logout',
      operationId: 'logOut',
      summary: 'Revoke the token',
      tag: 'Identity',
      auth: 'any',
      idempotent: true,
      success: { description: 'The token is revoked: later calls with it answer 401.', schema: 'Message' },
    },
    {
      method: 'post',
      path: '/website/session/renew',
      operationId: 'renewSession',
      summary: 'Count the token as used now ("Stay signed in")',
      description: 'Every authenticated call counts as a use too. Not idempotent.',
      tag: 'Identity',
      auth: 'any',
      success: { description: 'When the token will be refused as idle unless used again.', schema: 'Renewed' },
    },
    {
      method: 'post',
      path: '/website/intake',
      operationId: 'createIntake',
      summary: 'Check step 1, or create the application with steps 1 and 2',
      description: 'Any other step: 422 on `step`. An SSN that already has an application is refused (422 on `ssn`).',
      tag: 'Intake',
      body: { schemas: ['IntakeRepresentativeCheck', 'IntakeCreate'], discriminator: true },
      idempotent: true,
      throttled: true,
      success: { description: 'Step 1 checked (`id` null), or the application created.', schema: 'IntakeSaved' },
    },
    {
      method: 'post',
      path: '/website/intake/update',
      operationId: 'updateIntake',
      summary: 'Save one step of an application; the Referral Details step submits it',
      description:
        'Unless id, application code, SSN and birth date all match one application: 404. While the application is being reviewed or approved: 422 with code `application_locked`. The submit is refused (422 on `step`) while a required step is missing.',
      tag: 'Intake',
      parameters: [query('id', positiveId("The application's id (or `id` in the body)."))],
      body: { schemas: Object.keys(intakeUpdateBodies()), discriminator: true },
      idempotent: true,
      throttled: true,
      success: { description: 'The step is saved (or the application submitted, with its `receipt_token`).', schema: 'IntakeSaved' },
      statuses: [404],
    },
    {
      method: 'post',
      path: '/website/intake/receipt',
      operationId: 'intakeReceipt',
      summary: 'The PDF copy of a submitted application',
      tag: 'Intake',
      body: { schemas: ['Receipt'] },
      throttled: true,
      success: { description: 'The PDF, in the request\'s language.', pdf: true },
      statuses: [404],
    },
    {
      method: 'get',
      path: '/website/intake',
      operationId: 'readIntake',
      summary: 'The whole application of an SSN and birth date, with the steps already saved',
      tag: 'Intake',
      parameters: identityQuery(['resume_lookup', 'intake']),
      throttled: true,
      success: { description: 'Every intake field (null where not given).', schema: 'IntakeApplication' },
    },
    {
      method: 'get',
      path: '/website/client/programs',
      operationId: 'clientPrograms',
      summary: "The client's programs",
      tag: 'Account',
      auth: 'client',
      success: { description: 'The programs, names in the request\'s language.', schema: 'ClientPrograms' },
    },
    {
      method: 'get',
      path: '/website/client/account-balance',
      operationId: 'accountBalance',
      summary: "One program's balance",
      tag: 'Account',
      auth: 'client',
      parameters: [query('program_id', positiveId("One of the client's programs."), true)],
      success: { description: 'The balance in dollars.', schema: 'Balance' },
      statuses: [404],
    },
    {
      method: 'get',
      path: '/website/client/account-statement',
      operationId: 'accountStatement',
      summary: "One program's statement between two dates, as a PDF",
      description: 'No transaction in the range: 422 with no field errors.',
      tag: 'Account',
      auth: 'client',
      parameters: [
        query('program_id', positiveId("One of the client's programs."), true),
        query('transaction_date[0]', { type: 'string', format: 'date', description: `The ${FIELD_LABELS.startDate.message}; not in the future.` }, true),
        query('transaction_date[1]', { type: 'string', format: 'date', description: `The ${FIELD_LABELS.endDate.message}; not in the future, not before the start.` }, true),
      ],
      success: { description: 'The statement.', pdf: true },
      statuses: [404],
    },
    {
      method: 'get',
      path: '/website/onboarding',
      operationId: 'readOnboarding',
      summary: "The signed-in person's onboarding so far",
      tag: 'Onboarding',
      auth: 'onboarding',
      success: { description: 'The onboarding detail.', schema: 'OnboardingAnswer' },
    },
    {
      method: 'get',
      path: '/website/onboarding/{id}',
      operationId: 'readOnboardingById',
      summary: 'The same, named by the person\'s id or application code',
      tag: 'Onboarding',
      auth: 'onboarding',
      parameters: [inPath('id', { type: 'string' }, "The signed-in person's id or application code; anyone else's: 404.")],
      success: { description: 'The onboarding detail.', schema: 'OnboardingAnswer' },
      statuses: [404],
    },
    {
      method: 'put',
      path: '/website/onboarding',
      operationId: 'saveOnboardingStep',
      summary: 'Save (or skip) one onboarding step; the bills step submits',
      description:
        'While the onboarding is reviewed or approved: 422 with code `onboarding_locked`. The bills step is refused (422) until the photo and identifier steps are saved. Files are recognised by their content, whatever their name or declared type.',
      tag: 'Onboarding',
      auth: 'onboarding',
      body: { schemas: Object.keys(onboardingBodies()), multipart: true, discriminator: true },
      idempotent: true,
      throttled: true,
      success: { description: 'The step is saved (or skipped, or the onboarding submitted); the detail as it is now.', schema: 'OnboardingAnswer' },
    },
    {
      method: 'post',
      path: '/website/onboarding',
      operationId: 'saveOnboardingStepSpoofed',
      summary: 'The same save sent as POST with `_method=PUT` (in the query or the body)',
      description: 'Without `_method=PUT`: 405.',
      tag: 'Onboarding',
      auth: 'onboarding',
      parameters: [query('_method', { const: 'PUT' }, false, 'Laravel-style method spoofing.')],
      body: { schemas: Object.keys(onboardingBodies()), multipart: true, discriminator: true },
      idempotent: true,
      throttled: true,
      success: { description: 'As PUT.', schema: 'OnboardingAnswer' },
      statuses: [405],
    },
    {
      method: 'get',
      path: '/website/files/{id}',
      operationId: 'uploadedFile',
      summary: 'An uploaded file, by the signed link an onboarding detail gives',
      description: 'No token (an image element cannot send one): the link is signed for the file, its owner and the session it was read in. Expired, altered or ended links: 404.',
      tag: 'Onboarding',
      parameters: [
        inPath('id', { type: 'string', pattern: '^[0-9]+$' }, 'The file.'),
        query('session', { type: 'string', pattern: '^[0-9]+$' }, true, 'The session the link was made in.'),
        query('expires', { type: 'string', pattern: '^[0-9]+$' }, true, 'Unix seconds.'),
        query('signature', { type: 'string' }, true, 'The server\'s signature of the above.'),
      ],
      success: { description: 'The file, with its type as recognised at upload.', file: true, cache: 'private' },
      statuses: [404],
    },
  ];
}
