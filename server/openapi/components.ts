import { INTAKE_STEP_RULES } from '../../src/contract/intake-rules';
import { LOCALES } from '../../src/contract/locales';
import { CLIENT_CONTACTS, onboardingStepRules } from '../../src/contract/onboarding-rules';
import { CURRENT_PROCESSES, PROCESS_TYPES } from '../../src/contract/process';
import { IDLE_SESSION_CODE } from '../../src/contract/session';
import { INTAKE_STEP_SLUGS, ONBOARDING_STEP_SLUGS } from '../../src/contract/steps';
import { KEY_PATTERN } from '../http/idempotency';
import { LIST_CACHE } from '../routes/dropdowns';
import { objectSchema, rulesSchema, type Schema } from './field-schemas';

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** The `code` of a 422 that is not about a field. */
export const REFUSAL_CODES = ['idempotency_key_reused', 'application_locked', 'onboarding_locked'] as const;

const text: Schema = { type: 'string' };
const nullableText: Schema = { type: ['string', 'null'] };
const integer: Schema = { type: 'integer' };
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
const list = (items: Schema, description?: string): Schema => ({ type: 'array', items, ...(description ? { description } : {}) });
const answer = (data: Schema, withMessage: 'message' | 'optional message' | 'no message' = 'no message') =>
  objectSchema(withMessage === 'no message' ? { data } : { message: text, data }, withMessage === 'message' ? ['message', 'data'] : ['data']);

