import type { EnquiryRequest } from '@/api/enquiry';
import { MAX_LENGTH } from '@/contract/limits';
import { FIELD_MESSAGES } from '@/contract/messages';
import { isCompletePhone, phoneForApi } from '@/lib/phone';
import { isCompleteSsn, ssnForApi } from '@/lib/ssn';

/** What the contact form holds: SSN and phone as shown (formatted). */
export interface EnquiryValues {
  is_client?: boolean;
  ssn?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone_number?: string;
  enquiry_type_id?: number;
  description?: string;
}

export type EnquiryErrors = Partial<Record<keyof EnquiryValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: string | undefined): string {
  return (value ?? '').trim();
}

/**
 * Spec section 5: description optional (at most 1000 characters), every other field
 * required; the SSN only while the person says they are a client. The server checks the same
 * rules and has the last word.
 */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (values.is_client) {
    if (!text(values.ssn)) errors.ssn = FIELD_MESSAGES.required('SSN');
    else if (!isCompleteSsn(values.ssn)) errors.ssn = FIELD_MESSAGES.ssn;
  }
  for (const [field, label] of [
    ['first_name', 'first name'],
    ['last_name', 'last name'],
  ] as const) {
    if (!text(values[field])) errors[field] = FIELD_MESSAGES.required(label);
    else if (text(values[field]).length > MAX_LENGTH.personName) errors[field] = FIELD_MESSAGES.maxLength(label, MAX_LENGTH.personName);
  }
  if (!text(values.email)) errors.email = FIELD_MESSAGES.required('email');
  else if (!EMAIL.test(text(values.email))) errors.email = FIELD_MESSAGES.email('email');
  else if (text(values.email).length > MAX_LENGTH.email) errors.email = FIELD_MESSAGES.maxLength('email', MAX_LENGTH.email);
  if (!text(values.phone_number)) errors.phone_number = FIELD_MESSAGES.required('phone number');
  else if (!isCompletePhone(values.phone_number)) errors.phone_number = FIELD_MESSAGES.phone('phone number');
  if (values.enquiry_type_id === undefined) errors.enquiry_type_id = FIELD_MESSAGES.required('enquiry type');
  if ((values.description ?? '').length > MAX_LENGTH.enquiryDescription) {
    errors.description = FIELD_MESSAGES.maxLength('description', MAX_LENGTH.enquiryDescription);
  }
  return errors;
}

/** The request body: SSN and phone as digits, the SSN only for a client, empty values dropped later. */
export function toEnquiryRequest(values: EnquiryValues): EnquiryRequest {
  const isClient = Boolean(values.is_client);
  return {
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    email: text(values.email),
    phone_number: phoneForApi(values.phone_number),
    enquiry_type_id: Number(values.enquiry_type_id),
    is_client: isClient ? 1 : 0,
    ssn: isClient ? ssnForApi(values.ssn) : undefined,
    description: text(values.description) || undefined,
  };
}
