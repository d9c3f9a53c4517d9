import useSWR, { type SWRResponse } from 'swr';
import { nullable, string, type } from 'superstruct';
import { apiRequest } from '@/api/client';
import { portalQuery } from '@/api/swr-config';

/** GET /website/client/name?application_code=: the first name that greets the person on the identity screen. */
const clientName = type({ first_name: nullable(string()) });

export async function fetchClientName(applicationCode: string): Promise<string | null> {
  const { data } = await apiRequest({ path: '/website/client/name', query: { application_code: applicationCode }, data: clientName });
  return data.first_name?.trim() || null;
}

/** The name for the code in the address; no request without a code. */
export function useClientName(applicationCode: string | null): SWRResponse<string | null> {
  return useSWR(applicationCode ? ['client-name', applicationCode] : null, ([, code]) => fetchClientName(code), portalQuery);
}
