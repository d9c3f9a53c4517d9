import { addressRules, ADDRESS_TEXT_FIELDS, completeAddress } from './address-rules';
import { localToday } from './calendar';
import { checkFields, pickFields } from './field-check';
import { getPath, isEmptyValue, isTrue, otherChosen, toId, type FieldErrors, type FieldRule, type RuleContext, type Values } from './field-rules';
import { MAX_LENGTH, OTHER_IDENTIFIERS_MAX } from './limits';
import { checkList, pickList, type ListSpec } from './list-rules';
import type { OnboardingStepSlug } from './steps';

/** What the server already holds, which decides whether an upload is still required. */
export interface StoredUploads {
  hasPhoto: boolean;
  /** Ids of saved bills that already have their file. */
  billsWithFiles: readonly number[];
}

const NO_UPLOADS: StoredUploads = { hasPhoto: false, billsWithFiles: [] };
const text = (name: string, label: string, maxLength: number, required = false): FieldRule => ({ name, label, kind: 'text', maxLength, required });

const identifierRules: FieldRule[] = [
  { name: 'identifiers.identification_type_id', label: 'identifier type', kind: 'option', list: 'identification-types', required: true },
  text('identifiers.photo_id', 'identification number', 50, true),
  { name: 'identifiers.debit_card_no', label: 'debit card number', kind: 'numberText', maxLength: 30 },
  { name: 'identifiers.va_no', label: 'VA number', kind: 'numberText', maxLength: 30 },
  text('identifiers.medicaid_no', 'RSS / Medicaid number', 30),
];

export const OTHER_IDENTIFIERS: ListSpec = {
  name: 'other_identifiers',
  label: 'other identifiers',
  max: OTHER_IDENTIFIERS_MAX,
  itemRules: () => [text('identity_code', 'identification number', 50, true), text('identity_type', 'identifier type', 100, true)],
  isBlank: (item) => isEmptyValue(item.identity_code) && isEmptyValue(item.identity_type),
};

export const ACTIVE_BENEFITS: ListSpec = {
  name: 'active_benefits',
  label: 'benefit',
  max: 50,
  itemRules: () => [
    { name: 'reporting_account_id', label: 'benefit', kind: 'option', list: 'benefits', required: true },
    { name: 'benefit_amount', label: 'monthly amount', kind: 'amount', required: true },
    { name: 'effective_from', label: 'from date', kind: 'date', notFuture: true, required: true },
    { name: 'effective_till', label: 'till date', kind: 'date', notFuture: true, notBefore: { field: 'effective_from', label: 'from date' } },
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
  label: 'contact',
  max: 20,
  isBlank: isBlankContact,
  itemRules: () => [
    text('name', 'contact name', MAX_LENGTH.emergencyContactName, true),
    { name: 'contact_category_id', label: 'contact category', kind: 'option', list: 'contact-categories', required: true },
    {
      ...text('other_contact_category', 'other contact category', MAX_LENGTH.shortText, true),
      when: otherChosen('contact-categories', 'contact_category_id'),
    },
    { name: 'personal_contact.primary_phone', label: 'primary phone', kind: 'phone', required: true },
    { name: 'personal_contact.other_phone', label: 'other phone', kind: 'phone' },
    { name: 'personal_contact.primary_email', label: 'primary email', kind: 'email' },
    { name: 'personal_contact.other_email', label: 'other email', kind: 'email' },
    text('personal_contact.website', 'website', MAX_LENGTH.email),
    text('description', 'description', MAX_LENGTH.freeText),
    ...addressRules({ prefix: 'physical_address', scope: 'anywhere', optional: true }),
    ...addressRules({ prefix: 'mailing_address', labelPrefix: 'mailing ', scope: 'anywhere', sameAsPrimary: true, optional: true }),
  ],
};

export function clientBills(stored: StoredUploads = NO_UPLOADS): ListSpec {
  return {
    name: 'client_bills',
    label: 'bill',
    max: 20,
    min: 1,
    itemRules: (item) => [
      { name: 'reporting_account_id', label: 'bill type', kind: 'option', list: 'bill-types', required: true },
      { name: 'amount', label: 'amount', kind: 'amount', required: true },
      { name: 'is_recursive', label: 'recurring bill', kind: 'flag', required: true },
      { name: 'bill_repeat_frequency_id', label: 'frequency', kind: 'option', list: 'bill-repeat-frequencies', required: true, when: isTrue('is_recursive') },
      { name: 'repeat_intervals', label: 'repeat intervals', kind: 'integer', min: 1, max: 52, when: isTrue('is_recursive') },
      {
        name: 'files.0',
        label: 'bill file',
        kind: 'file',
        upload: 'bill',
        required: !stored.billsWithFiles.includes(toId(item.id) ?? 0),
      },
    ],
  };
}

const STEP_FIELDS: Record<OnboardingStepSlug, (stored: StoredUploads) => readonly FieldRule[]> = {
  document_proof: (stored) => [{ name: 'image', label: 'photo', kind: 'file', upload: 'photo', required: !stored.hasPhoto }],
  identifier: () => identifierRules,
  diagnosis: () => [
    text('health_info.diagnosis', 'diagnosis', MAX_LENGTH.freeText),
    text('health_info.medications', 'medications', MAX_LENGTH.freeText),
    text('health_info.guardianship', 'guardianship', MAX_LENGTH.freeText),
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
export function onboardingStepRules(slug: OnboardingStepSlug, stored: StoredUploads = NO_UPLOADS): { fields: readonly FieldRule[]; lists: ListSpec[] } {
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
  context: RuleContext = { today: localToday() },
  stored: StoredUploads = NO_UPLOADS,
): FieldErrors {
  const input = withAliases(values);
  const errors = checkFields(STEP_FIELDS[slug](stored), input, context);
  for (const list of STEP_LISTS[slug](stored)) Object.assign(errors, checkList(list, input, context));
  return errors;
}

/** A checked step's values as stored: fields normalized, lists as arrays of items with their ids. */
export function pickOnboardingStep(slug: OnboardingStepSlug, values: Values, context: RuleContext, stored: StoredUploads = NO_UPLOADS): Record<string, unknown> {
  const input = withAliases(values);
  const picked = pickFields(STEP_FIELDS[slug](stored), input, context);
  for (const list of STEP_LISTS[slug](stored)) picked[list.name] = pickList(list, input, context);
  if (slug === 'client_contacts') {
    picked.client_contacts = (picked.client_contacts as Record<string, unknown>[]).map((contact) => {
      const physical = completeAddress(contact.physical_address as Record<string, unknown>);
      return { ...contact, physical_address: physical, mailing_address: completeAddress(contact.mailing_address as Record<string, unknown>, physical) };
    });
  }
  return picked;
}

