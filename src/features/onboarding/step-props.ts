import type { OnboardingDetail } from '@/api/onboarding-detail';
import type { SaveOutcome } from './step-save';

export interface StepNavigation {
  onBack?: () => void;
  onSkip?: () => void;
  submitLabel: string;
}

/** What the wizard gives every step. */
export interface StepProps {
  title: string;
  detail: OnboardingDetail;
  /** This step's values as the device kept them (unsaved), if any. */
  draftValues: unknown;
  onDraft: (values: unknown) => void;
  /** The server saved the step: move on. */
  onSaved: (outcome: SaveOutcome) => Promise<void>;
  /** The server saved something without moving on (the photo upload). */
  onDetail: (detail: OnboardingDetail) => void;
  navigation: StepNavigation;
}
