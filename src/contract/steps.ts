import type { Message } from './translate';

/**
 * The steps of the two wizards, in order: each step's slug (sent as `step` with each save), its
 * title, and whether it is optional (an optional onboarding step may be skipped). The spec
 * names the onboarding slugs; the intake slugs are ours (the spec only says "step (slug)"),
 * documented in docs/api.md.
 */
export interface StepInfo<Slug extends string = string> {
  readonly slug: Slug;
  readonly title: Message;
  readonly optional: boolean;
}

export const INTAKE_STEPS = [
  { slug: 'representative', title: /*i18n*/ { id: 'intake.step.representative', message: 'Representative' }, optional: false },
  { slug: 'about_you', title: /*i18n*/ { id: 'intake.step.about_you', message: 'About you' }, optional: false },
  { slug: 'address_details', title: /*i18n*/ { id: 'intake.step.address_details', message: 'Address Details' }, optional: false },
  { slug: 'contact_details', title: /*i18n*/ { id: 'intake.step.contact_details', message: 'Contact Details' }, optional: true },
  { slug: 'emergency_contact', title: /*i18n*/ { id: 'intake.step.emergency_contact', message: 'Emergency Contact Details' }, optional: false },
  { slug: 'benefit_details', title: /*i18n*/ { id: 'intake.step.benefit_details', message: 'Benefit Details' }, optional: true },
  { slug: 'employment_details', title: /*i18n*/ { id: 'intake.step.employment_details', message: 'Employment Details' }, optional: false },
  { slug: 'housing_details', title: /*i18n*/ { id: 'intake.step.housing_details', message: 'Housing Details' }, optional: false },
  { slug: 'referral_details', title: /*i18n*/ { id: 'intake.step.referral_details', message: 'Referral Details' }, optional: true },
] as const;
export type IntakeStepSlug = (typeof INTAKE_STEPS)[number]['slug'];
export const INTAKE_STEP_SLUGS: readonly IntakeStepSlug[] = INTAKE_STEPS.map((s) => s.slug);
/** architecture.md section 8: the application is created by the 'About you' save. */
export const INTAKE_CREATE_STEP: IntakeStepSlug = 'about_you';
export const INTAKE_FINAL_STEP: IntakeStepSlug = 'referral_details';
/** Removed when the representative is 'myself'. */
export const INTAKE_STEP_SKIPPED_FOR_MYSELF: IntakeStepSlug = 'contact_details';

export const ONBOARDING_STEPS = [
  { slug: 'document_proof', title: /*i18n*/ { id: 'onboarding.step.document_proof', message: 'Profile photo' }, optional: false },
  { slug: 'identifier', title: /*i18n*/ { id: 'onboarding.step.identifier', message: 'Identifiers' }, optional: false },
  { slug: 'diagnosis', title: /*i18n*/ { id: 'onboarding.step.diagnosis', message: 'Medical Details' }, optional: true },
  { slug: 'active_benefits', title: /*i18n*/ { id: 'onboarding.step.active_benefits', message: 'Active Benefits' }, optional: true },
  { slug: 'client_contacts', title: /*i18n*/ { id: 'onboarding.step.client_contacts', message: 'Client Contacts' }, optional: true },
  { slug: 'client_bills', title: /*i18n*/ { id: 'onboarding.step.client_bills', message: 'Upload bill' }, optional: false },
] as const;
export type OnboardingStepSlug = (typeof ONBOARDING_STEPS)[number]['slug'];
export const ONBOARDING_STEP_SLUGS: readonly OnboardingStepSlug[] = ONBOARDING_STEPS.map((s) => s.slug);
export const ONBOARDING_FINAL_STEP: OnboardingStepSlug = 'client_bills';
