import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { ONBOARDING_STEPS } from '@/contract/steps';

/**
 * Where the wizard opens (0-based): the step the person was on, as the device kept it; else,
 * for an application sent back for changes, the first step; else the first step not saved yet.
 */
export function startingStep(detail: OnboardingDetail, kept: number | null): number {
  if (kept !== null && Number.isInteger(kept) && kept >= 0 && kept < ONBOARDING_STEPS.length) return kept;
  if (detail.current_process === 'rejected') return 0;
  const saved = new Set(detail.saved_steps ?? []);
  const first = ONBOARDING_STEPS.findIndex((step) => !saved.has(step.slug));
  return first === -1 ? 0 : first;
}
