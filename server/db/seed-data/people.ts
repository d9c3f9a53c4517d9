import type { CurrentProcess, ProcessType } from '../../../src/contract/process';
import { STATE_ID } from './us-states';

/** The demo people of architecture.md section 6 (fictional names; SSNs from the block reserved for advertising). */
export interface DemoPerson {
  ssn: string;
  dateOfBirth: string;
  code: string;
  branch: 'Maryland' | 'Virginia' | 'Ohio';
  processType: ProcessType;
  currentProcess: CurrentProcess;
  title: string;
  firstName: string;
  lastName: string;
  rejectionReasons?: string[];
  /** Intake steps saved; all of them unless said otherwise. */
  intakeSteps?: 'first-two';
  /** Onboarding steps saved (with a photo and one bill file). */
  onboarding?: 'all';
  programs?: { id: number; status: 0 | 1; kind: 'payee' | 'overdrawn' | 'closed' }[];
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { ssn: '987654320', dateOfBirth: '1950-01-15', code: 'INT-4320', branch: 'Maryland', processType: 'intake', currentProcess: 'pending', title: 'Mrs.', firstName: 'Margaret', lastName: 'Ellison', intakeSteps: 'first-two' },
  { ssn: '987654321', dateOfBirth: '1948-03-02', code: 'INT-4321', branch: 'Virginia', processType: 'intake', currentProcess: 'in-progress', title: 'Mr.', firstName: 'Walter', lastName: 'Brooks' },
  {
    ssn: '987654322',
    dateOfBirth: '1955-07-21',
    code: 'INT-4322',
    branch: 'Ohio',
    processType: 'intake',
    currentProcess: 'rejected',
    title: 'Ms.',
    firstName: 'Dolores',
    lastName: 'Fitzgerald',
    rejectionReasons: ['The mailing address could not be verified: please check the ZIP code', 'Please add a working phone number for your emergency contact'],
  },
  { ssn: '987654323', dateOfBirth: '1960-11-30', code: 'ONB-4323', branch: 'Maryland', processType: 'onboarding', currentProcess: 'pending', title: 'Mr.', firstName: 'Raymond', lastName: 'Castillo' },
  { ssn: '987654324', dateOfBirth: '1945-05-05', code: 'ONB-4324', branch: 'Virginia', processType: 'onboarding', currentProcess: 'in-progress', title: 'Mrs.', firstName: 'Evelyn', lastName: 'Park', onboarding: 'all' },
  {
    ssn: '987654325',
    dateOfBirth: '1952-09-09',
    code: 'ONB-4325',
    branch: 'Ohio',
    processType: 'onboarding',
    currentProcess: 'rejected',
    title: 'Mr.',
    firstName: 'Harold',
    lastName: 'Jennings',
    onboarding: 'all',
    rejectionReasons: ['The photo is not clear: please upload a photo that shows your face', 'The electricity bill is older than three months: please upload a recent one'],
  },
  {
    ssn: '987654326',
    dateOfBirth: '1958-12-12',
    code: 'ONB-4326',
    branch: 'Maryland',
    processType: 'onboarding',
    currentProcess: 'approved',
    title: 'Ms.',
    firstName: 'Lucille',
    lastName: 'Moreno',
    onboarding: 'all',
    programs: [
      { id: 10, status: 1, kind: 'payee' },
      { id: 6, status: 1, kind: 'overdrawn' },
    ],
  },
  {
    ssn: '987654327',
    dateOfBirth: '1940-02-29',
    code: 'CLI-4327',
    branch: 'Ohio',
    processType: 'client',
    currentProcess: 'approved',
    title: 'Mr.',
    firstName: 'Franklin',
    lastName: 'Hayes',
    onboarding: 'all',
    programs: [
      { id: 10, status: 1, kind: 'payee' },
      { id: 6, status: 1, kind: 'overdrawn' },
      { id: 4, status: 0, kind: 'closed' },
    ],
  },
];

const BRANCH_ID = { Maryland: 1, Virginia: 2, Ohio: 3 } as const;
const HOME = {
  Maryland: { city: 'Towson', county: 'Baltimore County', zip: '21204', state: STATE_ID.maryland },
  Virginia: { city: 'Fairfax', county: 'Fairfax County', zip: '22030', state: STATE_ID.virginia },
  Ohio: { city: 'Columbus', county: 'Franklin County', zip: '43215', state: STATE_ID.ohio },
} as const;

/** What the intake form would have sent for this person (steps 1-9), as form strings. */
export function demoIntakeValues(person: DemoPerson): Record<string, unknown> {
  const home = HOME[person.branch];
  const digits = person.ssn.slice(-4);
  return {
    branch_id: String(BRANCH_ID[person.branch]),
    program_id: ['10'],
    representative: { representative_type: 'relative', name: `Jordan ${person.lastName}`, relationship_id: '3', primary_phone: `410555${digits}`, primary_email: `jordan.${person.lastName.toLowerCase()}@example.org`, preferred_communication: '1' },
    title: person.title,
    first_name: person.firstName,
    last_name: person.lastName,
    ssn: person.ssn,
    date_of_birth: person.dateOfBirth,
    birth_city: home.city,
    birth_country_id: '233',
    birth_state_id: String(home.state),
    english_fluency_id: '1',
    marital_status_id: '5',
    gender_id: person.title === 'Mr.' ? '1' : '2',
    race_id: ['5'],
    language_id: '1',
    physical_address: { line_1: `${100 + Number(digits.slice(-2))} Maple Court`, line_2: 'Apt 2B', is_international: '0', city_name: home.city, state_id: String(home.state), county: home.county, zip_code: home.zip },
    mailing_address: { is_same_as_primary_address: '1' },
    personal_contact: { primary_phone: `301555${digits}`, primary_email: `${person.firstName.toLowerCase()}.${person.lastName.toLowerCase()}@example.com` },
    emergency_contact: { name: `Casey ${person.lastName}`, contact_category_id: '4', primary_phone: `202555${digits}`, primary_email: `casey.${person.lastName.toLowerCase()}@example.net` },
    benefit: { food_stamp: '120.00', life_insurance: '0', employment_status: '5', monthly_income: '1482.00', income_type: '1' },
    housing: {
      house_type_id: '1',
      housing_provider: 'Maple Court Apartments',
      move_in_date: '2015-06-01',
      landlord_primary_phone: '4105550199',
      rent_amount: '850.00',
      landlord_primary_email: 'office@maplecourt.example.com',
    },
    referral_id: '1',
    referral_agency: 'Social Security Administration field office',
    referral_date: '2024-01-10',
  };
}
