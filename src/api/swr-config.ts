import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type Cache, type Middleware, type SWRConfiguration } from 'swr';
import { clientHooks } from './client-hooks';
import { ApiError, errorToast } from './errors';

const MINUTE = 60_000;

/** Retry 3 times, waiting 1 s and doubling up to 30 s; a refusal (4xx) is never retried. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 30_000);
}

/** Tells the person why a list did not come, in the words the client would have used (errorToast). */
export function tellListFailure(error: unknown): void {
  const words = error instanceof ApiError ? errorToast(error) : null;
  if (words) clientHooks().notify(words);
}

/**
 * How a list that failed for want of an answer (or a 5xx) is tried again. Given with each
 * query, not by an app-wide `<SWRConfig>`: that provider would put SWR into the code of every
 * screen, the public pages included, which fetch nothing.
 *
 * The lists' requests are quiet, and a run of tries is told once, at its first failure: told at
 * each, a connection lost as the wizard opened (its eighteen lists, each tried four times)
 * raised an error toast every second or so for seven seconds, each an alert to a screen
 * reader, and each replacing the toast that answered what the person did, such as a step kept
 * on the device. SWR asks this function at every failure (with `revalidateOnFocus` off, as in
 * `dropdownQuery`, even while the page is hidden), counting from 1.
 */
function retryWhileUnanswered(told: boolean): SWRConfiguration {
  return {
    errorRetryCount: 3,
    onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
      if (told && retryCount === 1) tellListFailure(error);
      if (error instanceof ApiError && error.status !== null && error.status < 500) return;
      if (retryCount > (config.errorRetryCount ?? 3)) return;
      setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
    },
  };
}

/** Spec section 9: portal queries are fresh for 60 s, never retried, not refetched on focus. */
export const portalQuery: SWRConfiguration = {
  dedupingInterval: MINUTE,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};

/** How many screens use each answer of a cache, and the drops waiting for answers none uses. */
interface Keeping {
  users: Map<string, number>;
  drops: Map<string, ReturnType<typeof setTimeout>>;
}
const keeping = new WeakMap<Cache, Keeping>();

/**
 * Drops an answer from SWR's cache once no screen has used it for `ms`: the next screen that
 * asks for it waits for a new copy instead of showing one kept from long ago. An answer a
 * screen still shows is never dropped under it.
 */
export function keptFor(ms: number): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const { cache } = useSWRConfig();
    const id = key === null || key === undefined || key === false ? null : unstable_serialize(key);
    useEffect(() => {
      if (id === null) return undefined;
      let kept = keeping.get(cache);
      if (!kept) keeping.set(cache, (kept = { users: new Map(), drops: new Map() }));
      const { users, drops } = kept;
      clearTimeout(drops.get(id));
      drops.delete(id);
      users.set(id, (users.get(id) ?? 0) + 1);
      return () => {
        const left = (users.get(id) ?? 1) - 1;
        if (left > 0) {
          users.set(id, left);
          return;
        }
        users.delete(id);
        drops.set(
          id,
          setTimeout(() => {
            drops.delete(id);
            cache.delete(id);
          }, ms),
        );
      };
    }, [cache, id]);
    return useSWRNext(key, fetcher, config);
  };
}

/**
 * Dropdown lists, spec section 9: "5 min fresh, kept 10". A screen that opens shows the list
 * it finds at once, and asks for it again when the last request is over 5 minutes old; a list
 * no screen has used for 10 minutes is dropped. The service worker keeps its own copy for
 * offline use, and answers the page's request from it at once (sw/strategies.ts).
 */
export const dropdownQuery: SWRConfiguration = {
  ...retryWhileUnanswered(true),
  dedupingInterval: 5 * MINUTE,
  revalidateOnFocus: false,
  use: [keptFor(10 * MINUTE)],
};

/**
 * A list a screen does well enough without, so its failure is not told: the help line shows
 * every office until the branches list names the person's. Inside the wizard, whose own lists
 * tell a lost connection, it made a second, identical toast.
 */
export const untoldDropdownQuery: SWRConfiguration = { ...dropdownQuery, ...retryWhileUnanswered(false) };
