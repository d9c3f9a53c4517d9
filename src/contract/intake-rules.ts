import { addressRules, completeAddress } from './address-rules';
import { checkFields, pickFields, type Picking } from './field-check';
import {
  allOf,
  equals,
  getPath,
  idIn,
  isEmptyValue,
  not,
  otherChosen,
  type Condition,
  type FieldErrors,
  type FieldRule,
  type RuleContext,
  type Values,
} from './field-rules';
import { DEFAULT_PREFERRED_COMMUNICATION, RELAXED_HOUSING_TYPE_IDS, UNITED_STATES_COUNTRY_ID } from './ids';
import { MAX_LENGTH } from './limits';
import type { StepRuleSet } from './list-rules';
import { PREFERRED_COMMUNICATION } from './option-lists';
import { REPRESENTATIVE_TYPES } from './process';
import { INTAKE_STEPS, INTAKE_STEP_SKIPPED_FOR_MYSELF, type IntakeStepSlug } from './steps';
import type { Message } from './translate';

const TYPE = 'representative.representative_type';
const isMyself = equals(TYPE, 'myself');
const isCaseManager = equals(TYPE, 'case_manager');
const isRelative = equals(TYPE, 'relative');
const hasRepresentative = equals(TYPE, 'case_manager', 'relative');
const bornHere = idIn('birth_country_id', [UNITED_STATES_COUNTRY_ID]);
const bornAbroad = allOf((values) => !isEmptyValue(getPath(values, 'birth_country_id')), not(bornHere));
const relaxedHousing = idIn('housing.house_type_id', RELAXED_HOUSING_TYPE_IDS);
const housingRequired: Condition = not(relaxedHousing);

type ContactOwner = 'representative ' | '' | 'emergency contact ';
type ContactLabel = 'primaryPhone' | 'otherPhone' | 'primaryEmail' | 'otherEmail';

/** Each label whole, for each owner: other languages put the owner after the noun ('teléfono principal del representante'). */
const CONTACT_LABELS: Record<ContactOwner, Record<ContactLabel, Message>> = {
  'representative ': {
    primaryPhone: /*i18n*/ { id: 'intake.label.representative_primary_phone', message: 'representative primary phone' },
    otherPhone: /*i18n*/ { id: 'intake.label.representative_other_phone', message: 'representative other phone' },
    primaryEmail: /*i18n*/ { id: 'intake.label.representative_primary_email', message: 'representative primary email' },
    otherEmail: /*i18n*/ { id: 'intake.label.representative_other_email', message: 'representative other email' },
  },
  '': {
    primaryPhone: /*i18n*/ { id: 'intake.label.primary_phone', message: 'primary phone' },
    otherPhone: /*i18n*/ { id: 'intake.label.other_phone', message: 'other phone' },
    primaryEmail: /*i18n*/ { id: 'intake.label.primary_email', message: 'primary email' },
    otherEmail: /*i18n*/ { id: 'intake.label.other_email', message: 'other email' },
  },
  'emergency contact ': {
    primaryPhone: /*i18n*/ { id: 'intake.label.emergency_contact_primary_phone', message: 'emergency contact primary phone' },
    otherPhone: /*i18n*/ { id: 'intake.label.emergency_contact_other_phone', message: 'emergency contact other phone' },
    primaryEmail: /*i18n*/ { id: 'intake.label.emergency_contact_primary_email', message: 'emergency contact primary email' },
    otherEmail: /*i18n*/ { id: 'intake.label.emergency_contact_other_email', message: 'emergency contact other email' },
  },
};

