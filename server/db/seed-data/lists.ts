import type { DropdownList } from '../../../src/contract/option-lists';
import { PROGRAM_DESCRIPTIONS } from './list-words';

/**
 * The dropdown lists of spec section 3. Ids are fixed so that seeded people, tests and a
 * provider comparing answers can rely on them; 'Other' sits where a free-text field follows.
 */
export const DROPDOWNS: Record<Exclude<DropdownList, 'case-manager-agencies'>, readonly string[]> = {
  branches: ['Maryland', 'Virginia', 'Ohio'],
  sources: ['Social Security Administration', 'Case manager', 'Family or friend', 'Hospital or clinic', 'Internet search', 'Community event', 'Other'],
  'marital-statuses': ['Single', 'Married', 'Divorced', 'Separated', 'Widowed', 'Domestic partnership'],
  languages: ['English', 'Spanish', 'Chinese', 'Vietnamese', 'Korean', 'Arabic', 'French', 'Amharic', 'Russian', 'Tagalog', 'American Sign Language'],
  genders: ['Male', 'Female', 'Non-binary', 'Prefer not to say', 'Other'],
  races: [
    'American Indian or Alaska Native',
    'Asian',
    'Black or African American',
    'Native Hawaiian or Other Pacific Islander',
    'White',
    'Prefer not to say',
    'Other',
  ],
  ethnicities: ['Hispanic or Latino', 'Not Hispanic or Latino', 'Prefer not to say'],
  relationships: ['Spouse', 'Son', 'Daughter', 'Parent', 'Sibling', 'Grandchild', 'Niece or nephew', 'Friend', 'Legal guardian'],
  'contact-categories': ['Doctor', 'Pharmacy', 'Landlord', 'Family member', 'Friend', 'Case manager', 'Other'],
  'employment-statuses': ['Employed full-time', 'Employed part-time', 'Self-employed', 'Unemployed', 'Retired', 'Unable to work', 'Other'],
  'income-types': [
    'Social Security retirement (RSDI)',
    'Supplemental Security Income (SSI)',
    'Social Security disability (SSDI)',
    'VA benefits',
    'Wages',
    'Pension',
    'Other',
  ],
  vendors: ['Electric company', 'Gas company', 'Water and sewer', 'Landlord or property manager', 'Phone and internet', 'Pharmacy', 'Insurance company'],
  'housing-types': [
    'Apartment (renting)',
    'House (renting)',
    'House (owner)',
    'Mobile home',
    'Group home',
    'Assisted living',
    // Ids 7, 8 and 9 relax the landlord and rent fields (spec section 9).
    'Homeless or no fixed address',
    'Lives with family, no rent',
    'Nursing facility',
  ],
  referrals: ['Social Security Administration', 'Hospital', 'Case manager', 'Family member', 'Court', 'Veterans Affairs', 'Self-referral', 'Other'],
  'language-fluencies': ['Fluent', 'Conversational', 'Limited', 'None'],
  'enquiry-type': ['General question', 'Apply for services', 'Existing client support', 'Bill payment', 'Debit card', 'Complaint or feedback', 'Other'],
  'identification-types': ["State driver's license", 'State ID card', 'US passport', 'Military ID', 'Permanent resident card', 'Other'],
  'bill-repeat-frequencies': ['Weekly', 'Every two weeks', 'Monthly', 'Every three months', 'Yearly'],
};

/** Agencies and their case managers (fictional people); each agency also lists 'Other'. */
export const AGENCIES: readonly { name: string; managers: readonly string[] }[] = [
  { name: 'County Department of Social Services', managers: ['Dana Whitfield', 'Marcus Oyelaran', 'Priya Raman'] },
  { name: 'Community Services Board', managers: ['Helen Carver', 'Tomas Ibarra'] },
  { name: 'Area Agency on Aging', managers: ['Gloria Pettigrew', 'Samuel Achebe', 'Linh Tran'] },
  { name: 'Behavioral Health Clinic', managers: ['Rebecca Stein', 'Jamal Porter'] },
  { name: 'Veterans Affairs Medical Center', managers: ['Curtis Holloway', 'Ann-Marie Duval'] },
  { name: 'Other', managers: [] },
];

/** Reporting accounts: type 1 are money in (benefits when flagged), type 2 bill types. */
export const REPORTING_ACCOUNTS: readonly { name: string; type: 1 | 2; isBenefit: boolean }[] = [
  { name: 'Social Security retirement (RSDI)', type: 1, isBenefit: true },
  { name: 'Supplemental Security Income (SSI)', type: 1, isBenefit: true },
  { name: 'Social Security disability (SSDI)', type: 1, isBenefit: true },
  { name: 'VA disability compensation', type: 1, isBenefit: true },
  { name: 'VA pension', type: 1, isBenefit: true },
  { name: 'Railroad retirement', type: 1, isBenefit: true },
  { name: 'SNAP food benefits', type: 1, isBenefit: true },
  { name: 'State pension', type: 1, isBenefit: true },
  { name: 'Wages', type: 1, isBenefit: false },
  { name: 'Refund or reimbursement', type: 1, isBenefit: false },
  { name: 'Rent', type: 2, isBenefit: false },
  { name: 'Electricity', type: 2, isBenefit: false },
  { name: 'Gas', type: 2, isBenefit: false },
  { name: 'Water and sewer', type: 2, isBenefit: false },
  { name: 'Phone', type: 2, isBenefit: false },
  { name: 'Internet and cable', type: 2, isBenefit: false },
  { name: 'Medical and pharmacy', type: 2, isBenefit: false },
  { name: 'Insurance', type: 2, isBenefit: false },
  { name: 'Loan or credit card', type: 2, isBenefit: false },
  { name: 'Personal allowance', type: 2, isBenefit: false },
];

export const PROGRAMS: readonly { id: number; name: string; shortName: string; description: string }[] = [
  {
    id: 10,
    name: 'Representative Payee',
    shortName: 'RP',
    description: PROGRAM_DESCRIPTIONS[10]!.message,
  },
  {
    id: 4,
    name: 'Federal Fiduciary',
    shortName: 'FF',
    description: PROGRAM_DESCRIPTIONS[4]!.message,
  },
  {
    id: 6,
    name: 'Money Management',
    shortName: 'MM',
    description: PROGRAM_DESCRIPTIONS[6]!.message,
  },
];
