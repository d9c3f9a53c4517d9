import type { ComponentType } from 'react';
import type { OnboardingStepSlug } from '@/contract/steps';
import type { StepProps } from './step-props';
import { ActiveBenefitsStep } from './steps/active-benefits-step';
import { ClientContactsStep } from './steps/client-contacts-step';
import { IdentifiersStep } from './steps/identifiers-step';
import { MedicalDetailsStep } from './steps/medical-details-step';
import { ProfilePhotoStep } from './steps/profile-photo-step';
import { UploadBillStep } from './steps/upload-bill-step';

export const STEP_COMPONENTS: Record<OnboardingStepSlug, ComponentType<StepProps>> = {
  document_proof: ProfilePhotoStep,
  identifier: IdentifiersStep,
  diagnosis: MedicalDetailsStep,
  active_benefits: ActiveBenefitsStep,
  client_contacts: ClientContactsStep,
  client_bills: UploadBillStep,
};