/** Phones and emails of a contact block: primary ones required when `required` holds, alternates optional. */
function contactRules(prefix: string, who: ContactOwner, required: boolean | Condition, when?: Condition, emailMax: number = MAX_LENGTH.email): FieldRule[] {
  const labels = CONTACT_LABELS[who];
  return [
    { name: `${prefix}.primary_phone`, label: labels.primaryPhone, kind: 'phone', required, when },
    { name: `${prefix}.other_phone`, label: labels.otherPhone, kind: 'phone', when },
    { name: `${prefix}.primary_email`, label: labels.primaryEmail, kind: 'email', maxLength: emailMax, required, when },
    { name: `${prefix}.other_email`, label: labels.otherEmail, kind: 'email', maxLength: emailMax, when },
  ];
}

const representative: FieldRule[] = [
  { name: TYPE, label: /*i18n*/ { id: 'intake.label.representative_type', message: 'representative type' }, kind: 'choice', choices: REPRESENTATIVE_TYPES, required: true },
  { name: 'representative.agency_id', label: /*i18n*/ { id: 'intake.label.case_manager_agency', message: 'case manager agency' }, kind: 'option', list: 'case-manager-agencies', required: true, when: isCaseManager },
  {
    name: 'representative.other_agency',
    label: /*i18n*/ { id: 'intake.label.other_agency', message: 'other agency' },
    kind: 'text',
    maxLength: MAX_LENGTH.shortText,
    required: true,
    when: allOf(isCaseManager, otherChosen('case-manager-agencies', 'representative.agency_id')),
  },
  {
    name: 'representative.case_manager_id',
    label: /*i18n*/ { id: 'intake.label.case_manager', message: 'case manager' },
    kind: 'option',
    list: 'case-managers',
    parentField: 'representative.agency_id',
    required: true,
    when: isCaseManager,
  },
  { name: 'representative.name', label: /*i18n*/ { id: 'intake.label.representative_name', message: 'representative name' }, kind: 'text', maxLength: MAX_LENGTH.representativeName, required: true, when: hasRepresentative },
  { name: 'representative.relationship_id', label: /*i18n*/ { id: 'intake.label.relationship', message: 'relationship' }, kind: 'option', list: 'relationships', required: true, when: isRelative },
  ...contactRules('representative', 'representative ', true, hasRepresentative),
  {
    name: 'representative.preferred_communication',
    label: /*i18n*/ { id: 'intake.label.preferred_communication', message: 'preferred communication' },
    kind: 'choice',
    choices: Object.keys(PREFERRED_COMMUNICATION),
    when: hasRepresentative,
    initial: DEFAULT_PREFERRED_COMMUNICATION,
  },
  ...contactRules('personal_contact', '', true, isMyself),
];

const BIRTH_STATE = /*i18n*/ { id: 'intake.label.birth_state', message: 'birth state' };

