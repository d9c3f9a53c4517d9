import { addressRules, ADDRESS_TEXT_FIELDS, completeAddress } from './address-rules';
import { checkFields, pickFields, type Picking } from './field-check';
import { getPath, isEmptyValue, isTrue, otherChosen, toId, type FieldErrors, type FieldRule, type RuleContext, type Values } from './field-rules';
import { MAX_LENGTH, OTHER_IDENTIFIERS_MAX } from './limits';
import { checkList, pickList, type ListSpec, type StepRuleSet } from './list-rules';
import type { OnboardingStepSlug } from './steps';
import type { Message } from './translate';

/** What the server already holds, which decides whether an upload is still required. */
export interface StoredUploads {
  hasPhoto: boolean;
  /** Ids of saved bills that already have their file. */
  billsWithFiles: readonly number[];
}

const IDENTIFIER_TYPE = /*i18n*/ { id: 'onboarding.label.identifier_type', message: 'identifier type' };
const IDENTIFICATION_NUMBER = /*i18n*/ { id: 'onboarding.label.identification_number', message: 'identification number' };
const BENEFIT = /*i18n*/ { id: 'onboarding.label.benefit', message: 'benefit' };
const FROM_DATE = /*i18n*/ { id: 'onboarding.label.from_date', message: 'from date' };

const NO_UPLOADS: StoredUploads = { hasPhoto: false, billsWithFiles: [] };
const text = (name: string, label: Message, maxLength: number, required = false): FieldRule => ({ name, label, kind: 'text', maxLength, required });

const identifierRules: FieldRule[] = [
  { name: 'identifiers.debit_card_no', label: /*i18n*/ { id: 'onboarding.label.debit_card_number', message: 'debit card number' }, kind: 'numberText', maxLength: 30 },
  { name: 'identifiers.va_no', label: /*i18n*/ { id: 'onboarding.label.va_number', message: 'VA number' }, kind: 'numberText', maxLength: 30 },
  text('identifiers.medicaid_no', /*i18n*/ { id: 'onboarding.label.rss_medicaid_number', message: 'RSS / Medicaid number' }, 30),
  { name: 'identifiers.identification_type_id', label: IDENTIFIER_TYPE, kind: 'option', list: 'identification-types', required: true },
  text('identifiers.photo_id', IDENTIFICATION_NUMBER, 50, true),
];

export const OTHER_IDENTIFIERS: ListSpec = {
  name: 'other_identifiers',
  label: /*i18n*/ { id: 'onboarding.label.other_identifiers', message: 'other identifiers' },
  max: OTHER_IDENTIFIERS_MAX,
  itemRules: () => [text('identity_code', IDENTIFICATION_NUMBER, 50, true), text('identity_type', IDENTIFIER_TYPE, 100, true)],
  isBlank: (item) => isEmptyValue(item.identity_code) && isEmptyValue(item.identity_type),
};

export const ACTIVE_BENEFITS: ListSpec = {
  name: 'active_benefits',
  label: BENEFIT,
  max: 50,
  itemRules: () => [
    { name: 'reporting_account_id', label: BENEFIT, kind: 'option', list: 'benefits', required: true },
    { name: 'benefit_amount', label: /*i18n*/ { id: 'onboarding.label.monthly_amount', message: 'monthly amount' }, kind: 'amount', required: true },
    { name: 'effective_from', label: FROM_DATE, kind: 'date', notFuture: true, required: true },
    { name: 'effective_till', label: /*i18n*/ { id: 'onboarding.label.till_date', message: 'till date' }, kind: 'date', notFuture: true, notBefore: { field: 'effective_from', label: FROM_DATE } },
  ],
  // The form shows these errors beside the benefit's checkbox (spec section 8).
  errorKey: (item, index) => String(toId(item.reporting_account_id) ?? index),
};

const CONTACT_FIELDS = ['name', 'contact_category_id', 'other_contact_category', 'description'];
const PERSONAL_FIELDS = ['primary_phone', 'other_phone', 'primary_email', 'other_email', 'website'];

