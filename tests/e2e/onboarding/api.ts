import type { APIRequestContext } from 'playwright-core';

/** What GET /website/onboarding answers, as far as the tests look. */
export interface Detail {
  current_process: string;
  saved_steps: string[];
  image_url: string | null;
  image_name: string | null;
  health_info: Record<string, string | null>;
  identifiers: { identification_type: { name: string } | null; photo_id: string | null; debit_card_no: string | null; va_no: string | null; medicaid_no: string | null };
  other_identifier: { identity_code: string; identity_type: string }[];
  benefits: { name: string; amount: number; effective_from: { date: string }; effective_till: { date: string } | null }[];
  client_contacts: {
    name: string;
    contact_category: { name: string };
    personal_contact: Record<string, string | null>;
    physical_address: Record<string, unknown>;
    mailing_address: Record<string, unknown>;
  }[];
  client_bills: {
    amount: number;
    is_recursive: number;
    reporting_account: { name: string };
    bill_repeat_frequency: { name: string } | null;
    repeat_intervals: number | null;
    files: { file_path: string; original_name: string; mime: string }[];
  }[];
}

export async function readDetail(request: APIRequestContext, baseUrl: string, token: string): Promise<{ status: number; data?: Detail }> {
  const response = await request.get(`${baseUrl}/api/v1/website/onboarding`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), data: response.ok() ? ((await response.json()) as { data: Detail }).data : undefined };
}

/** An upload as the server stores it, through its signed link. */
export async function uploadedBytes(request: APIRequestContext, baseUrl: string, link: string): Promise<Buffer> {
  const response = await request.get(new URL(link, baseUrl).href);
  if (!response.ok()) throw new Error(`The upload could not be read (${response.status()})`);
  return response.body();
}