const aboutYou: FieldRule[] = [
  { name: 'branch_id', label: /*i18n*/ { id: 'intake.label.state', message: 'state' }, kind: 'option', list: 'branches', required: true },
  { name: 'program_id', label: /*i18n*/ { id: 'intake.label.program', message: 'program' }, kind: 'options', list: 'programs', maxItems: 3 },
  { name: 'title', label: /*i18n*/ { id: 'intake.label.title', message: 'title' }, kind: 'text', maxLength: 20, required: true },
  { name: 'first_name', label: /*i18n*/ { id: 'intake.label.first_name', message: 'first name' }, kind: 'text', maxLength: MAX_LENGTH.personName, required: true },
  { name: 'middle_name', label: /*i18n*/ { id: 'intake.label.middle_name', message: 'middle name' }, kind: 'text', maxLength: MAX_LENGTH.personName },
  { name: 'last_name', label: /*i18n*/ { id: 'intake.label.last_name', message: 'last name' }, kind: 'text', maxLength: MAX_LENGTH.personName, required: true },
  { name: 'suffix', label: /*i18n*/ { id: 'intake.label.suffix', message: 'suffix' }, kind: 'text', maxLength: 20 },
  { name: 'ssn', label: /*i18n*/ { id: 'intake.label.ssn', message: 'SSN' }, kind: 'ssn', required: true },
  { name: 'date_of_birth', label: /*i18n*/ { id: 'intake.label.date_of_birth', message: 'date of birth' }, kind: 'date', notFuture: true, required: true },
  { name: 'birth_city', label: /*i18n*/ { id: 'intake.label.birth_city', message: 'birth city' }, kind: 'text', maxLength: MAX_LENGTH.birthCity, required: true },
  {
    name: 'birth_country_id',
    label: /*i18n*/ { id: 'intake.label.birth_country', message: 'birth country' },
    kind: 'option',
    list: 'countries',
    required: true,
    initial: UNITED_STATES_COUNTRY_ID,
  },
  { name: 'birth_state_id', label: BIRTH_STATE, kind: 'option', list: 'states', parentField: 'birth_country_id', required: true, when: bornHere },
  { name: 'birth_state_name', label: BIRTH_STATE, kind: 'text', maxLength: MAX_LENGTH.birthStateName, required: true, when: bornAbroad },
  { name: 'english_fluency_id', label: /*i18n*/ { id: 'intake.label.english_fluency', message: 'English fluency' }, kind: 'option', list: 'language-fluencies', required: true },
  { name: 'language_id', label: /*i18n*/ { id: 'intake.label.language', message: 'language' }, kind: 'option', list: 'languages', required: true },
  { name: 'marital_status_id', label: /*i18n*/ { id: 'intake.label.marital_status', message: 'marital status' }, kind: 'option', list: 'marital-statuses', required: true },
  { name: 'mother_name', label: /*i18n*/ { id: 'intake.label.mother_name', message: "mother's name" }, kind: 'text', maxLength: MAX_LENGTH.personName },
  { name: 'father_name', label: /*i18n*/ { id: 'intake.label.father_name', message: "father's name" }, kind: 'text', maxLength: MAX_LENGTH.personName },
  { name: 'gender_id', label: /*i18n*/ { id: 'intake.label.gender', message: 'gender' }, kind: 'option', list: 'genders', required: true },
  { name: 'other_gender', label: /*i18n*/ { id: 'intake.label.other_gender', message: 'other gender' }, kind: 'text', maxLength: MAX_LENGTH.shortText, required: true, when: otherChosen('genders', 'gender_id') },
  { name: 'ethnicity_id', label: /*i18n*/ { id: 'intake.label.ethnicity', message: 'ethnicity' }, kind: 'option', list: 'ethnicities' },
  { name: 'race_id', label: /*i18n*/ { id: 'intake.label.race', message: 'race' }, kind: 'options', list: 'races', maxItems: 10, required: true },
  { name: 'other_race', label: /*i18n*/ { id: 'intake.label.other_race', message: 'other race' }, kind: 'text', maxLength: MAX_LENGTH.shortText, required: true, when: otherChosen('races', 'race_id') },
];

const addressDetails: FieldRule[] = [
  ...addressRules({ prefix: 'physical_address', scope: 'home' }),
  ...addressRules({ prefix: 'mailing_address', labelPrefix: 'mailing ', scope: 'anywhere', sameAsPrimary: true }),
];

const emergencyContact: FieldRule[] = [
  { name: 'emergency_contact.name', label: /*i18n*/ { id: 'intake.label.emergency_contact_name', message: 'emergency contact name' }, kind: 'text', maxLength: MAX_LENGTH.emergencyContactName, required: true },
  { name: 'emergency_contact.contact_category_id', label: /*i18n*/ { id: 'intake.label.contact_category', message: 'contact category' }, kind: 'option', list: 'contact-categories', required: true },
  {
    name: 'emergency_contact.other_contact_category',
    label: /*i18n*/ { id: 'intake.label.other_contact_category', message: 'other contact category' },
    kind: 'text',
    maxLength: MAX_LENGTH.shortText,
    required: true,
    when: otherChosen('contact-categories', 'emergency_contact.contact_category_id'),
  },
  ...contactRules('emergency_contact', 'emergency contact ', true),
];

