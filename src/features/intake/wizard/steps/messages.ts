import type { Message } from '@/contract/translate';

/**
 * The intake steps' own words on the screen: the title-case labels where they differ from the
 * rules' (whose labels the checks say), hints and headings. The rules' messages and their
 * hints ('Input '0' if…') come from src/contract.
 */
export const stepMessages = {
  // Step 1
  whoIsFilling: /*i18n*/ { id: 'intake.representative.who', message: 'Who is filling in this application?' },
  caseManagerAgency: /*i18n*/ { id: 'intake.representative.agency', message: 'Case Manager Agency' },
  otherAgency: /*i18n*/ { id: 'intake.representative.other_agency', message: 'Other Agency' },
  caseManager: /*i18n*/ { id: 'intake.representative.case_manager', message: 'Case Manager' },
  chooseAgencyFirst: /*i18n*/ { id: 'intake.representative.choose_agency_first', message: 'Choose an agency first.' },
  caseManagerName: /*i18n*/ { id: 'intake.representative.case_manager_name', message: 'Case Manager Name' },
  relativeName: /*i18n*/ { id: 'intake.representative.relative_name', message: "Relative's Name" },
  relationship: /*i18n*/ { id: 'intake.representative.relationship', message: 'Relationship' },
  preferredCommunication: /*i18n*/ { id: 'intake.representative.preferred_communication', message: 'Preferred Communication' },
  // Step 2
  title: /*i18n*/ { id: 'intake.about.title', message: 'Title' },
  titleHint: /*i18n*/ { id: 'intake.about.title_hint', message: 'For example Mr., Mrs., Ms. or Dr.' },
  firstName: /*i18n*/ { id: 'intake.about.first_name', message: 'First Name' },
  middleName: /*i18n*/ { id: 'intake.about.middle_name', message: 'Middle Name' },
  lastName: /*i18n*/ { id: 'intake.about.last_name', message: 'Last Name' },
  suffix: /*i18n*/ { id: 'intake.about.suffix', message: 'Suffix' },
  suffixHint: /*i18n*/ { id: 'intake.about.suffix_hint', message: 'For example Jr., Sr. or III' },
  ssn: /*i18n*/ { id: 'intake.about.ssn', message: 'Social Security Number' },
  birthDate: /*i18n*/ { id: 'intake.about.birth_date', message: 'Birth Date' },
  locked: /*i18n*/ { id: 'intake.about.locked', message: 'Your application is filed under this. To change it, please contact us.' },
  birthCity: /*i18n*/ { id: 'intake.about.birth_city', message: 'City of Birth' },
  birthCountry: /*i18n*/ { id: 'intake.about.birth_country', message: 'Country of Birth' },
  birthState: /*i18n*/ { id: 'intake.about.birth_state', message: 'State of Birth' },
  birthStateName: /*i18n*/ { id: 'intake.about.birth_state_name', message: 'State or Province of Birth' },
  englishFluency: /*i18n*/ { id: 'intake.about.english_fluency', message: 'English Fluency' },
  language: /*i18n*/ { id: 'intake.about.language', message: 'Preferred Language' },
  maritalStatus: /*i18n*/ { id: 'intake.about.marital_status', message: 'Marital Status' },
  motherName: /*i18n*/ { id: 'intake.about.mother_name', message: "Mother's Name" },
  fatherName: /*i18n*/ { id: 'intake.about.father_name', message: "Father's Name" },
  gender: /*i18n*/ { id: 'intake.about.gender', message: 'Gender' },
  otherGender: /*i18n*/ { id: 'intake.about.other_gender', message: 'Other Gender' },
  ethnicity: /*i18n*/ { id: 'intake.about.ethnicity', message: 'Ethnicity' },
  race: /*i18n*/ { id: 'intake.about.race', message: 'Race' },
  raceHint: /*i18n*/ { id: 'intake.about.race_hint', message: 'Choose all that apply.' },
  otherRace: /*i18n*/ { id: 'intake.about.other_race', message: 'Other Race' },
  // Step 3
  whereYouLive: /*i18n*/ { id: 'intake.address.where_you_live', message: 'Where you live' },
  addressLine1: /*i18n*/ { id: 'intake.address.line_1', message: 'Address Line 1' },
  addressLine2: /*i18n*/ { id: 'intake.address.line_2', message: 'Address Line 2' },
  city: /*i18n*/ { id: 'intake.address.city', message: 'City' },
  state: /*i18n*/ { id: 'intake.address.state', message: 'State' },
  county: /*i18n*/ { id: 'intake.address.county', message: 'County' },
  zipCode: /*i18n*/ { id: 'intake.address.zip_code', message: 'ZIP Code' },
  whereMailGoes: /*i18n*/ { id: 'intake.address.where_mail_goes', message: 'Where we send your mail' },
  sameAsHome: /*i18n*/ { id: 'intake.address.same_as_home', message: 'Same as the address where I live' },
  outsideUs: /*i18n*/ { id: 'intake.address.outside_us', message: 'This address is outside the United States' },
  // Labels say 'Mailing' so that a screen reader, which reads a field's label alone, tells the two addresses apart.
  mailingCountry: /*i18n*/ { id: 'intake.address.mailing_country', message: 'Mailing Country' },
  mailingLine1: /*i18n*/ { id: 'intake.address.mailing_line_1', message: 'Mailing Address Line 1' },
  mailingLine2: /*i18n*/ { id: 'intake.address.mailing_line_2', message: 'Mailing Address Line 2' },
  mailingCity: /*i18n*/ { id: 'intake.address.mailing_city', message: 'Mailing City' },
  mailingState: /*i18n*/ { id: 'intake.address.mailing_state', message: 'Mailing State' },
  mailingStateName: /*i18n*/ { id: 'intake.address.mailing_state_name', message: 'Mailing State or Province' },
  mailingCounty: /*i18n*/ { id: 'intake.address.mailing_county', message: 'Mailing County' },
  mailingZipCode: /*i18n*/ { id: 'intake.address.mailing_zip_code', message: 'Mailing ZIP Code' },
  mailingPostalCode: /*i18n*/ { id: 'intake.address.mailing_postal_code', message: 'Mailing Postal Code' },
  // Step 4
  contactIntro: /*i18n*/ {
    id: 'intake.contact.intro',
    message: "How can we reach the applicant directly? Leave this empty if we should use the representative's details.",
  },
  // Step 5
  emergencyContactName: /*i18n*/ { id: 'intake.emergency.name', message: 'Emergency Contact Name' },
  contactCategory: /*i18n*/ { id: 'intake.emergency.category', message: 'Contact Category' },
  otherContactCategory: /*i18n*/ { id: 'intake.emergency.other_category', message: 'Other Contact Category' },
  // Step 6
  foodStamps: /*i18n*/ { id: 'intake.benefit.food_stamps', message: 'Food Stamps per Month ($)' },
  lifeInsurance: /*i18n*/ { id: 'intake.benefit.life_insurance', message: 'Life Insurance ($)' },
  lifeInsuranceType: /*i18n*/ { id: 'intake.benefit.life_insurance_type', message: 'Life Insurance Type' },
  veteranServiceNumber: /*i18n*/ { id: 'intake.benefit.veteran_service_number', message: 'Veteran Service Number' },
  // Step 7
  employmentStatus: /*i18n*/ { id: 'intake.employment.status', message: 'Employment Status' },
  otherEmploymentStatus: /*i18n*/ { id: 'intake.employment.other_status', message: 'Other Employment Status' },
  monthlyIncome: /*i18n*/ { id: 'intake.employment.monthly_income', message: 'Monthly Income ($)' },
  incomeType: /*i18n*/ { id: 'intake.employment.income_type', message: 'Income Type' },
  otherIncomeType: /*i18n*/ { id: 'intake.employment.other_income_type', message: 'Other Income Type' },
  // Step 8
  housingType: /*i18n*/ { id: 'intake.housing.type', message: 'Housing Type' },
  housingProvider: /*i18n*/ { id: 'intake.housing.provider', message: 'Housing Provider' },
  moveInDate: /*i18n*/ { id: 'intake.housing.move_in_date', message: 'Move-in Date' },
  rent: /*i18n*/ { id: 'intake.housing.rent', message: 'Rent per Month ($)' },
  landlordPhone: /*i18n*/ { id: 'intake.housing.landlord_phone', message: 'Landlord Phone' },
  landlordOtherPhone: /*i18n*/ { id: 'intake.housing.landlord_other_phone', message: 'Landlord Other Phone' },
  landlordFax: /*i18n*/ { id: 'intake.housing.landlord_fax', message: 'Landlord Fax' },
  landlordEmail: /*i18n*/ { id: 'intake.housing.landlord_email', message: 'Landlord Email' },
  landlordOtherEmail: /*i18n*/ { id: 'intake.housing.landlord_other_email', message: 'Landlord Other Email' },
  remarks: /*i18n*/ { id: 'intake.housing.remarks', message: 'Remarks' },
  // Step 9
  referredBy: /*i18n*/ { id: 'intake.referral.referred_by', message: 'Referred By' },
  referralAgency: /*i18n*/ { id: 'intake.referral.agency', message: 'Referral Agency' },
  referralDate: /*i18n*/ { id: 'intake.referral.date', message: 'Referral Date' },
  source: /*i18n*/ { id: 'intake.referral.source', message: 'How did you hear about us?' },
  otherSource: /*i18n*/ { id: 'intake.referral.other_source', message: 'Other Source' },
} as const;

/** Whose phones and emails a contact block holds. */
export type ContactOwner = 'you' | 'applicant' | 'caseManager' | 'relative' | 'emergencyContact';
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
  emergencyContact: {
    primaryPhone: /*i18n*/ { id: 'intake.contact.emergency_contact.primary_phone', message: 'Emergency Contact Primary Phone' },
    otherPhone: /*i18n*/ { id: 'intake.contact.emergency_contact.other_phone', message: 'Emergency Contact Other Phone' },
    primaryEmail: /*i18n*/ { id: 'intake.contact.emergency_contact.primary_email', message: 'Emergency Contact Primary Email' },
    otherEmail: /*i18n*/ { id: 'intake.contact.emergency_contact.other_email', message: 'Emergency Contact Other Email' },
  },
};
