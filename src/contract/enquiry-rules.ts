import { localToday } from './calendar';
import { checkFields, pickFields } from './field-check';
import { isTrue, type FieldErrors, type FieldRule, type RuleContext, type Values } from './field-rules';
import { MAX_LENGTH } from './limits';

/** The contact form (spec sections 3 and 5): every field required but the description; SSN only for clients. */
export const ENQUIRY_RULES: readonly FieldRule[] = [
  { name: 'is_client', label: 'client', kind: 'flag', required: true },
  { name: 'ssn', label: 'SSN', kind: 'ssn', required: true, when: isTrue('is_client') },
  { name: 'first_name', label: 'first name', kind: 'text', maxLength: MAX_LENGTH.personName, required: true },
  { name: 'last_name', label: 'last name', kind: 'text', maxLength: MAX_LENGTH.personName, required: true },
  { name: 'email', label: 'email', kind: 'email', maxLength: MAX_LENGTH.email, required: true },
  { name: 'phone_number', label: 'phone number', kind: 'phone', required: true },
  { name: 'enquiry_type_id', label: 'enquiry type', kind: 'option', list: 'enquiry-type', required: true },
  { name: 'description', label: 'description', kind: 'text', maxLength: MAX_LENGTH.enquiryDescription },
];

export function validateEnquiry(values: Values, context: RuleContext = { today: localToday() }): FieldErrors {
  return checkFields(ENQUIRY_RULES, values, context);
}

export function pickEnquiry(values: Values, context: RuleContext = { today: localToday() }): Record<string, unknown> {
  return pickFields(ENQUIRY_RULES, values, context);
}