const benefitDetails: FieldRule[] = [
  { name: 'benefit.food_stamp', label: /*i18n*/ { id: 'intake.label.food_stamps', message: 'food stamps' }, kind: 'amount' },
  { name: 'benefit.life_insurance', label: /*i18n*/ { id: 'intake.label.life_insurance', message: 'life insurance' }, kind: 'amount' },
  { name: 'benefit.life_insurance_type', label: /*i18n*/ { id: 'intake.label.life_insurance_type', message: 'life insurance type' }, kind: 'text', maxLength: MAX_LENGTH.lifeInsuranceType },
  { name: 'benefit.veteran_service_no', label: /*i18n*/ { id: 'intake.label.veteran_service_number', message: 'veteran service number' }, kind: 'numberText', maxLength: 50 },
];

const employmentDetails: FieldRule[] = [
  { name: 'benefit.employment_status', label: /*i18n*/ { id: 'intake.label.employment_status', message: 'employment status' }, kind: 'option', list: 'employment-statuses', required: true },
  {
    name: 'benefit.other_employment',
    label: /*i18n*/ { id: 'intake.label.other_employment_status', message: 'other employment status' },
    kind: 'text',
    maxLength: MAX_LENGTH.shortText,
    required: true,
    when: otherChosen('employment-statuses', 'benefit.employment_status'),
  },
  { name: 'benefit.monthly_income', label: /*i18n*/ { id: 'intake.label.monthly_income', message: 'monthly income' }, kind: 'amount', required: true },
  { name: 'benefit.income_type', label: /*i18n*/ { id: 'intake.label.income_type', message: 'income type' }, kind: 'option', list: 'income-types', required: true },
  {
    name: 'benefit.other_income',
    label: /*i18n*/ { id: 'intake.label.other_income_type', message: 'other income type' },
    kind: 'text',
    maxLength: MAX_LENGTH.shortText,
    required: true,
    when: otherChosen('income-types', 'benefit.income_type'),
  },
];

const housingDetails: FieldRule[] = [
  { name: 'housing.house_type_id', label: /*i18n*/ { id: 'intake.label.housing_type', message: 'housing type' }, kind: 'option', list: 'housing-types', required: true },
  { name: 'housing.housing_provider', label: /*i18n*/ { id: 'intake.label.housing_provider', message: 'housing provider' }, kind: 'text', maxLength: MAX_LENGTH.addressLine, required: housingRequired },
  { name: 'housing.move_in_date', label: /*i18n*/ { id: 'intake.label.move_in_date', message: 'move-in date' }, kind: 'date', notFuture: true, required: housingRequired },
  { name: 'housing.rent_amount', label: /*i18n*/ { id: 'intake.label.rent', message: 'rent' }, kind: 'amount', required: housingRequired },
  { name: 'housing.landlord_primary_phone', label: /*i18n*/ { id: 'intake.label.landlord_phone', message: 'landlord phone' }, kind: 'phone', required: housingRequired },
  { name: 'housing.landlord_other_phone', label: /*i18n*/ { id: 'intake.label.landlord_other_phone', message: 'landlord other phone' }, kind: 'phone' },
  { name: 'housing.landlord_fax', label: /*i18n*/ { id: 'intake.label.landlord_fax', message: 'landlord fax' }, kind: 'phone' },
  { name: 'housing.landlord_primary_email', label: /*i18n*/ { id: 'intake.label.landlord_email', message: 'landlord email' }, kind: 'email', required: housingRequired },
  { name: 'housing.landlord_other_email', label: /*i18n*/ { id: 'intake.label.landlord_other_email', message: 'landlord other email' }, kind: 'email' },
  { name: 'housing.remarks', label: /*i18n*/ { id: 'intake.label.remarks', message: 'remarks' }, kind: 'text', maxLength: MAX_LENGTH.housingRemarks },
];