/** Spec section 4: a contact block with no filled field (defaults aside) is empty. */
export function isBlankContact(item: Values): boolean {
  const paths = [
    ...CONTACT_FIELDS,
    ...PERSONAL_FIELDS.map((field) => `personal_contact.${field}`),
    ...ADDRESS_TEXT_FIELDS.flatMap((field) => [`physical_address.${field}`, `mailing_address.${field}`]),
  ];
  return paths.every((path) => isEmptyValue(getPath(item, path)));
}

export const CLIENT_CONTACTS: ListSpec = {
  name: 'client_contacts',
  label: /*i18n*/ { id: 'onboarding.label.contact', message: 'contact' },
  max: 20,
  isBlank: isBlankContact,
  // Spec section 4: a contact block with no filled field is sent with its physical address's
  // international flag and nothing else (no country), and the server drops it.
  blankSentAs: { physical_address: { is_international: 0 } },
  itemRules: () => [
    text('name', /*i18n*/ { id: 'onboarding.label.contact_name', message: 'contact name' }, MAX_LENGTH.emergencyContactName, true),
    { name: 'contact_category_id', label: /*i18n*/ { id: 'onboarding.label.contact_category', message: 'contact category' }, kind: 'option', list: 'contact-categories', required: true },
    {
      ...text('other_contact_category', /*i18n*/ { id: 'onboarding.label.other_contact_category', message: 'other contact category' }, MAX_LENGTH.shortText, true),
      when: otherChosen('contact-categories', 'contact_category_id'),
    },
    { name: 'personal_contact.primary_phone', label: /*i18n*/ { id: 'onboarding.label.primary_phone', message: 'primary phone' }, kind: 'phone', required: true },
    { name: 'personal_contact.other_phone', label: /*i18n*/ { id: 'onboarding.label.other_phone', message: 'other phone' }, kind: 'phone' },
    { name: 'personal_contact.primary_email', label: /*i18n*/ { id: 'onboarding.label.primary_email', message: 'primary email' }, kind: 'email' },
    { name: 'personal_contact.other_email', label: /*i18n*/ { id: 'onboarding.label.other_email', message: 'other email' }, kind: 'email' },
    text('personal_contact.website', /*i18n*/ { id: 'onboarding.label.website', message: 'website' }, MAX_LENGTH.email),
    text('description', /*i18n*/ { id: 'onboarding.label.description', message: 'description' }, MAX_LENGTH.freeText),
    ...addressRules({ prefix: 'physical_address', scope: 'anywhere', optional: true }),
    ...addressRules({ prefix: 'mailing_address', labelPrefix: 'mailing ', scope: 'anywhere', sameAsPrimary: true, optional: true }),
  ],
};

export function clientBills(stored: StoredUploads = NO_UPLOADS): ListSpec {
  return {
    name: 'client_bills',
    label: /*i18n*/ { id: 'onboarding.label.bill', message: 'bill' },
    max: 20,
    min: 1,
    itemRules: (item) => [
      { name: 'reporting_account_id', label: /*i18n*/ { id: 'onboarding.label.bill_type', message: 'bill type' }, kind: 'option', list: 'bill-types', required: true },
      { name: 'amount', label: /*i18n*/ { id: 'onboarding.label.amount', message: 'amount' }, kind: 'amount', required: true },
      { name: 'is_recursive', label: /*i18n*/ { id: 'onboarding.label.recurring_bill', message: 'recurring bill' }, kind: 'flag', required: true, initial: '0' },
      { name: 'bill_repeat_frequency_id', label: /*i18n*/ { id: 'onboarding.label.frequency', message: 'frequency' }, kind: 'option', list: 'bill-repeat-frequencies', required: true, when: isTrue('is_recursive') },
      { name: 'repeat_intervals', label: /*i18n*/ { id: 'onboarding.label.repeat_intervals', message: 'repeat intervals' }, kind: 'integer', min: 1, max: 52, when: isTrue('is_recursive') },
      {
        name: 'files.0',
        label: /*i18n*/ { id: 'onboarding.label.bill_file', message: 'bill file' },
        kind: 'file',
        upload: 'bill',
        required: !stored.billsWithFiles.includes(toId(item.id) ?? 0),
      },
    ],
  };
}

