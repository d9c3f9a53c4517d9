import { WARMED_LISTS, listAddress } from '../src/contract/list-addresses';
import { LOCALES } from '../src/contract/locales';
import { LISTS_CACHE, apiPath } from './to-cache';

/**
 * The lists the intake and onboarding screens choose from (src/contract/list-addresses.ts),
 * fetched once the worker is active, so that an application started offline (or reloaded
 * offline) still has them, in each of our languages: the app asks with `lang` last in the
 * query (src/api/client.ts), and the cache keeps each address apart.
 */
export function listUrls(): string[] {
  return LOCALES.flatMap((locale) =>
    WARMED_LISTS.map((list) => {
      const address = `${apiPath}${listAddress(list)}`;
      return `${address}${address.includes('?') ? '&' : '?'}lang=${locale}`;
    }),
  );
}

export async function warmLists(): Promise<void> {
  const cache = await caches.open(LISTS_CACHE);
  await Promise.all(
    listUrls().map(async (url) => {
      if (await cache.match(url)) return;
      try {
        const response = await fetch(url, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
        if (response.status === 200) await cache.put(url, response);
      } catch {
        // Offline while installing: the lists are kept when the screens first fetch them.
      }
    }),
  );
}
