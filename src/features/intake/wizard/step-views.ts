import type { ComponentType } from 'react';
import type { IntakeStepSlug } from '@/contract/steps';
import { AboutYouStep } from './steps/about-you-step';
import { AddressStep } from './steps/address-step';
import { BenefitDetailsStep } from './steps/benefit-details-step';
import { ContactDetailsStep } from './steps/contact-details-step';
import { EmergencyContactStep } from './steps/emergency-contact-step';
import { EmploymentDetailsStep } from './steps/employment-details-step';
import { HousingDetailsStep } from './steps/housing-details-step';
import { ReferralDetailsStep } from './steps/referral-details-step';
import { RepresentativeStep } from './steps/representative-step';

/** The screen of each intake step. */
export const STEP_VIEWS: Record<IntakeStepSlug, ComponentType> = {
  representative: RepresentativeStep,
  about_you: AboutYouStep,
  address_details: AddressStep,
  contact_details: ContactDetailsStep,
  emergency_contact: EmergencyContactStep,
  benefit_details: BenefitDetailsStep,
  employment_details: EmploymentDetailsStep,
  housing_details: HousingDetailsStep,
  referral_details: ReferralDetailsStep,
};
