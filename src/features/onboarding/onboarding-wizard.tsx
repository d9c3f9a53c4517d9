import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { mutate } from 'swr';
import { useLocation } from 'wouter';
import { onboardingDetailKey, type OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { paths } from '@/config/paths';
import { ONBOARDING_FINAL_STEP, type OnboardingStepSlug } from '@/contract/steps';
import { toastSuccess } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { StepHeader } from '@/components/wizard/step-header';
import { OnboardingCheckAnswers } from './check-answers';
import type { WizardDraft } from './draft/wizard-draft';
import { OnboardingFrame, stepPaperSx } from './onboarding-frame';
import { QuitButton } from './quit-button';
import { ONBOARDING_WIZARD } from './onboarding-steps';
import { signOutTo } from './sign-out-to';
import { startingStep } from './starting-step';
import { StepForm } from './step-form';
import type { SaveOutcome } from './step-save';
import { useT } from '@/i18n/i18n';
import { onboardingMessages } from './messages';

interface OnboardingWizardProps {
  applicationCode: string;
  detail: OnboardingDetail;
  draft: WizardDraft;
  /** The wizard is ending (quit, submit): the page stops drawing it. */
  onLeave: () => void;
}

/** The draft's step index that stands for the summary (one past the last step). */
const SUMMARY = ONBOARDING_WIZARD.length;
const LAST = ONBOARDING_WIZARD.length - 1;

/** Spec section 2's six steps: Back from step 2, Skip on 3 to 5, Save and Proceed, Submit, Quit. */

export function OnboardingWizard({ applicationCode, detail, draft, onLeave }: OnboardingWizardProps) {
  const [, navigate] = useLocation();
  const t = useT();
  // A summary the page itself reopens (a reload) leaves the focus where the page puts it.
  const [reopenedAtSummary, setReopenedAtSummary] = useState(() => draft.initial.step === SUMMARY);
  const [index, setIndex] = useState(() => (reopenedAtSummary ? LAST : startingStep(detail, draft.initial.step)));
  // Check your answers: 'open' on the summary, 'changing' on a step opened from it.
  const [review, setReview] = useState<'open' | 'changing' | null>(() => (reopenedAtSummary ? 'open' : null));
  const step = ONBOARDING_WIZARD[index]!;
  const last = step.slug === ONBOARDING_FINAL_STEP;
  if (review !== 'open' && reopenedAtSummary) setReopenedAtSummary(false);

  usePageTitle(
    review === 'open'
      ? t(onboardingMessages.checkAnswersTitle)
      : t(onboardingMessages.pageTitle, { index: index + 1, total: ONBOARDING_WIZARD.length, title: step.title }),
  );

  const go = (next: number) => {
    draft.saveStep(next);
    setIndex(next);
    setReview(null);
    window.scrollTo(0, 0);
  };
  const openReview = () => {
    draft.saveStep(SUMMARY);
    setIndex(LAST);
    setReview('open');
    window.scrollTo(0, 0);
  };
  const change = (slug: OnboardingStepSlug) => {
    const target = ONBOARDING_WIZARD.findIndex((candidate) => candidate.slug === slug);
    draft.saveStep(target);
    setIndex(target);
    setReview('changing');
    window.scrollTo(0, 0);
  };
  const leave = async (to: string, state?: unknown) => {
    onLeave();
    await draft.close();
    await signOutTo(to, navigate, state);
  };
  const showDetail = (saved: OnboardingDetail) => void mutate(onboardingDetailKey(applicationCode), saved, { revalidate: false });
  const onSaved = async ({ detail: saved, message }: SaveOutcome) => {
    showDetail(saved);
    draft.clearValues(step.slug);
    // The success page's reference and next steps; the state's office is not in the onboarding detail.
    if (last) return leave(paths.onboardingSuccess.href(), { onboarding: true, reference: saved.application_code || applicationCode });
    toastSuccess(message ?? onboardingMessages.saved);
    // A step opened from the summary goes back to it once saved.
    if (review === 'changing') openReview();
    else go(index + 1);
  };
  const reasons = detail.current_process === 'rejected' ? (detail.rejection_reason ?? []) : [];

  return (
    <OnboardingFrame
      greeting={detail.name ? t(onboardingMessages.hello, { name: detail.name }) : undefined}
      quit={<QuitButton onQuit={() => leave(paths.login.href(applicationCode))} />}
    >
      {reasons.length > 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t(onboardingMessages.rejected, { reasons: reasons.map((reason) => reason.message).join('; ') })}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={stepPaperSx}>
        {review === 'open' ? null : <StepHeader index={index + 1} total={ONBOARDING_WIZARD.length} title={t(step.title)} optional={step.optional} />}
        <StepForm
          key={step.slug}
          step={step}
          title={t(step.title)}
          detail={detail}
          draftValues={draft.valuesOf(step.slug)}
          onDraft={(values) => draft.saveValues(step.slug, values)}
          onSaved={onSaved}
          onDetail={showDetail}
          navigation={{
            onBack: index > 0 ? () => go(index - 1) : undefined,
            onSkip: step.optional ? () => (review === 'changing' ? openReview() : go(index + 1)) : undefined,
            submitLabel: t(last ? onboardingMessages.submit : onboardingMessages.saveAndProceed),
          }}
          review={
            last
              ? {
                  open: review === 'open',
                  render: (values) => <OnboardingCheckAnswers detail={detail} last={values} onChange={change} focusHeading={!reopenedAtSummary} />,
                  onOpen: openReview,
                  onClose: () => go(LAST),
                }
              : undefined
          }
        />
      </Paper>
    </OnboardingFrame>
  );
}
