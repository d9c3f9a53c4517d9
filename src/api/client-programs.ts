import useSWR, { type SWRResponse } from 'swr';
import { array, coerce, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { apiRequest } from './client';
import { portalQuery } from './swr-config';

/** Spec section 3, 'Program': status 0 is an inactive program. */
const program = type({
  id: number(),
  name: string(),
  status: coerce(number(), string(), Number),
  short_name: optional(nullable(string())),
});
export type ClientProgram = Infer<typeof program>;

export const isInactive = (program: Pick<ClientProgram, 'status'>) => program.status === 0;

/** GET /website/client/programs: the signed-in client's programs. */
export async function fetchClientPrograms(): Promise<ClientProgram[]> {
  const { data } = await apiRequest({ path: '/website/client/programs', data: array(program) });
  return data;
}

/** Runs only when the session has a client id (spec section 7); the key names the client. */
export function useClientPrograms(clientId: number | null): SWRResponse<ClientProgram[]> {
  return useSWR(clientId === null ? null : ['client-programs', clientId], () => fetchClientPrograms(), portalQuery);
}
