import useSWR, { type SWRResponse } from 'swr';
import { array, coerce, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { snapshotWriter } from '@/session/account-snapshot';
import { isOnline } from '@/offline/online-status';
import { apiRequest } from '@/api/client';
import { portalQuery } from '@/api/swr-config';
import type { Locale } from '@/contract/locales';
import { useLocale } from '@/i18n/i18n';

/** Spec section 3, 'Program': status 0 is an inactive program. */
const program = type({
  id: number(),
  name: string(),
  status: coerce(number(), string(), Number),
  short_name: optional(nullable(string())),
});
export type ClientProgram = Infer<typeof program>;

export const isInactive = (program: Pick<ClientProgram, 'status'>) => program.status === 0;

/**
 * SWR's key for a client's programs: it names the client, and the language, since the server
 * says the programs' names in the language asked (a switch on My Account asks again).
 */
export const clientProgramsKey = (clientId: number, locale: Locale) => ['client-programs', clientId, locale] as const;

/**
 * GET /website/client/programs: the signed-in client's programs, also kept sealed on the device,
 * so that My Account opens offline (account-snapshot.ts). Asked in the key's language, whatever
 * is on screen as they are asked: the names are kept under it.
 */
export async function loadClientPrograms([, client, locale]: ReturnType<typeof clientProgramsKey>): Promise<ClientProgram[]> {
  const keep = snapshotWriter(client);
  const { data: programs } = await apiRequest({ path: '/website/client/programs', data: array(program), quiet: !isOnline(), locale });
  void keep.programs(programs, locale);
  return programs;
}

/** Runs only when the session has a client id (spec section 7). */
export function useClientPrograms(clientId: number | null): SWRResponse<ClientProgram[]> {
  const locale = useLocale();
  // After a switch of language the programs on screen stay until their names come in the new
  // one (SWR's keepPreviousData): the screen, its chosen program and dates typed for a statement
  // are not drawn afresh, and with no connection the names stay as they were.
  return useSWR(clientId === null ? null : clientProgramsKey(clientId, locale), loadClientPrograms, { ...portalQuery, keepPreviousData: true });
}
