import type { EnquiryRequest } from '@/features/public/api/enquiry';
import { localToday } from '@/contract/calendar';
import { validateEnquiry as checkEnquiry } from '@/contract/enquiry-rules';
import { phoneForApi } from '@/lib/phone';
import { ssnForApi } from '@/lib/ssn';
import { t } from '@/i18n/i18n';

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

function text(value: string | undefined): string {
  return (value ?? '').trim();
}

/**
 * Spec section 5, by the rules the server checks too (src/contract/enquiry-rules.ts):
 * description optional up to 1000 characters, every other field required, the SSN only while
 * the person says they are a client. The form keeps SSN and phone formatted; the rules accept
 * them so.
 */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  return checkEnquiry({ ...values, is_client: values.is_client ? 1 : 0 }, { today: localToday(), t });
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
