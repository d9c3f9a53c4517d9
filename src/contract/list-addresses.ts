import { DEFAULT_STATES_COUNTRY_ID, REPORTING_TYPE } from './ids';
import { DROPDOWN_LISTS, type DropdownList } from './option-lists';

/**
 * Where each list is served (spec section 7, architecture.md section 5), relative to the API
 * base: the one record the app's requests and the service worker's warming both read, so the
 * worker keeps each list at the very address the app asks for.
 */
export interface ListAddress {
  path: string;
  query?: Readonly<Record<string, string | number>>;
}

/** Every list is served under these paths: public reference data, the only API answers cached. */
export const LIST_PATH_PREFIXES = ['/dropdown/', '/master/'] as const;

export const lists = {
  dropdown: (name: DropdownList): ListAddress => ({ path: `/dropdown/${name}` }),
  programs: (): ListAddress => ({ path: '/dropdown/programs' }),
  caseManagers: (agencyId?: number | null): ListAddress => ({
    path: '/dropdown/case-managers',
    query: agencyId ? { agency_id: agencyId } : undefined,
  }),
  benefits: (): ListAddress => ({
    path: '/dropdown/reporting-accounts',
    query: { reporting_type_id: REPORTING_TYPE.benefit, is_benefit: 'true' },
  }),
  billTypes: (): ListAddress => ({ path: '/dropdown/reporting-accounts', query: { reporting_type_id: REPORTING_TYPE.bill } }),
  countries: (): ListAddress => ({ path: '/master/countries' }),
  states: (countryId: number = DEFAULT_STATES_COUNTRY_ID): ListAddress => ({ path: '/master/states', query: { country_id: countryId } }),
};

/**
 * The lists the intake and onboarding screens choose from, which the service worker fetches as
 * soon as it is active. Case managers depend on the agency chosen: they are kept when first read.
 */
export const WARMED_LISTS: readonly ListAddress[] = [
  ...DROPDOWN_LISTS.map(lists.dropdown),
  lists.programs(),
  lists.benefits(),
  lists.billTypes(),
  lists.countries(),
  lists.states(),
];

/** The address with its query, in the query's order (`/master/states?country_id=233`). */
export function listAddress({ path, query }: ListAddress): string {
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([name, value]): [string, string] => [name, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}
