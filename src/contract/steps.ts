/**
 * Step slugs sent as `step` with each save. The spec names the onboarding slugs; the intake
 * slugs are ours (the spec only says "step (slug)"), documented in docs/api.md.
 */
export const INTAKE_STEPS = [
  { slug: 'representative', title: 'Representative', optional: false },
  { slug: 'about_you', title: 'About you', optional: false },
  { slug: 'address_details', title: 'Address Details', optional: false },
  { slug: 'contact_details', title: 'Contact Details', optional: true },
  { slug: 'emergency_contact', title: 'Emergency Contact Details', optional: false },
  { slug: 'benefit_details', title: 'Benefit Details', optional: true },
  { slug: 'employment_details', title: 'Employment Details', optional: false },
  { slug: 'housing_details', title: 'Housing Details', optional: false },
  { slug: 'referral_details', title: 'Referral Details', optional: true },
] as const;
export type IntakeStepSlug = (typeof INTAKE_STEPS)[number]['slug'];
export const INTAKE_STEP_SLUGS: readonly IntakeStepSlug[] = INTAKE_STEPS.map((s) => s.slug);
/** architecture.md section 8: the application is created by the 'About you' save. */
export const INTAKE_CREATE_STEP: IntakeStepSlug = 'about_you';
export const INTAKE_FINAL_STEP: IntakeStepSlug = 'referral_details';
/** Removed when the representative is 'myself'. */
export const INTAKE_STEP_SKIPPED_FOR_MYSELF: IntakeStepSlug = 'contact_details';

export const ONBOARDING_STEPS = [
  { slug: 'document_proof', title: 'Profile photo', skippable: false },
  { slug: 'identifier', title: 'Identifiers', skippable: false },
  { slug: 'diagnosis', title: 'Medical Details', skippable: true },
  { slug: 'active_benefits', title: 'Active Benefits', skippable: true },
  { slug: 'client_contacts', title: 'Client Contacts', skippable: true },
  { slug: 'client_bills', title: 'Upload bill', skippable: false },
] as const;
export type OnboardingStepSlug = (typeof ONBOARDING_STEPS)[number]['slug'];
export const ONBOARDING_STEP_SLUGS: readonly OnboardingStepSlug[] = ONBOARDING_STEPS.map((s) => s.slug);
export const ONBOARDING_FINAL_STEP: OnboardingStepSlug = 'client_bills';
