import { OTHER_OPTION } from '../../../src/contract/ids';
import type { Message, Translator } from '../../../src/contract/translate';

/**
 * The words of the reference lists (seed-data/lists.ts), each English name once, so that a list
 * answers in the request's language. The database keeps the English; a name with no entry here
 * (a country, a US state, a branch, a person, or a row a provider added) is answered as stored.
 */
const NAMES: readonly Message[] = [
  OTHER_OPTION,
  /*i18n*/ { id: 'list.social_security_administration', message: 'Social Security Administration' },
  /*i18n*/ { id: 'list.case_manager', message: 'Case manager' },
  /*i18n*/ { id: 'list.family_or_friend', message: 'Family or friend' },
  /*i18n*/ { id: 'list.hospital_or_clinic', message: 'Hospital or clinic' },
  /*i18n*/ { id: 'list.internet_search', message: 'Internet search' },
  /*i18n*/ { id: 'list.community_event', message: 'Community event' },
  /*i18n*/ { id: 'list.single', message: 'Single' },
  /*i18n*/ { id: 'list.married', message: 'Married' },
  /*i18n*/ { id: 'list.divorced', message: 'Divorced' },
  /*i18n*/ { id: 'list.separated', message: 'Separated' },
  /*i18n*/ { id: 'list.widowed', message: 'Widowed' },
  /*i18n*/ { id: 'list.domestic_partnership', message: 'Domestic partnership' },
  /*i18n*/ { id: 'list.english', message: 'English' },
  /*i18n*/ { id: 'list.spanish', message: 'Spanish' },
  /*i18n*/ { id: 'list.chinese', message: 'Chinese' },
  /*i18n*/ { id: 'list.vietnamese', message: 'Vietnamese' },
  /*i18n*/ { id: 'list.korean', message: 'Korean' },
  /*i18n*/ { id: 'list.arabic', message: 'Arabic' },
  /*i18n*/ { id: 'list.french', message: 'French' },
  /*i18n*/ { id: 'list.amharic', message: 'Amharic' },
  /*i18n*/ { id: 'list.russian', message: 'Russian' },
  /*i18n*/ { id: 'list.tagalog', message: 'Tagalog' },
  /*i18n*/ { id: 'list.american_sign_language', message: 'American Sign Language' },
  /*i18n*/ { id: 'list.male', message: 'Male' },
  /*i18n*/ { id: 'list.female', message: 'Female' },
  /*i18n*/ { id: 'list.non_binary', message: 'Non-binary' },
  /*i18n*/ { id: 'list.prefer_not_to_say', message: 'Prefer not to say' },
  /*i18n*/ { id: 'list.american_indian_or_alaska_native', message: 'American Indian or Alaska Native' },
  /*i18n*/ { id: 'list.asian', message: 'Asian' },
  /*i18n*/ { id: 'list.black_or_african_american', message: 'Black or African American' },
  /*i18n*/ { id: 'list.native_hawaiian_or_other_pacific_islander', message: 'Native Hawaiian or Other Pacific Islander' },
  /*i18n*/ { id: 'list.white', message: 'White' },
  /*i18n*/ { id: 'list.hispanic_or_latino', message: 'Hispanic or Latino' },
  /*i18n*/ { id: 'list.not_hispanic_or_latino', message: 'Not Hispanic or Latino' },
  /*i18n*/ { id: 'list.spouse', message: 'Spouse' },
  /*i18n*/ { id: 'list.son', message: 'Son' },
  /*i18n*/ { id: 'list.daughter', message: 'Daughter' },
  /*i18n*/ { id: 'list.parent', message: 'Parent' },
  /*i18n*/ { id: 'list.sibling', message: 'Sibling' },
  /*i18n*/ { id: 'list.grandchild', message: 'Grandchild' },
  /*i18n*/ { id: 'list.niece_or_nephew', message: 'Niece or nephew' },
  /*i18n*/ { id: 'list.friend', message: 'Friend' },
  /*i18n*/ { id: 'list.legal_guardian', message: 'Legal guardian' },
  /*i18n*/ { id: 'list.doctor', message: 'Doctor' },
  /*i18n*/ { id: 'list.pharmacy', message: 'Pharmacy' },
  /*i18n*/ { id: 'list.landlord', message: 'Landlord' },
  /*i18n*/ { id: 'list.family_member', message: 'Family member' },
  /*i18n*/ { id: 'list.employed_full_time', message: 'Employed full-time' },
  /*i18n*/ { id: 'list.employed_part_time', message: 'Employed part-time' },
  /*i18n*/ { id: 'list.self_employed', message: 'Self-employed' },
  /*i18n*/ { id: 'list.unemployed', message: 'Unemployed' },
  /*i18n*/ { id: 'list.retired', message: 'Retired' },
  /*i18n*/ { id: 'list.unable_to_work', message: 'Unable to work' },
  /*i18n*/ { id: 'list.social_security_retirement_rsdi', message: 'Social Security retirement (RSDI)' },
  /*i18n*/ { id: 'list.supplemental_security_income_ssi', message: 'Supplemental Security Income (SSI)' },
  /*i18n*/ { id: 'list.social_security_disability_ssdi', message: 'Social Security disability (SSDI)' },
  /*i18n*/ { id: 'list.va_benefits', message: 'VA benefits' },
  /*i18n*/ { id: 'list.wages', message: 'Wages' },
  /*i18n*/ { id: 'list.pension', message: 'Pension' },
  /*i18n*/ { id: 'list.electric_company', message: 'Electric company' },
  /*i18n*/ { id: 'list.gas_company', message: 'Gas company' },
  /*i18n*/ { id: 'list.water_and_sewer', message: 'Water and sewer' },
  /*i18n*/ { id: 'list.landlord_or_property_manager', message: 'Landlord or property manager' },
  /*i18n*/ { id: 'list.phone_and_internet', message: 'Phone and internet' },
  /*i18n*/ { id: 'list.insurance_company', message: 'Insurance company' },
  /*i18n*/ { id: 'list.apartment_renting', message: 'Apartment (renting)' },
  /*i18n*/ { id: 'list.house_renting', message: 'House (renting)' },
  /*i18n*/ { id: 'list.house_owner', message: 'House (owner)' },
  /*i18n*/ { id: 'list.mobile_home', message: 'Mobile home' },
  /*i18n*/ { id: 'list.group_home', message: 'Group home' },
  /*i18n*/ { id: 'list.assisted_living', message: 'Assisted living' },
  /*i18n*/ { id: 'list.homeless_or_no_fixed_address', message: 'Homeless or no fixed address' },
  /*i18n*/ { id: 'list.lives_with_family_no_rent', message: 'Lives with family, no rent' },
  /*i18n*/ { id: 'list.nursing_facility', message: 'Nursing facility' },
  /*i18n*/ { id: 'list.hospital', message: 'Hospital' },
  /*i18n*/ { id: 'list.court', message: 'Court' },
  /*i18n*/ { id: 'list.veterans_affairs', message: 'Veterans Affairs' },
  /*i18n*/ { id: 'list.self_referral', message: 'Self-referral' },
  /*i18n*/ { id: 'list.fluent', message: 'Fluent' },
  /*i18n*/ { id: 'list.conversational', message: 'Conversational' },
  /*i18n*/ { id: 'list.limited', message: 'Limited' },
  /*i18n*/ { id: 'list.none', message: 'None' },
  /*i18n*/ { id: 'list.general_question', message: 'General question' },
  /*i18n*/ { id: 'list.apply_for_services', message: 'Apply for services' },
  /*i18n*/ { id: 'list.existing_client_support', message: 'Existing client support' },
  /*i18n*/ { id: 'list.bill_payment', message: 'Bill payment' },
  /*i18n*/ { id: 'list.debit_card', message: 'Debit card' },
  /*i18n*/ { id: 'list.complaint_or_feedback', message: 'Complaint or feedback' },
  /*i18n*/ { id: 'list.state_driver_s_license', message: "State driver's license" },
  /*i18n*/ { id: 'list.state_id_card', message: 'State ID card' },
  /*i18n*/ { id: 'list.us_passport', message: 'US passport' },
  /*i18n*/ { id: 'list.military_id', message: 'Military ID' },
  /*i18n*/ { id: 'list.permanent_resident_card', message: 'Permanent resident card' },
  /*i18n*/ { id: 'list.weekly', message: 'Weekly' },
  /*i18n*/ { id: 'list.every_two_weeks', message: 'Every two weeks' },
  /*i18n*/ { id: 'list.monthly', message: 'Monthly' },
  /*i18n*/ { id: 'list.every_three_months', message: 'Every three months' },
  /*i18n*/ { id: 'list.yearly', message: 'Yearly' },
  /*i18n*/ { id: 'list.county_department_of_social_services', message: 'County Department of Social Services' },
  /*i18n*/ { id: 'list.community_services_board', message: 'Community Services Board' },
  /*i18n*/ { id: 'list.area_agency_on_aging', message: 'Area Agency on Aging' },
  /*i18n*/ { id: 'list.behavioral_health_clinic', message: 'Behavioral Health Clinic' },
  /*i18n*/ { id: 'list.veterans_affairs_medical_center', message: 'Veterans Affairs Medical Center' },
  /*i18n*/ { id: 'list.va_disability_compensation', message: 'VA disability compensation' },
  /*i18n*/ { id: 'list.va_pension', message: 'VA pension' },
  /*i18n*/ { id: 'list.railroad_retirement', message: 'Railroad retirement' },
  /*i18n*/ { id: 'list.snap_food_benefits', message: 'SNAP food benefits' },
  /*i18n*/ { id: 'list.state_pension', message: 'State pension' },
  /*i18n*/ { id: 'list.refund_or_reimbursement', message: 'Refund or reimbursement' },
  /*i18n*/ { id: 'list.rent', message: 'Rent' },
  /*i18n*/ { id: 'list.electricity', message: 'Electricity' },
  /*i18n*/ { id: 'list.gas', message: 'Gas' },
  /*i18n*/ { id: 'list.phone', message: 'Phone' },
  /*i18n*/ { id: 'list.internet_and_cable', message: 'Internet and cable' },
  /*i18n*/ { id: 'list.medical_and_pharmacy', message: 'Medical and pharmacy' },
  /*i18n*/ { id: 'list.insurance', message: 'Insurance' },
  /*i18n*/ { id: 'list.loan_or_credit_card', message: 'Loan or credit card' },
  /*i18n*/ { id: 'list.personal_allowance', message: 'Personal allowance' },
  /*i18n*/ { id: 'list.representative_payee', message: 'Representative Payee' },
  /*i18n*/ { id: 'list.federal_fiduciary', message: 'Federal Fiduciary' },
  /*i18n*/ { id: 'list.money_management', message: 'Money Management' },

];

