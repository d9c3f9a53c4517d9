import { DROPDOWN_LISTS } from '../src/contract/option-lists';
import { REPORTING_TYPE, UNITED_STATES_COUNTRY_ID } from '../src/contract/ids';
import { LOCALES } from '../src/contract/locales';
import { LISTS_CACHE, apiPath } from './to-cache';

/**
 * The lists the intake and onboarding screens choose from, fetched once the worker is active,
 * so that an application started offline (or reloaded offline) still has them, in each of our
 * languages: the app asks with `lang` last in the query (src/api/client.ts), and the cache keeps
 * each address apart. Case managers depend on the agency chosen and are kept when first fetched.
 */
export function listUrls(): string[] {
  const lists = [
    ...DROPDOWN_LISTS.map((name) => `${apiPath}/dropdown/${name}`),
    `${apiPath}/dropdown/programs`,
    `${apiPath}/dropdown/reporting-accounts?reporting_type_id=${REPORTING_TYPE.benefit}&is_benefit=true`,
    `${apiPath}/dropdown/reporting-accounts?reporting_type_id=${REPORTING_TYPE.bill}`,
    `${apiPath}/master/countries`,
    `${apiPath}/master/states?country_id=${UNITED_STATES_COUNTRY_ID}`,
  ];
  return LOCALES.flatMap((locale) => lists.map((url) => `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`));
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
