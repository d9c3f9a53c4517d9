import { sql } from 'drizzle-orm';
import type { CurrentProcess, ProcessType } from '../../src/contract/process';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** One Drizzle schema for PGlite and PostgreSQL. Money is in cents; dates are 'YYYY-MM-DD'. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every list of spec section 3 'Dropdown option', countries and states included. */
export const options = pgTable(
  'options',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    slug: text('slug'),
    /** A case manager's agency, a state's country. */
    parentId: integer('parent_id'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.id] }), index('options_parent').on(t.list, t.parentId)],
);

export const reportingAccounts = pgTable('reporting_accounts', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** 1 benefit, 2 bill type. */
  reportingTypeId: integer('reporting_type_id').notNull(),
  isBenefit: boolean('is_benefit').notNull(),
  position: integer('position').notNull(),
});

export const programs = pgTable('programs', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

/** An applicant, from the intake application through onboarding to client. */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    applicationCode: text('application_code').notNull().unique(),
    /** HMAC-SHA256 of the SSN with the server's secret: found by SSN, never stored plain. */
    ssnHash: text('ssn_hash').notNull().unique(),
    ssnLast4: text('ssn_last4').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    suffix: text('suffix'),
    processType: text('process_type').$type<ProcessType>().notNull(),
    currentProcess: text('current_process').$type<CurrentProcess>().notNull(),
    rejectionReasons: jsonb('rejection_reasons').$type<string[]>().notNull().default([]),
    /** The intake steps' other fields, nested as the form sends them. */
    intake: jsonb('intake').$type<Record<string, unknown>>().notNull().default({}),
    intakeSteps: jsonb('intake_steps').$type<string[]>().notNull().default([]),
    onboardingSteps: jsonb('onboarding_steps').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    check('people_process_type', sql`${t.processType} in ('intake', 'onboarding', 'client')`),
    check('people_current_process', sql`${t.currentProcess} in ('pending', 'in-progress', 'rejected', 'approved')`),
  ],
);

const personId = () =>
  integer('person_id')
    .notNull()
    .references(() => people.id, { onDelete: 'cascade' });

/** Uploads: the bytes live on disk under DATA_DIR, this row says whose they are. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  personId: personId(),
  storedName: text('stored_name').notNull().unique(),
  originalName: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});

/** Raw bytes: Buffer from node-postgres, Uint8Array from PGlite, a Buffer to the code either way. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The uploads' content (the default file store): any server process serves any file. */
export const fileContents = pgTable('file_contents', {
  storedName: text('stored_name').primaryKey(),
  data: bytea('data').notNull(),
});

export const onboardingProfiles = pgTable('onboarding_profiles', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => people.id, { onDelete: 'cascade' }),
  photoFileId: integer('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
  healthInfo: jsonb('health_info').$type<Record<string, string | null>>().notNull().default({}),
  identifiers: jsonb('identifiers').$type<Record<string, unknown>>().notNull().default({}),
});

export const otherIdentifiers = pgTable('other_identifiers', {
  id: serial('id').primaryKey(),
  personId: personId(),
  identityCode: text('identity_code').notNull(),
  identityType: text('identity_type').notNull(),
  position: integer('position').notNull(),
});

export const clientContacts = pgTable('client_contacts', {
  id: serial('id').primaryKey(),
  personId: personId(),
  name: text('name').notNull(),
  contactCategoryId: integer('contact_category_id').notNull(),
  otherContactCategory: text('other_contact_category'),
  personalContact: jsonb('personal_contact').$type<Record<string, unknown>>().notNull(),
  physicalAddress: jsonb('physical_address').$type<Record<string, unknown>>().notNull(),
  mailingAddress: jsonb('mailing_address').$type<Record<string, unknown>>().notNull(),
  description: text('description'),
  position: integer('position').notNull(),
});

export const clientBenefits = pgTable(
  'client_benefits',
  {
    id: serial('id').primaryKey(),
    personId: personId(),
    reportingAccountId: integer('reporting_account_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTill: date('effective_till', { mode: 'string' }),
  },
  (t) => [unique('client_benefits_once').on(t.personId, t.reportingAccountId)],
);

export const clientBills = pgTable('client_bills', {
  id: serial('id').primaryKey(),
  personId: personId(),
  reportingAccountId: integer('reporting_account_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  isRecursive: smallint('is_recursive').notNull(),
  billRepeatFrequencyId: integer('bill_repeat_frequency_id'),
  repeatIntervals: integer('repeat_intervals'),
  fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
  position: integer('position').notNull(),
});

export const clientPrograms = pgTable(
  'client_programs',
  {
    personId: personId(),
    programId: integer('program_id').notNull(),
    /** 1 active, 0 inactive (spec section 3). */
    status: smallint('status').notNull(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.programId] })],
);

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    personId: personId(),
    programId: integer('program_id').notNull(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    /**
     * What kind of movement it is ('rent', 'social_security_deposit'): a statement says a coded
     * line in the reader's language, an uncoded one by its description as written.
     */
    code: text('code'),
    description: text('description').notNull(),
    /** Positive for money in, negative for money out. */
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('transactions_account').on(t.personId, t.programId, t.postedOn)],
);

export const tokens = pgTable('tokens', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the bearer token: a leaked table gives no usable token. */
  tokenHash: text('token_hash').notNull().unique(),
  personId: personId(),
  processType: text('process_type').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** The last authenticated request (written at most once a minute): the idle limit counts from it. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  /** Null while the first request is still being answered. */
  statusCode: integer('status_code'),
  body: jsonb('body'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const enquiries = pgTable('enquiries', {
  id: serial('id').primaryKey(),
  isClient: boolean('is_client').notNull(),
  ssnHash: text('ssn_hash'),
  ssnLast4: text('ssn_last4'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  enquiryTypeId: integer('enquiry_type_id').notNull(),
  description: text('description'),
  createdAt: createdAt(),
});

/** Secrets the server generates for itself on first start (when APP_SECRET is not given). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Fixed-window counters of the rate limits, shared by every server process (keys hold HMACs, never an SSN). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
