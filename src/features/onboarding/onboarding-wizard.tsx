import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mutate } from 'swr';
import { useLocation } from 'wouter';
import { onboardingDetailKey, type OnboardingDetail } from '@/api/onboarding-detail';
import { paths } from '@/config/paths';
import { ONBOARDING_FINAL_STEP, ONBOARDING_STEPS } from '@/contract/steps';
import { toastSuccess } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { StepHeader } from '@/components/wizard/step-header';
import type { WizardDraft } from './draft/wizard-draft';
import { QuitButton } from './quit-button';
import { signOutTo } from './sign-out-to';
import { startingStep } from './starting-step';
import type { SaveOutcome } from './step-save';
import { STEP_COMPONENTS } from './wizard-steps';

interface OnboardingWizardProps {
  applicationCode: string;
  detail: OnboardingDetail;
  draft: WizardDraft;
  /** The wizard is ending (quit, submit): the page stops drawing it. */
  onLeave: () => void;
}

/** Spec section 2's six steps: Back from step 2, Skip on 3 to 5, Save and Proceed, Submit, Quit. */
export function OnboardingWizard({ applicationCode, detail, draft, onLeave }: OnboardingWizardProps) {
  const [, navigate] = useLocation();
  const [index, setIndex] = useState(() => startingStep(detail, draft.initial.step));
  const step = ONBOARDING_STEPS[index]!;
  const last = step.slug === ONBOARDING_FINAL_STEP;
  const Step = STEP_COMPONENTS[step.slug];

  usePageTitle(`Step ${index + 1} of ${ONBOARDING_STEPS.length}: ${step.title}`);

  const go = (next: number) => {
    draft.saveStep(next);
    setIndex(next);
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
    // The success page's reference and next steps (issue 19); the state's office is not in the onboarding detail.
    if (last) return leave(paths.onboardingSuccess.href(), { onboarding: true, reference: saved.application_code || applicationCode });
    toastSuccess(message ?? 'Your details have been saved.');
    go(index + 1);
  };
  const reasons = detail.current_process === 'rejected' ? (detail.rejection_reason ?? []) : [];

  return (
    <Box sx={(theme) => ({ maxWidth: 880, mx: 'auto', px: 2, py: 3, [theme.breakpoints.up('md')]: { py: 5 } })}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: '1.75rem' }}>
            Set up your account
          </Typography>
          <Typography sx={{ mt: 0.5 }}>{detail.name ? `Hello, ${detail.name}. ` : ''}Six short steps; Medical Details, Active Benefits and Client Contacts may be skipped.</Typography>
        </Box>
        <QuitButton onQuit={() => leave(paths.login.href(applicationCode))} />
      </Box>
      {reasons.length > 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          Please make these changes, then submit again: {reasons.map((reason) => reason.message).join('; ')}.
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={(theme) => ({ p: 2, borderRadius: 3, [theme.breakpoints.up('sm')]: { p: 4 } })}>
        <StepHeader index={index + 1} total={ONBOARDING_STEPS.length} title={step.title} optional={step.skippable} />
        <Step
          key={step.slug}
          title={step.title}
          detail={detail}
          draftValues={draft.valuesOf(step.slug)}
          onDraft={(values) => draft.saveValues(step.slug, values)}
          onSaved={onSaved}
          onDetail={showDetail}
          navigation={{
            onBack: index > 0 ? () => go(index - 1) : undefined,
            onSkip: step.skippable ? () => go(index + 1) : undefined,
            submitLabel: last ? 'Submit' : 'Save and Proceed',
          }}
        />
      </Paper>
    </Box>
  );
}
