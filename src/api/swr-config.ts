import type { SWRConfiguration } from 'swr';
import { ApiError } from './errors';

const MINUTE = 60_000;

/** Retry 3 times, waiting 1 s and doubling up to 30 s; a refusal (4xx) is never retried. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 30_000);
}

/**
 * How a list that failed for want of an answer (or a 5xx) is tried again. Given with each
 * query, not by an app-wide `<SWRConfig>`: that provider would put SWR into the code of every
 * screen, the public pages included, which fetch nothing.
 */
const retryWhileUnanswered: SWRConfiguration = {
  errorRetryCount: 3,
  onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status !== null && error.status < 500) return;
    if (retryCount > (config.errorRetryCount ?? 3)) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
  },
};

/** Spec section 9: portal queries are fresh for 60 s, never retried, not refetched on focus. */
export const portalQuery: SWRConfiguration = {
  dedupingInterval: MINUTE,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};

/** Dropdown lists: fresh 5 minutes; the service worker keeps them for offline use. */
export const dropdownQuery: SWRConfiguration = {
  ...retryWhileUnanswered,
  dedupingInterval: 5 * MINUTE,
  revalidateOnFocus: false,
  revalidateIfStale: false,
};