const STEP_FIELDS: Record<OnboardingStepSlug, (stored: StoredUploads) => readonly FieldRule[]> = {
  document_proof: (stored) => [{ name: 'image', label: /*i18n*/ { id: 'onboarding.label.photo', message: 'photo' }, kind: 'file', upload: 'photo', required: !stored.hasPhoto }],
  identifier: () => identifierRules,
  diagnosis: () => [
    text('health_info.diagnosis', /*i18n*/ { id: 'onboarding.label.diagnosis', message: 'diagnosis' }, MAX_LENGTH.freeText),
    text('health_info.medications', /*i18n*/ { id: 'onboarding.label.medications', message: 'medications' }, MAX_LENGTH.freeText),
    text('health_info.guardianship', /*i18n*/ { id: 'onboarding.label.guardianship', message: 'guardianship' }, MAX_LENGTH.freeText),
  ],
  active_benefits: () => [],
  client_contacts: () => [],
  client_bills: () => [],
};

const STEP_LISTS: Record<OnboardingStepSlug, (stored: StoredUploads) => ListSpec[]> = {
  document_proof: () => [],
  identifier: () => [OTHER_IDENTIFIERS],
  diagnosis: () => [],
  active_benefits: () => [ACTIVE_BENEFITS],
  client_contacts: () => [CLIENT_CONTACTS],
  client_bills: (stored) => [clientBills(stored)],
};

/** A step's field rules and repeatable lists, as the checks apply them (the summary and the receipt read them too). */
export function onboardingStepRules(slug: OnboardingStepSlug, stored: StoredUploads = NO_UPLOADS): StepRuleSet {
  return { fields: STEP_FIELDS[slug](stored), lists: STEP_LISTS[slug](stored) };
}

/** The form may send the identification number as identity_code (spec section 7): read it as photo_id. */
function withAliases(values: Values): Values {
  const identifiers = values.identifiers;
  if (typeof identifiers !== 'object' || identifiers === null) return values;
  const { photo_id: photoId, identity_code: identityCode } = identifiers as Values;
  return isEmptyValue(photoId) && !isEmptyValue(identityCode) ? { ...values, identifiers: { ...identifiers, photo_id: identityCode } } : values;
}

export function validateOnboardingStep(
  slug: OnboardingStepSlug,
  values: Values,
  context: RuleContext,
  stored: StoredUploads = NO_UPLOADS,
): FieldErrors {
  const input = withAliases(values);
  const errors = checkFields(STEP_FIELDS[slug](stored), input, context);
  for (const list of STEP_LISTS[slug](stored)) Object.assign(errors, checkList(list, input, context));
  return errors;
}

/**
 * A checked step's values as stored (or as a form sends them): fields normalized, lists as
 * arrays of items with their ids, contacts' addresses completed.
 */
export function pickOnboardingStep(
  slug: OnboardingStepSlug,
  values: Values,
  context: RuleContext,
  stored: StoredUploads = NO_UPLOADS,
  picking: Picking = 'stored',
): Record<string, unknown> {
  const input = withAliases(values);
  const picked = pickFields(STEP_FIELDS[slug](stored), input, context, picking);
  for (const list of STEP_LISTS[slug](stored)) picked[list.name] = pickList(list, input, context, picking);
  if (slug === 'client_contacts') {
    picked.client_contacts = (picked.client_contacts as Record<string, unknown>[]).map((contact) => {
      if (!contact.mailing_address) return contact;
      const physical = completeAddress(contact.physical_address as Record<string, unknown>);
      return { ...contact, physical_address: physical, mailing_address: completeAddress(contact.mailing_address as Record<string, unknown>, physical) };
    });
  }
  return picked;
}

