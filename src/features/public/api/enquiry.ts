import { nullable, optional, string, type } from 'superstruct';
import { apiRequest } from '@/api/client';
import { lists } from '@/contract/list-addresses';

/** Spec section 3, 'Enquiry': what the contact form sends (ssn only for a client, digits only). */
export interface EnquiryRequest {
  first_name: string;
  last_name: string;
  email: string;
  /** Digits only. */
  phone_number: string;
  enquiry_type_id: number;
  is_client: 0 | 1;
  /** Digits only; only when is_client is 1. */
  ssn?: string;
  description?: string;
}

const enquiryAnswer = nullable(type({ message: optional(nullable(string())) }));

/** The enquiry types of the form's select. */
export const enquiryTypes = lists.dropdown('enquiry-type');

/**
 * POST /website/enquiry/store, form-encoded, with a captcha token (spec sections 5 and 7).
 * Answers the server's `data.message`, shown as the success; a refusal's message is a toast
 * (spec section 8, 'Enquiry failure').
 */
export async function sendEnquiry(enquiry: EnquiryRequest): Promise<string | null> {
  const answer = await apiRequest({
    method: 'POST',
    path: '/website/enquiry/store',
    body: { ...enquiry, ssn: enquiry.is_client ? enquiry.ssn : undefined },
    captcha: 'enquiry',
    refusals: true,
    data: enquiryAnswer,
  });
  return answer.data?.message ?? answer.message;
}