/** The programs' descriptions (GET /dropdown/programs), by program id; lists.ts seeds their English. */
export const PROGRAM_DESCRIPTIONS: Readonly<Record<number, Message>> = {
  10: /*i18n*/ {
    id: 'program.description.representative_payee',
    message:
      'For people who receive Social Security or SSI and need help managing it. The Social Security Administration appoints us as your payee: we receive your benefits, pay your rent, utilities and other bills on time, and load your personal allowance onto a debit card every week. You get a clear record of every dollar, and we report to Social Security each year.',
  },
  4: /*i18n*/ {
    id: 'program.description.federal_fiduciary',
    message:
      'For veterans and survivors whose VA benefits are paid to a fiduciary. Appointed by the Department of Veterans Affairs, we manage your VA compensation or pension in your best interest: bills paid on schedule, an allowance you can count on, savings protected, and the accountings the VA asks for filed on time.',
  },
  6: /*i18n*/ {
    id: 'program.description.money_management',
    message:
      'A voluntary program for anyone with retirement income, wages or benefits who wants a hand with a monthly budget. You choose to join and can leave at any time. Together we build a budget so your money lasts the whole month, we pay the bills you ask us to, and we help you build up savings step by step.',
  },
};

const BY_ENGLISH = new Map([...NAMES, ...Object.values(PROGRAM_DESCRIPTIONS)].map((message) => [message.message, message]));

/** A stored name or description in the translator's language; as stored when it has no entry. */
export function listWords(stored: string, t: Translator): string {
  const message = BY_ENGLISH.get(stored);
  return message ? t(message) : stored;
}

/** Whether a stored name has words to translate (the seed's test: every list name but proper names). */
export const hasListWords = (stored: string): boolean => BY_ENGLISH.has(stored);
