import { intakeStepRules } from '@/contract/intake-rules';
import { MESSAGES } from '@/contract/messages';
import { INTAKE_STEPS, type IntakeStepSlug } from '@/contract/steps';
import type { FieldLook, WizardStep } from '@/components/wizard/wizard-step';
import { RepresentativeStep } from './steps/representative-step';
import { CONTACT_LABELS, stepMessages as m } from './steps/messages';

type IntakeLooks = Partial<Record<IntakeStepSlug, Pick<WizardStep<IntakeStepSlug>, 'intro' | 'fields' | 'view' | 'autoComplete'>>>;

const zeroIfNone: FieldLook['hint'] = MESSAGES.zeroAmountHint;
const applicant = CONTACT_LABELS.applicant;

/**
 * How each intake step looks, where its rules alone do not say: a label in its own words, a
 * hint, the addresses' legends, and the representative's screen, whose sections follow the
 * type of representative. Every other field is its rule's, in the rules' order, labelled with
 * the rule's label in title case. The applicant's own name, birth date and addresses say what
 * they ask for (WCAG 1.3.5), so that the browser can fill them; the emergency contact's and the
 * landlord's details, someone else's, are never offered the applicant's own.
 */
const LOOKS: IntakeLooks = {
  representative: { view: RepresentativeStep },
  about_you: {
    fields: {
      // Chosen on the selection screens before the wizard.
      branch_id: { hidden: true },
      program_id: { hidden: true },
      title: { hint: m.titleHint, autoComplete: 'honorific-prefix' },
      first_name: { autoComplete: 'given-name' },
      middle_name: { autoComplete: 'additional-name' },
      last_name: { autoComplete: 'family-name' },
      suffix: { hint: m.suffixHint, autoComplete: 'honorific-suffix' },
      ssn: { label: m.ssn, lockedHint: m.locked },
      date_of_birth: { label: m.birthDate, lockedHint: m.locked, autoComplete: 'bday' },
      birth_city: { label: m.birthCity },
      birth_country_id: { label: m.birthCountry },
      birth_state_id: { label: m.birthState },
      birth_state_name: { label: m.birthStateName },
      language_id: { label: m.language },
      race_id: { hint: m.raceHint },
    },
  },
  address_details: {
    fields: {
      physical_address: { address: { legend: m.whereYouLive, heading: 'h3', autoComplete: 'section-home' } },
      // The mailing fields say 'Mailing' so that a screen reader, which reads a field's label
      // alone, tells the two addresses apart.
      mailing_address: {
        address: { legend: m.whereMailGoes, heading: 'h3', labels: 'own', sameAs: m.sameAsHome, international: m.outsideUs, stateName: m.mailingStateName, autoComplete: 'section-mailing' },
      },
    },
  },
  emergency_contact: { autoComplete: 'off' },
  contact_details: {
    intro: m.contactIntro,
    fields: {
      'personal_contact.primary_phone': { label: applicant.primaryPhone },
      'personal_contact.other_phone': { label: applicant.otherPhone },
      'personal_contact.primary_email': { label: applicant.primaryEmail },
      'personal_contact.other_email': { label: applicant.otherEmail },
    },
  },
  benefit_details: {
    fields: {
      'benefit.food_stamp': { label: m.foodStamps, hint: zeroIfNone },
      'benefit.life_insurance': { label: m.lifeInsurance, hint: zeroIfNone },
      'benefit.life_insurance_type': { multiline: true },
    },
  },
  employment_details: { fields: { 'benefit.monthly_income': { label: m.monthlyIncome, hint: MESSAGES.monthlyIncomeHint } } },
  // The landlord's phones and e-mails are someone else's.
  housing_details: { autoComplete: 'off', fields: { 'housing.rent_amount': { label: m.rent, hint: zeroIfNone }, 'housing.remarks': { multiline: true } } },
  referral_details: { fields: { referral_id: { label: m.referredBy }, source_id: { label: m.source } } },
};

/** The intake's steps as data (spec sections 3 to 5), in order: the contract's steps and rules, with their looks. */
export const INTAKE_WIZARD: readonly WizardStep<IntakeStepSlug>[] = INTAKE_STEPS.map((step) => ({
  ...step,
  rules: () => intakeStepRules(step.slug),
  ...LOOKS[step.slug],
}));
