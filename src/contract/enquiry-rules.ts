import { checkFields, pickFields } from './field-check';
import { isTrue, type FieldErrors, type FieldRule, type RuleContext, type Values } from './field-rules';
import { MAX_LENGTH } from './limits';

/** The contact form (spec sections 3 and 5): every field required but the description; SSN only for clients. */
export const ENQUIRY_RULES: readonly FieldRule[] = [
  { name: 'is_client', label: /*i18n*/ { id: 'enquiry.label.client', message: 'client' }, kind: 'flag', required: true },
  { name: 'ssn', label: /*i18n*/ { id: 'enquiry.label.ssn', message: 'SSN' }, kind: 'ssn', required: true, when: isTrue('is_client') },
  { name: 'first_name', label: /*i18n*/ { id: 'enquiry.label.first_name', message: 'first name' }, kind: 'text', maxLength: MAX_LENGTH.personName, required: true },
  { name: 'last_name', label: /*i18n*/ { id: 'enquiry.label.last_name', message: 'last name' }, kind: 'text', maxLength: MAX_LENGTH.personName, required: true },
  { name: 'email', label: /*i18n*/ { id: 'enquiry.label.email', message: 'email' }, kind: 'email', maxLength: MAX_LENGTH.email, required: true },
  { name: 'phone_number', label: /*i18n*/ { id: 'enquiry.label.phone_number', message: 'phone number' }, kind: 'phone', required: true },
  { name: 'enquiry_type_id', label: /*i18n*/ { id: 'enquiry.label.enquiry_type', message: 'enquiry type' }, kind: 'option', list: 'enquiry-type', required: true },
  { name: 'description', label: /*i18n*/ { id: 'enquiry.label.description', message: 'description' }, kind: 'text', maxLength: MAX_LENGTH.enquiryDescription },
];

export function validateEnquiry(values: Values, context: RuleContext): FieldErrors {
  return checkFields(ENQUIRY_RULES, values, context);
}

export function pickEnquiry(values: Values, context: RuleContext): Record<string, unknown> {
  return pickFields(ENQUIRY_RULES, values, context);
}
