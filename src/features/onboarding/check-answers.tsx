import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { onboardingAnswers } from '@/contract/onboarding-answers';
import type { Values } from '@/contract/field-rules';
import type { OnboardingStepSlug } from '@/contract/steps';
import { PageLoading } from '@/components/page-loading';
import { CheckAnswers } from '@/components/wizard/check-answers';
import { ONBOARDING_WIZARD } from './onboarding-steps';
import { listsOf, useRuleLists } from './step-lists';
import { ruleContext, stepBody, stepValues, storedUploadsOf } from './step-values';

interface OnboardingCheckAnswersProps {
  detail: OnboardingDetail;
  /** The last step's values, checked but not sent yet. */
  last: Values;
  onChange(step: OnboardingStepSlug): void;
  focusHeading: boolean;
}

const LAST = ONBOARDING_WIZARD[ONBOARDING_WIZARD.length - 1]!;

/**
 * Check your answers before the onboarding is sent: the steps before the last as the server has
 * them (each was saved by its own Save and Proceed), the last as it is on the screen, each as
 * its body would be sent, in the words of its rules.
 */
export function OnboardingCheckAnswers({ detail, last, onChange, focusHeading }: OnboardingCheckAnswersProps) {
  const stored = storedUploadsOf(detail);
  const lists = useRuleLists(listsOf(...ONBOARDING_WIZARD.map((step) => step.rules(stored))));
  // The summary names the chosen options: until their lists are here (or have failed), it would
  // show blanks where the bill type or the benefit should be.
  if (Object.values(lists).some((state) => state && state.data === undefined && !state.error)) return <PageLoading />;
  const context = ruleContext(Object.fromEntries(Object.entries(lists).map(([list, state]) => [list, state?.data])));
  const payloads = Object.fromEntries(
    ONBOARDING_WIZARD.map((step) => [step.slug, stepBody(step, step === LAST ? last : stepValues(step, detail), context, stored) as Values]),
  ) as Record<OnboardingStepSlug, Values>;
  const sections = onboardingAnswers(payloads, context, stored).map((section) => ({ key: section.slug, title: section.title, lines: section.lines }));
  return <CheckAnswers sections={sections} onChange={(key) => onChange(key as OnboardingStepSlug)} focusHeading={focusHeading} />;
}
