import { countryName } from '../../../src/contract/countries';
import { OTHER_SLUG } from '../../../src/contract/ids';
import { DEFAULT_LOCALE } from '../../../src/contract/locales';
import type { DropdownList, OptionList } from '../../../src/contract/option-lists';
import type { Message, Translator } from '../../../src/contract/translate';
import { LIST_WORDS, OTHER_WORDS, PROGRAM_DESCRIPTIONS, PROGRAM_NAMES, type ListCode } from './list-words';

/** The branches: proper names, the same in every language. */
export const BRANCHES: readonly string[] = ['Maryland', 'Virginia', 'Ohio'];

/**
 * The dropdown lists of spec section 3, each row by its code (its words are LIST_WORDS'): the
 * seed stores the English and the code. Ids are fixed (a row's position, from 1) so that seeded
 * people, tests and a provider comparing answers can rely on them; 'other' sits where a
 * free-text field follows.
 */
export const DROPDOWNS: Record<Exclude<DropdownList, 'case-manager-agencies' | 'branches'>, readonly ListCode[]> = {
  sources: ['social_security_administration', 'case_manager', 'family_or_friend', 'hospital_or_clinic', 'internet_search', 'community_event', 'other'],
  'marital-statuses': ['single', 'married', 'divorced', 'separated', 'widowed', 'domestic_partnership'],
  languages: ['english', 'spanish', 'chinese', 'vietnamese', 'korean', 'arabic', 'french', 'amharic', 'russian', 'tagalog', 'american_sign_language'],
  genders: ['male', 'female', 'non_binary', 'prefer_not_to_say', 'other'],
  races: [
    'american_indian_or_alaska_native',
    'asian',
    'black_or_african_american',
    'native_hawaiian_or_other_pacific_islander',
    'white',
    'prefer_not_to_say',
    'other',
  ],
  ethnicities: ['hispanic_or_latino', 'not_hispanic_or_latino', 'prefer_not_to_say'],
  relationships: ['spouse', 'son', 'daughter', 'parent', 'sibling', 'grandchild', 'niece_or_nephew', 'friend', 'legal_guardian'],
  'contact-categories': ['doctor', 'pharmacy', 'landlord', 'family_member', 'friend', 'case_manager', 'other'],
  'employment-statuses': ['employed_full_time', 'employed_part_time', 'self_employed', 'unemployed', 'retired', 'unable_to_work', 'other'],
  'income-types': [
    'social_security_retirement_rsdi',
    'supplemental_security_income_ssi',
    'social_security_disability_ssdi',
    'va_benefits',
    'wages',
    'pension',
    'other',
  ],
  vendors: ['electric_company', 'gas_company', 'water_and_sewer', 'landlord_or_property_manager', 'phone_and_internet', 'pharmacy', 'insurance_company'],
  'housing-types': [
    'apartment_renting',
    'house_renting',
    'house_owner',
    'mobile_home',
    'group_home',
    'assisted_living',
    // Ids 7, 8 and 9 relax the landlord and rent fields (spec section 9).
    'homeless_or_no_fixed_address',
    'lives_with_family_no_rent',
    'nursing_facility',
  ],
  referrals: ['social_security_administration', 'hospital', 'case_manager', 'family_member', 'court', 'veterans_affairs', 'self_referral', 'other'],
  'language-fluencies': ['fluent', 'conversational', 'limited', 'none'],
  'enquiry-type': ['general_question', 'apply_for_services', 'existing_client_support', 'bill_payment', 'debit_card', 'complaint_or_feedback', 'other'],
  'identification-types': ['state_driver_s_license', 'state_id_card', 'us_passport', 'military_id', 'permanent_resident_card', 'other'],
  'bill-repeat-frequencies': ['weekly', 'every_two_weeks', 'monthly', 'every_three_months', 'yearly'],
};

/** Agencies and their case managers (fictional people); each agency also lists 'Other'. */
export const AGENCIES: readonly { code: ListCode; managers: readonly string[] }[] = [
  { code: 'county_department_of_social_services', managers: ['Dana Whitfield', 'Marcus Oyelaran', 'Priya Raman'] },
  { code: 'community_services_board', managers: ['Helen Carver', 'Tomas Ibarra'] },
  { code: 'area_agency_on_aging', managers: ['Gloria Pettigrew', 'Samuel Achebe', 'Linh Tran'] },
  { code: 'behavioral_health_clinic', managers: ['Rebecca Stein', 'Jamal Porter'] },
  { code: 'veterans_affairs_medical_center', managers: ['Curtis Holloway', 'Ann-Marie Duval'] },
  { code: OTHER_SLUG, managers: [] },
];

