import useSWR, { type SWRResponse } from 'swr';
import { array, coerce, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { snapshotWriter } from '@/session/account-snapshot';
import { isOnline } from '@/offline/online-status';
import { apiRequest } from '@/api/client';
import { portalQuery } from '@/api/swr-config';

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
export async function fetchClientPrograms({ quiet = false } = {}): Promise<ClientProgram[]> {
  const { data } = await apiRequest({ path: '/website/client/programs', data: array(program), quiet });
  return data;
}

/** SWR's key for a client's programs: it names the client. */
export const clientProgramsKey = (clientId: number) => ['client-programs', clientId] as const;

/**
 * The programs, also kept sealed on the device, so that My Account opens offline
 * (account-snapshot.ts).
 */
export async function loadClientPrograms([, client]: ReturnType<typeof clientProgramsKey>): Promise<ClientProgram[]> {
  const keep = snapshotWriter(client);
  const programs = await fetchClientPrograms({ quiet: !isOnline() });
  void keep.programs(programs);
  return programs;
}

/** Runs only when the session has a client id (spec section 7). */
export function useClientPrograms(clientId: number | null): SWRResponse<ClientProgram[]> {
  return useSWR(clientId === null ? null : clientProgramsKey(clientId), loadClientPrograms, portalQuery);
}
