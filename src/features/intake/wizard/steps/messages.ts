import type { Message } from '@/contract/translate';

/**
 * The intake steps' own words on the screen, where they are not a rule's label in title case
 * (intake-steps.ts): a question, a label that says more than the rule's ('City of Birth' for the
 * rule's 'birth city'), hints and the addresses' legends. The rules' labels and the spec's hints
 * ('Input '0' if…') come from src/contract.
 */
export const stepMessages = {
  // Step 1
  whoIsFilling: /*i18n*/ { id: 'intake.representative.who', message: 'Who is filling in this application?' },
  chooseAgencyFirst: /*i18n*/ { id: 'intake.representative.choose_agency_first', message: 'Choose an agency first.' },
  caseManagerName: /*i18n*/ { id: 'intake.representative.case_manager_name', message: 'Case Manager Name' },
  relativeName: /*i18n*/ { id: 'intake.representative.relative_name', message: "Relative's Name" },
  // Step 2
  titleHint: /*i18n*/ { id: 'intake.about.title_hint', message: 'For example Mr., Mrs., Ms. or Dr.' },
  suffixHint: /*i18n*/ { id: 'intake.about.suffix_hint', message: 'For example Jr., Sr. or III' },
  ssn: /*i18n*/ { id: 'intake.about.ssn', message: 'Social Security Number' },
  birthDate: /*i18n*/ { id: 'intake.about.birth_date', message: 'Birth Date' },
  locked: /*i18n*/ { id: 'intake.about.locked', message: 'Your application is filed under this. To change it, please contact us.' },
  birthCity: /*i18n*/ { id: 'intake.about.birth_city', message: 'City of Birth' },
  birthCountry: /*i18n*/ { id: 'intake.about.birth_country', message: 'Country of Birth' },
  birthState: /*i18n*/ { id: 'intake.about.birth_state', message: 'State of Birth' },
  birthStateName: /*i18n*/ { id: 'intake.about.birth_state_name', message: 'State or Province of Birth' },
  language: /*i18n*/ { id: 'intake.about.language', message: 'Preferred Language' },
  raceHint: /*i18n*/ { id: 'intake.about.race_hint', message: 'Choose all that apply.' },
  // Step 3
  whereYouLive: /*i18n*/ { id: 'intake.address.where_you_live', message: 'Where you live' },
  whereMailGoes: /*i18n*/ { id: 'intake.address.where_mail_goes', message: 'Where we send your mail' },
  sameAsHome: /*i18n*/ { id: 'intake.address.same_as_home', message: 'Same as the address where I live' },
  outsideUs: /*i18n*/ { id: 'intake.address.outside_us', message: 'This address is outside the United States' },
  mailingStateName: /*i18n*/ { id: 'intake.address.mailing_state_name', message: 'Mailing State or Province' },
  // Step 4
  contactIntro: /*i18n*/ {
    id: 'intake.contact.intro',
    message: "How can we reach the applicant directly? Leave this empty if we should use the representative's details.",
  },
  // Step 6
  foodStamps: /*i18n*/ { id: 'intake.benefit.food_stamps', message: 'Food Stamps per Month ($)' },
  lifeInsurance: /*i18n*/ { id: 'intake.benefit.life_insurance', message: 'Life Insurance ($)' },
  // Step 7
  monthlyIncome: /*i18n*/ { id: 'intake.employment.monthly_income', message: 'Monthly Income ($)' },
  // Step 8
  rent: /*i18n*/ { id: 'intake.housing.rent', message: 'Rent per Month ($)' },
  // Step 9
  referredBy: /*i18n*/ { id: 'intake.referral.referred_by', message: 'Referred By' },
  source: /*i18n*/ { id: 'intake.referral.source', message: 'How did you hear about us?' },
} as const;

/** Whose phones and emails a contact block holds, where its labels are not the rules' (an emergency contact's are). */
export type ContactOwner = 'you' | 'applicant' | 'caseManager' | 'relative';
type ContactField = 'primaryPhone' | 'otherPhone' | 'primaryEmail' | 'otherEmail';

/** Each label whole, for each owner: Spanish puts the owner after the noun ('Teléfono principal del familiar'). */
export const CONTACT_LABELS: Record<ContactOwner, Record<ContactField, Message>> = {
  you: {
    primaryPhone: /*i18n*/ { id: 'intake.contact.you.primary_phone', message: 'Your Primary Phone' },
    otherPhone: /*i18n*/ { id: 'intake.contact.you.other_phone', message: 'Your Other Phone' },
    primaryEmail: /*i18n*/ { id: 'intake.contact.you.primary_email', message: 'Your Primary Email' },
    otherEmail: /*i18n*/ { id: 'intake.contact.you.other_email', message: 'Your Other Email' },
  },
  applicant: {
    primaryPhone: /*i18n*/ { id: 'intake.contact.applicant.primary_phone', message: "Applicant's Primary Phone" },
    otherPhone: /*i18n*/ { id: 'intake.contact.applicant.other_phone', message: "Applicant's Other Phone" },
    primaryEmail: /*i18n*/ { id: 'intake.contact.applicant.primary_email', message: "Applicant's Primary Email" },
    otherEmail: /*i18n*/ { id: 'intake.contact.applicant.other_email', message: "Applicant's Other Email" },
  },
  caseManager: {
    primaryPhone: /*i18n*/ { id: 'intake.contact.case_manager.primary_phone', message: 'Case Manager Primary Phone' },
    otherPhone: /*i18n*/ { id: 'intake.contact.case_manager.other_phone', message: 'Case Manager Other Phone' },
    primaryEmail: /*i18n*/ { id: 'intake.contact.case_manager.primary_email', message: 'Case Manager Primary Email' },
    otherEmail: /*i18n*/ { id: 'intake.contact.case_manager.other_email', message: 'Case Manager Other Email' },
  },
  relative: {
    primaryPhone: /*i18n*/ { id: 'intake.contact.relative.primary_phone', message: 'Relative Primary Phone' },
    otherPhone: /*i18n*/ { id: 'intake.contact.relative.other_phone', message: 'Relative Other Phone' },
    primaryEmail: /*i18n*/ { id: 'intake.contact.relative.primary_email', message: 'Relative Primary Email' },
    otherEmail: /*i18n*/ { id: 'intake.contact.relative.other_email', message: 'Relative Other Email' },
  },
};