const referralDetails: FieldRule[] = [
  { name: 'referral_id', label: /*i18n*/ { id: 'intake.label.referral', message: 'referral' }, kind: 'option', list: 'referrals' },
  { name: 'referral_agency', label: /*i18n*/ { id: 'intake.label.referral_agency', message: 'referral agency' }, kind: 'text', maxLength: MAX_LENGTH.referralAgency },
  { name: 'referral_date', label: /*i18n*/ { id: 'intake.label.referral_date', message: 'referral date' }, kind: 'date', notFuture: true },
  { name: 'source_id', label: /*i18n*/ { id: 'intake.label.source', message: 'source' }, kind: 'option', list: 'sources' },
  { name: 'other_source', label: /*i18n*/ { id: 'intake.label.other_source', message: 'other source' }, kind: 'text', maxLength: MAX_LENGTH.shortText, required: true, when: otherChosen('sources', 'source_id') },
];

/** Each intake step's fields (spec sections 3 and 5). Step 1 is sent again inside step 2's body. */
export const INTAKE_STEP_RULES: Readonly<Record<IntakeStepSlug, readonly FieldRule[]>> = {
  representative,
  about_you: aboutYou,
  address_details: addressDetails,
  contact_details: contactRules('personal_contact', '', false),
  emergency_contact: emergencyContact,
  benefit_details: benefitDetails,
  employment_details: employmentDetails,
  housing_details: housingDetails,
  referral_details: referralDetails,
};

/** What the 'About you' save that creates the application checks: steps 1 and 2 together. */
export const INTAKE_CREATE_RULES: readonly FieldRule[] = [...representative, ...aboutYou];

/** A step's rules in the shape both wizards read: the intake's steps have no repeatable lists. */
export const intakeStepRules = (slug: IntakeStepSlug): StepRuleSet => ({ fields: INTAKE_STEP_RULES[slug], lists: [] });

export function isIntakeStep(slug: unknown): slug is IntakeStepSlug {
  return typeof slug === 'string' && Object.prototype.hasOwnProperty.call(INTAKE_STEP_RULES, slug);
}

export function validateIntakeStep(slug: IntakeStepSlug, values: Values, context: RuleContext): FieldErrors {
  return checkFields(INTAKE_STEP_RULES[slug], values, context);
}

/** The steps of this application: 9, or 8 when the representative is 'myself'. */
export function intakeStepsFor(representativeType: unknown): IntakeStepSlug[] {
  return INTAKE_STEPS.map((step) => step.slug).filter((slug) => representativeType !== 'myself' || slug !== INTAKE_STEP_SKIPPED_FOR_MYSELF);
}

/** Required steps not saved yet, in order: the final submit is refused while any remain. */
export function missingIntakeSteps(representativeType: unknown, saved: readonly string[]): IntakeStepSlug[] {
  const optional = new Set<string>(INTAKE_STEPS.filter((step) => step.optional).map((step) => step.slug));
  return intakeStepsFor(representativeType).filter((slug) => !optional.has(slug) && !saved.includes(slug));
}

/** A checked step's values as stored (or as the form sends them): normalized, addresses completed, defaults filled. */
export function pickIntakeStep(rules: readonly FieldRule[], values: Values, context: RuleContext, picking: Picking = 'stored'): Record<string, unknown> {
  const picked = pickFields(rules, values, context, picking);
  if (picked.physical_address) {
    const physical = completeAddress(picked.physical_address as Record<string, unknown>);
    picked.physical_address = physical;
    picked.mailing_address = completeAddress(picked.mailing_address as Record<string, unknown>, physical);
  }
  // Step 1 carries the personal contact only for 'myself'; otherwise step 4 owns it.
  if (picked.representative && !isMyself(values, context)) delete picked.personal_contact;
  const rep = picked.representative as Record<string, unknown> | undefined;
  if (rep && hasRepresentative(values, context)) {
    rep.preferred_communication = rep.preferred_communication === null ? DEFAULT_PREFERRED_COMMUNICATION : Number(rep.preferred_communication);
  }
  return picked;
}
