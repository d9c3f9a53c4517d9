import { lists, useOptions } from '@/api/dropdowns';
import type { OnboardingDetail } from '@/api/onboarding-detail';
import { onboardingAnswers } from '@/contract/answer-words';
import type { Values } from '@/contract/field-rules';
import type { OnboardingStepSlug } from '@/contract/steps';
import { CheckAnswers } from '@/components/wizard/check-answers';
import { ruleContext, storedUploadsOf } from './step-rules';
import type { StepValuesDefinition } from './values/common';
import { activeBenefitsValues } from './values/active-benefits-values';
import { clientContactsValues } from './values/client-contacts-values';
import { identifiersValues } from './values/identifiers-values';
import { medicalDetailsValues } from './values/medical-details-values';
import { profilePhotoValues } from './values/profile-photo-values';
import { uploadBillValues, type UploadBillValues } from './values/upload-bill-values';

/** A step as the server keeps it, as the body its Save and Proceed sent. */
const savedBody = <V,>(definition: StepValuesDefinition<V>, detail: OnboardingDetail) => definition.toPayload(definition.initialValues(detail)) as Values;

interface OnboardingCheckAnswersProps {
  detail: OnboardingDetail;
  /** The last step's values, checked but not sent yet. */
  bills: UploadBillValues;
  onChange(step: OnboardingStepSlug): void;
  focusHeading: boolean;
}

/**
 * Check your answers before the onboarding is sent (WCAG 3.3.4): steps 1-5 as the server has
 * them (each was saved by its own Save and Proceed), the bills as they are on the screen.
 */
export function OnboardingCheckAnswers({ detail, bills, onChange, focusHeading }: OnboardingCheckAnswersProps) {
  const loaded = {
    'identification-types': useOptions(lists.dropdown('identification-types')).data,
    benefits: useOptions(lists.benefits()).data,
    'contact-categories': useOptions(lists.dropdown('contact-categories')).data,
    countries: useOptions(lists.countries()).data,
    states: useOptions(lists.states()).data,
    'bill-types': useOptions(lists.billTypes()).data,
    'bill-repeat-frequencies': useOptions(lists.dropdown('bill-repeat-frequencies')).data,
  };
  const payloads: Record<OnboardingStepSlug, Values> = {
    document_proof: savedBody(profilePhotoValues, detail),
    identifier: savedBody(identifiersValues, detail),
    diagnosis: savedBody(medicalDetailsValues, detail),
    active_benefits: savedBody(activeBenefitsValues, detail),
    client_contacts: savedBody(clientContactsValues, detail),
    client_bills: uploadBillValues.toPayload(bills) as Values,
  };
  const sections = onboardingAnswers(payloads, ruleContext(loaded), storedUploadsOf(detail)).map((section) => ({
    key: section.slug,
    title: section.title,
    lines: section.lines,
  }));
  return <CheckAnswers sections={sections} onChange={(key) => onChange(key as OnboardingStepSlug)} focusHeading={focusHeading} />;
}
