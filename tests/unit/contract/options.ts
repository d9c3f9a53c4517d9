import type { OptionInfo, OptionList } from '@/contract/option-lists';
import { ENGLISH } from '@/contract/english';

/** A small stand-in for the lists the server and the form load: enough for 'Other' (its code) and parent checks. */
const LISTS: Partial<Record<OptionList, Record<number, OptionInfo>>> = {
  branches: { 1: { name: 'Maryland' } },
  programs: { 10: { name: 'Representative Payee' }, 4: { name: 'Federal Fiduciary' }, 6: { name: 'Money Management' } },
  genders: { 1: { name: 'Male' }, 5: { name: 'Other', slug: 'other' } },
  races: { 4: { name: 'Native Hawaiian or Other Pacific Islander' }, 5: { name: 'White' }, 7: { name: 'Other', slug: 'other' } },
  countries: { 233: { name: 'United States' }, 39: { name: 'Canada' } },
  states: { 21: { name: 'Maryland', parentId: 233 } },
  'case-manager-agencies': { 1: { name: 'Area Agency on Aging' }, 6: { name: 'Other', slug: 'other' } },
  'case-managers': { 1: { name: 'Dana Whitfield', parentId: 1 }, 9: { name: 'Other', slug: 'other', parentId: 6 } },
  relationships: { 3: { name: 'Daughter' } },
  'language-fluencies': { 1: { name: 'Fluent' } },
  'marital-statuses': { 5: { name: 'Widowed' } },
  languages: { 1: { name: 'English' } },
  'housing-types': { 1: { name: 'Apartment (renting)' }, 8: { name: 'Lives with family, no rent' } },
  'contact-categories': { 1: { name: 'Doctor' }, 7: { name: 'Other', slug: 'other' } },
  'identification-types': { 2: { name: 'State ID card' } },
  benefits: { 1: { name: 'SSI' }, 2: { name: 'SSDI' } },
  'bill-types': { 11: { name: 'Rent' } },
  'bill-repeat-frequencies': { 3: { name: 'Monthly' } },
  'enquiry-type': { 1: { name: 'General question' } },
};

export const context = {
  today: '2025-06-15',
  option: (list: OptionList, id: number) => LISTS[list]?.[id],
  t: ENGLISH,
};
