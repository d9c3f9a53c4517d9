import type { ReactNode } from 'react';
import type { OnboardingDetail } from '@/api/onboarding-detail';
import type { SaveOutcome } from './step-save';

export interface StepNavigation {
  onBack?: () => void;
  onSkip?: () => void;
  submitLabel: string;
}

/**
 * Check your answers, on the last step: its Submit checks the step and opens the
 * summary; the summary's Send sends it.
 */
export interface StepReview {
  open: boolean;
  /** The summary, with the step's values as they are on the screen. */
  render(values: unknown): ReactNode;
  onOpen(): void;
  /** Back to the step (the person's Back, or a refusal whose errors belong on its fields). */
  onClose(): void;
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
  review?: StepReview;
}