/**
 * Reporting accounts: type 1 are money in (benefits when flagged), type 2 bill types. Their ids
 * are their positions from 1; their table has no code, so their words are found by id.
 */
export const REPORTING_ACCOUNTS: readonly { code: ListCode; type: 1 | 2; isBenefit: boolean }[] = [
  { code: 'social_security_retirement_rsdi', type: 1, isBenefit: true },
  { code: 'supplemental_security_income_ssi', type: 1, isBenefit: true },
  { code: 'social_security_disability_ssdi', type: 1, isBenefit: true },
  { code: 'va_disability_compensation', type: 1, isBenefit: true },
  { code: 'va_pension', type: 1, isBenefit: true },
  { code: 'railroad_retirement', type: 1, isBenefit: true },
  { code: 'snap_food_benefits', type: 1, isBenefit: true },
  { code: 'state_pension', type: 1, isBenefit: true },
  { code: 'wages', type: 1, isBenefit: false },
  { code: 'refund_or_reimbursement', type: 1, isBenefit: false },
  { code: 'rent', type: 2, isBenefit: false },
  { code: 'electricity', type: 2, isBenefit: false },
  { code: 'gas', type: 2, isBenefit: false },
  { code: 'water_and_sewer', type: 2, isBenefit: false },
  { code: 'phone', type: 2, isBenefit: false },
  { code: 'internet_and_cable', type: 2, isBenefit: false },
  { code: 'medical_and_pharmacy', type: 2, isBenefit: false },
  { code: 'insurance', type: 2, isBenefit: false },
  { code: 'loan_or_credit_card', type: 2, isBenefit: false },
  { code: 'personal_allowance', type: 2, isBenefit: false },
];

/** The three programs of spec section 9, by their fixed ids; their words are found by id. */
export const PROGRAMS: readonly { id: number; name: string; shortName: string; description: string }[] = [
  { id: 10, name: PROGRAM_NAMES[10]!.message, shortName: 'RP', description: PROGRAM_DESCRIPTIONS[10]!.message },
  { id: 4, name: PROGRAM_NAMES[4]!.message, shortName: 'FF', description: PROGRAM_DESCRIPTIONS[4]!.message },
  { id: 6, name: PROGRAM_NAMES[6]!.message, shortName: 'MM', description: PROGRAM_DESCRIPTIONS[6]!.message },
];

const REPORTING_LISTS: readonly string[] = ['reporting-accounts', 'benefits', 'bill-types'];

/** A seeded row of a list, as the server keeps it: its id, its stored English and its code. */
export interface SeededRow {
  id: number;
  name: string;
  slug?: string | null;
}

/**
 * The words of a row: by its code for the dropdown lists (each list's 'Other' its own,
 * OTHER_WORDS), by its id for the reporting accounts and the programs (their tables have no
 * code); none for proper names and rows a provider added.
 */
export function rowWords(list: OptionList | 'reporting-accounts', row: SeededRow): Message | undefined {
  if (list === 'programs') return PROGRAM_NAMES[row.id];
  if (REPORTING_LISTS.includes(list)) {
    const account = REPORTING_ACCOUNTS[row.id - 1];
    return account && LIST_WORDS[account.code];
  }
  if (row.slug === OTHER_SLUG && list !== 'reporting-accounts' && OTHER_WORDS[list]) return OTHER_WORDS[list];
  return row.slug && Object.prototype.hasOwnProperty.call(LIST_WORDS, row.slug) ? LIST_WORDS[row.slug as ListCode] : undefined;
}

/**
 * A row's name in the translator's language; as stored when it has no words. A country is
 * named by its code from CLDR in any language but English, the language its rows are stored in.
 */
export function rowName(list: OptionList | 'reporting-accounts', row: SeededRow, t: Translator): string {
  if (list === 'countries') return (t.locale === DEFAULT_LOCALE ? undefined : countryName(row.id, t.locale)) ?? row.name;
  const words = rowWords(list, row);
  return words ? t(words) : row.name;
}

/** A program's description in the translator's language (GET /dropdown/programs); as stored for another program. */
export function programDescription(program: { id: number; description: string }, t: Translator): string {
  const words = PROGRAM_DESCRIPTIONS[program.id];
  return words ? t(words) : program.description;
}
