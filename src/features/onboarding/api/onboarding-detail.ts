import useSWR from 'swr';
import { array, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { apiRequest } from '@/api/client';
import { portalQuery } from '@/api/swr-config';
import { isOnline } from '@/offline/online-status';

const text = optional(nullable(string()));
/** Ids and numbers may come as numbers or as text, depending on the backend. */
const loose = optional(nullable(union([string(), number()])));
const dateField = optional(nullable(type({ date: string(), formatted_date: optional(string()) })));

const address = optional(
  nullable(
    type({
      line_1: loose,
      line_2: loose,
      is_international: loose,
      city_name: loose,
      state_id: loose,
      state_name: loose,
      county: loose,
      country_id: loose,
      zip_code: loose,
      is_same_as_primary_address: loose,
    }),
  ),
);

const clientContact = type({
  id: number(),
  name: text,
  contact_category_id: loose,
  other_contact_category: text,
  personal_contact: optional(nullable(type({ primary_phone: loose, other_phone: loose, primary_email: text, other_email: text, website: text }))),
  description: text,
  physical_address: address,
  mailing_address: address,
});

const uploadedFile = type({ file_path: string(), original_name: text, mime: text });

const clientBill = type({
  id: number(),
  reporting_account_id: loose,
  amount: loose,
  is_recursive: loose,
  bill_repeat_frequency_id: loose,
  repeat_intervals: loose,
  files: optional(nullable(array(uploadedFile))),
});

/** Spec section 3, 'Onboarding detail (read)', plus the saved steps the reference API adds. */
export const onboardingDetail = type({
  application_code: text,
  current_process: text,
  rejection_reason: optional(nullable(array(type({ message: string() })))),
  saved_steps: optional(nullable(array(string()))),
  name: text,
  date_of_birth: dateField,
  ssn_number_partial: text,
  image_url: text,
  image_name: text,
  health_info: optional(nullable(type({ diagnosis: text, medications: text, guardianship: text }))),
  identifiers: optional(
    nullable(
      type({
        identification_type: optional(nullable(type({ id: number() }))),
        identification_type_id: loose,
        photo_id: loose,
        identity_code: loose,
        debit_card_no: loose,
        va_no: loose,
        medicaid_no: loose,
      }),
    ),
  ),
  other_identifier: optional(nullable(array(type({ id: number(), identity_code: text, identity_type: text })))),
  client_contacts: optional(nullable(array(clientContact))),
  benefits: optional(nullable(array(type({ id: number(), reporting_account_id: loose, amount: loose, effective_from: dateField, effective_till: dateField })))),
  client_bills: optional(nullable(array(clientBill))),
});

export type OnboardingDetail = Infer<typeof onboardingDetail>;
export type ClientContactDetail = Infer<typeof clientContact>;
export type ClientBillDetail = Infer<typeof clientBill>;
export type AddressDetail = NonNullable<Infer<typeof address>>;

/**
 * GET /website/onboarding: the signed-in person's onboarding so far. Quiet while the device is
 * offline: the offline banner and the page's own notice say it, and a toast over them would say
 * it a third time.
 */
export async function fetchOnboardingDetail(): Promise<OnboardingDetail> {
  const { data } = await apiRequest({ path: '/website/onboarding', data: onboardingDetail, quiet: !isOnline() });
  return data;
}

export const onboardingDetailKey = (applicationCode: string) => ['onboarding-detail', applicationCode] as const;

/**
 * The detail, read afresh each time the wizard opens (no retry, no refetch on focus); saves
 * update it from their answers. Not deduplicated for 60 s like other portal queries: a person
 * who quits and signs in again within the minute would get the read from before their saves.
 */
export function useOnboardingDetail(applicationCode: string) {
  return useSWR(onboardingDetailKey(applicationCode), fetchOnboardingDetail, { ...portalQuery, dedupingInterval: 0 });
}