const named = objectSchema({ id: integer, name: nullableText }, ['id', 'name']);
const dateField = objectSchema({ date: { type: 'string', format: 'date' }, formatted_date: { type: 'string', pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$' } }, ['date', 'formatted_date']);
const rejectionReasons = list(objectSchema({ message: text }, ['message']), 'Why the application was sent back; empty unless it was.');

const statusRecord = objectSchema(
  {
    id: integer,
    process_type: { enum: PROCESS_TYPES },
    current_process: { enum: CURRENT_PROCESSES },
    application_code: text,
    title: nullableText,
    first_name: nullableText,
    middle_name: nullableText,
    last_name: nullableText,
    suffix: nullableText,
    ssn_number_partial: { type: 'string', pattern: '^[0-9]{4}$', description: 'The last 4 digits of the SSN: answers never carry the whole number.' },
    rejection_reason: rejectionReasons,
  },
  ['id', 'process_type', 'current_process', 'application_code', 'first_name', 'last_name', 'ssn_number_partial', 'rejection_reason'],
);

/** Every intake field as the look-up reads it back (null where not given), then the application's own fields. */
function intakeApplication(): Schema {
  const fields = rulesSchema(Object.values(INTAKE_STEP_RULES).flat(), { saved: true });
  const representative = fields.properties.representative as { properties: Record<string, Schema> };
  representative.properties.case_manager = nullable(objectSchema({ id: integer, slug: nullableText, name: text }, ['id', 'name']));
  Object.assign(fields.properties, {
    id: integer,
    application_code: text,
    client_id: { type: ['integer', 'null'] },
    client_group_id: { type: 'null' },
    process_type: { enum: PROCESS_TYPES },
    current_process: { enum: CURRENT_PROCESSES },
    is_draft: { type: 'boolean' },
    is_rejected: { type: 'boolean' },
    rejection_reason: rejectionReasons,
    saved_steps: list({ enum: INTAKE_STEP_SLUGS }),
    ssn: { type: 'string', pattern: '^[0-9]{9}$', description: 'The SSN as the look-up sent it, digits only.' },
    date_of_birth: { type: 'string', format: 'date' },
  });
  fields.required = ['id', 'application_code', 'process_type', 'current_process', 'saved_steps', 'rejection_reason'];
  return fields;
}

function onboardingDetail(): Schema {
  const saved = (slug: Parameters<typeof onboardingStepRules>[0]) => rulesSchema(onboardingStepRules(slug).fields, { saved: true }).properties;
  const contact = rulesSchema(CLIENT_CONTACTS.itemRules({}), { saved: true });
  Object.assign(contact.properties, { id: integer, contact_category: nullable(named) });
  const identifiers = saved('identifier').identifiers as { properties: Record<string, Schema> };
  Object.assign(identifiers.properties, { identification_type: nullable(named), identity_code: nullableText });
  const file = objectSchema({ id: integer, file_path: { type: 'string', description: 'A signed link to the file, good for 15 minutes and while the session lives.' }, original_name: text, mime: text }, ['id', 'file_path']);
  return objectSchema(
    {
      id: integer,
      application_code: text,
      process_type: { enum: PROCESS_TYPES },
      current_process: { enum: CURRENT_PROCESSES },
      rejection_reason: rejectionReasons,
      saved_steps: list({ enum: ONBOARDING_STEP_SLUGS }),
      name: text,
      first_name: nullableText,
      last_name: nullableText,
      date_of_birth: nullable(dateField),
      ssn_number_partial: statusRecord.properties.ssn_number_partial!,
      image_url: { type: ['string', 'null'], description: 'A signed link to the photo, good for 15 minutes and while the session lives.' },
      image_name: nullableText,
      health_info: saved('diagnosis').health_info!,
      identifiers,
      other_identifier: list(objectSchema({ id: integer, identity_code: nullableText, identity_type: nullableText }, ['id'])),
      client_contacts: list(contact),
      benefits: list(
        objectSchema(
          { id: integer, reporting_account_id: integer, name: nullableText, amount: { type: 'number' }, effective_from: nullable(dateField), effective_till: nullable(dateField) },
          ['id', 'reporting_account_id', 'amount'],
        ),
      ),
      client_bills: list(
        objectSchema(
          {
            id: integer,
            reporting_account_id: integer,
            reporting_account: nullable(named),
            amount: { type: 'number' },
            is_recursive: { enum: [0, 1] },
            bill_repeat_frequency_id: { type: ['integer', 'null'] },
            bill_repeat_frequency: nullable(named),
            repeat_intervals: { type: ['integer', 'null'] },
            files: list(file),
          },
          ['id', 'reporting_account_id', 'amount', 'is_recursive', 'files'],
        ),
      ),
    },
    ['id', 'application_code', 'process_type', 'current_process', 'saved_steps', 'rejection_reason'],
  );
}

export function componentSchemas(): Record<string, Schema> {
  return {
    Message: objectSchema({ message: text }, ['message']),
    ValidationError: objectSchema(
      {
        message: { type: 'string', description: 'The first error, and how many more there are: "… (and 2 more errors)".' },
        errors: {
          type: 'object',
          additionalProperties: { type: 'array', items: text, minItems: 1 },
          description: 'The first problem of each field, keyed by its dotted name (`representative.primary_phone`, `client_bills.0.amount`); empty for a refusal with a `code`.',
        },
        code: { enum: REFUSAL_CODES, description: 'Set when the refusal is not about a field.' },
      },
      ['message', 'errors'],
    ),
    Unauthenticated: objectSchema({ message: text, code: { const: IDLE_SESSION_CODE, description: 'The token was left unused past the idle limit (and is now revoked).' } }, ['message']),
    Throttled: objectSchema({ message: text, errors: { type: 'object', maxProperties: 0 } }, ['message', 'errors']),
    Health: answer(objectSchema({ status: { const: 'ok' } }, ['status'])),
    HealthUnavailable: answer(objectSchema({ status: { const: 'unavailable' } }, ['status']), 'message'),
    OptionList: answer(list(objectSchema({ id: integer, name: text }, ['id', 'name']))),
    CaseManagerList: answer(list(objectSchema({ id: integer, name: text, slug: nullableText }, ['id', 'name', 'slug']))),
    ProgramList: answer(list(objectSchema({ id: integer, name: text, short_name: text, description: text }, ['id', 'name', 'short_name', 'description']))),
    StatusRecord: statusRecord,
    ProcessAnswer: answer(ref('StatusRecord'), 'message'),
    NameAnswer: answer(objectSchema({ first_name: text }, ['first_name'])),
    LoginAnswer: answer(
      {
        allOf: [
          ref('StatusRecord'),
          objectSchema(
            {
              token: { type: 'string', minLength: 20, description: 'The bearer token for the account or onboarding calls; valid 2 days, and refused after 15 unused minutes.' },
              client_id: integer,
              process_type: { enum: ['onboarding', 'client'], description: "The session's kind: `onboarding` opens the wizard, `client` the account." },
            },
            ['token', 'client_id'],
          ),
        ],
      },
      'message',
    ),
    Renewed: answer(objectSchema({ idle_expires_at: { type: 'string', format: 'date-time' } }, ['idle_expires_at']), 'message'),
    EnquirySent: answer(objectSchema({ message: text }, ['message']), 'message'),
    IntakeSaved: answer(
      objectSchema(
        {
          id: { type: ['integer', 'null'] },
          application_id: { type: ['string', 'null'], description: 'The application code (null after the check of step 1, which creates nothing).' },
          application_code: text,
          current_process: { enum: CURRENT_PROCESSES },
          receipt_token: { type: 'string', description: 'Only on the save that submits: the key to the PDF copy (POST /website/intake/receipt).' },
        },
        ['id', 'application_id'],
      ),
      'message',
    ),
    IntakeApplication: answer(intakeApplication()),
    ClientPrograms: answer(list(objectSchema({ id: integer, name: text, status: { enum: [0, 1], description: '0: inactive.' }, short_name: text }, ['id', 'name', 'status', 'short_name']))),
    Balance: answer({ ...list(objectSchema({ value: { type: 'number', description: 'Dollars; may be negative.' } }, ['value'])), minItems: 1, maxItems: 1 }),
    OnboardingDetail: onboardingDetail(),
    OnboardingAnswer: answer(ref('OnboardingDetail'), 'optional message'),
    OpenApiDocument: objectSchema({ openapi: { type: 'string', pattern: '^3\\.1\\.' }, paths: { type: 'object' } }, ['openapi', 'paths']),
  };
}

export const NO_STORE_PATTERN = '(^|,)\\s*no-store\\s*(,|$)';

export const COMPONENT_HEADERS: Record<string, Schema> = {
  NoStore: {
    description: 'Personal answers and refusals are never kept by a cache.',
    required: true,
    schema: { type: 'string', pattern: NO_STORE_PATTERN },
  },
  ListCache: {
    description: `The reference API lets browsers keep the public lists for a while (\`${LIST_CACHE}\`).`,
    schema: { type: 'string' },
  },
  VaryLanguage: {
    description: 'Includes `Accept-Language` when the words of the answer followed that header (no `lang` in the address).',
    schema: { type: 'string' },
  },
  RetryAfter: { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } },
  IdempotentReplayed: { description: 'This is the stored answer of an earlier request with the same Idempotency-Key.', schema: { const: 'true' } },
  Filename: { description: 'The PDF\'s file name (also in Content-Disposition).', required: true, schema: { type: 'string', pattern: '\\.pdf$' } },
  Attachment: { description: 'Always an attachment, with its file name.', required: true, schema: { type: 'string', pattern: '^attachment' } },
};

export const COMPONENT_PARAMETERS: Record<string, Schema> = {
  Lang: {
    name: 'lang',
    in: 'query',
    description: 'The language of the words in the answer; wins over Accept-Language. Without it the answer says `Vary: Accept-Language`.',
    schema: { enum: LOCALES },
  },
  AcceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    description: 'The language of the words in the answer when the address has no `lang` (the first one the API has; English otherwise).',
    schema: { type: 'string' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    description:
      'The same write sent again with the same key (and the same body, the bot-check token aside) within 24 hours gets the first answer back, marked `Idempotent-Replayed: true`, and has no second effect; the same key with another body is refused (422, `idempotency_key_reused`). Only successes are kept.',
    schema: { type: 'string', pattern: KEY_PATTERN.source },
  },
};
