import { nullable, optional, string, type } from 'superstruct';
import { CAPTCHA_FIELD } from '@/contract/captcha';
import { requireCaptchaToken } from './captcha';
import { apiRequest } from './client';
import { lists } from './dropdowns';

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
 * POST /website/enquiry/store, form-encoded, with a captcha token fetched right before the
 * send (spec sections 5 and 7). Answers the server's `data.message`, shown as the success.
 */
export async function sendEnquiry(enquiry: EnquiryRequest): Promise<string | null> {
  const token = await requireCaptchaToken('enquiry');
  const answer = await apiRequest({
    method: 'POST',
    path: '/website/enquiry/store',
    body: { ...enquiry, ssn: enquiry.is_client ? enquiry.ssn : undefined, [CAPTCHA_FIELD]: token },
    data: enquiryAnswer,
  });
  return answer.data?.message ?? answer.message;
}
