import { REPORTING_TYPE } from '../../src/contract/ids';
import { isDropdownList, type DropdownList, type OptionList } from '../../src/contract/option-lists';

/** Where the ids of a rule's option list are read, and which query names the parent option. */
export interface ListSource {
  path: string;
  query?: Record<string, string>;
  /** The query parameter that picks the options of one parent (an agency's case managers, a country's states). */
  parentQuery?: string;
}

const OTHER_SOURCES: Record<Exclude<OptionList, DropdownList>, ListSource> = {
  'case-managers': { path: '/dropdown/case-managers', parentQuery: 'agency_id' },
  countries: { path: '/master/countries' },
  states: { path: '/master/states', parentQuery: 'country_id' },
  programs: { path: '/dropdown/programs' },
  benefits: { path: '/dropdown/reporting-accounts', query: { reporting_type_id: String(REPORTING_TYPE.benefit), is_benefit: 'true' } },
  'bill-types': { path: '/dropdown/reporting-accounts', query: { reporting_type_id: String(REPORTING_TYPE.bill) } },
};

export function listSource(list: OptionList): ListSource {
  return isDropdownList(list) ? { path: `/dropdown/${list}` } : OTHER_SOURCES[list];
}

/** The list's address as a person reads it: `GET /dropdown/reporting-accounts?reporting_type_id=1&is_benefit=true`. */
export function listAddress(list: OptionList): string {
  const { path, query } = listSource(list);
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `GET ${path}${search}`;
}
