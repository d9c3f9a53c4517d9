import useSWR, { type SWRResponse } from 'swr';
import { array, nullable, number, optional, string, type, union } from 'superstruct';
import { snapshotWriter } from '@/session/account-snapshot';
import { isOnline } from '@/offline/online-status';
import { apiRequest } from '@/api/client';
import { portalQuery } from '@/api/swr-config';

/** Spec section 3, 'Balance': a list whose first item has the value. */
const balanceList = array(type({ value: optional(nullable(union([number(), string()]))) }));

/** The balance in dollars; 0 when the answer has none (the spec's default $0.00). */
export function balanceOf(list: readonly { value?: number | string | null }[]): number {
  const value = Number(list[0]?.value ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/** SWR's key for one program's balance: it names the client. */
export const accountBalanceKey = (clientId: number, programId: number) => ['account-balance', clientId, programId] as const;

/** The balances asked for in this page's life, by `client:program`. */
const asked = new Set<string>();

/** Whether this client's balance of the program has been asked for since the page loaded. */
export const balanceAsked = (clientId: number, programId: number) => asked.has(`${clientId}:${programId}`);

/**
 * GET /website/client/account-balance?program_id=: one program's balance, also kept sealed on
 * the device as the last known balance
 * (src/session/account-snapshot.ts), never in Cache Storage (the service worker does not cache
 * /website/*). Offline, the failure is not toasted: the page says it is offline.
 */
export async function loadAccountBalance([, client, id]: ReturnType<typeof accountBalanceKey>): Promise<number> {
  asked.add(`${client}:${id}`);
  const keep = snapshotWriter(client);
  const { data } = await apiRequest({ path: '/website/client/account-balance', query: { program_id: id }, data: balanceList, quiet: !isOnline() });
  const value = balanceOf(data);
  void keep.balance(id, value);
  return value;
}

/** One program's balance; pass null to ask for nothing. */
export function useAccountBalance(clientId: number | null, programId: number | null): SWRResponse<number> {
  return useSWR(clientId !== null && programId !== null ? accountBalanceKey(clientId, programId) : null, loadAccountBalance, portalQuery);
}
