import { createContext, useContext } from 'react';
import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import type { Values } from '@/contract/field-rules';
import type { SaveResult } from './step-save';

/** What a step's own view (the photo, the benefits' checklist) needs beyond its rules. */
export interface OnboardingStepContextValue {
  detail: OnboardingDetail;
  /** Sends values of the step now, outside Save and Proceed (the photo, as soon as it is chosen). */
  send(values: Values): Promise<SaveResult>;
  /** 0 to 1 while a file of the step is being sent; null otherwise. */
  progress: number | null;
  /** The server saved something without moving on (the photo upload). */
  onDetail(detail: OnboardingDetail): void;
}

export const OnboardingStepContext = createContext<OnboardingStepContextValue | null>(null);

export function useOnboardingStep(): OnboardingStepContextValue {
  const context = useContext(OnboardingStepContext);
  if (!context) throw new Error('A step view needs the onboarding step form around it');
  return context;
}
