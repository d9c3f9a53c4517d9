/**
 * Names of the option lists a rule can point at. The first group is served at
 * GET /dropdown/{name}; the rest have their own paths (spec section 7, architecture.md section 5).
 */
export const DROPDOWN_LISTS = [
  'branches',
  'sources',
  'marital-statuses',
  'languages',
  'genders',
  'races',
  'ethnicities',
  'case-manager-agencies',
  'relationships',
  'contact-categories',
  'employment-statuses',
  'income-types',
  'vendors',
  'housing-types',
  'referrals',
  'language-fluencies',
  'enquiry-type',
  'identification-types',
  'bill-repeat-frequencies',
] as const;
export type DropdownList = (typeof DROPDOWN_LISTS)[number];

/** Lists with a parent: case managers belong to an agency, states to a country. */
export type OptionList = DropdownList | 'case-managers' | 'countries' | 'states' | 'programs' | 'benefits' | 'bill-types';

export function isDropdownList(name: string): name is DropdownList {
  return (DROPDOWN_LISTS as readonly string[]).includes(name);
}

/** What a rule needs to know about an option: its name (for the summary), its code (for 'Other') and its parent. */
export interface OptionInfo {
  name: string;
  /** The option's code: OTHER_SLUG marks the 'Other' of its list. */
  slug?: string | null;
  parentId?: number | null;
}

/** Preferred communication of a representative (spec: default 1). */
export const PREFERRED_COMMUNICATION = {
  1: /*i18n*/ { id: 'intake.preferred_communication.phone', message: 'Phone' },
  2: /*i18n*/ { id: 'intake.preferred_communication.email', message: 'Email' },
  3: /*i18n*/ { id: 'intake.preferred_communication.postal_mail', message: 'Postal mail' },
} as const;
