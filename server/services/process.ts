import type { CurrentProcess, ProcessType } from '../../src/contract/process';
import type { Message, Translator } from '../../src/contract/translate';
import { validationError, type HttpError } from '../http/errors';
import type { SessionType } from '../security/sessions';

/**
 * The process states and what each allows. Intake: pending -> in-progress (final
 * step) -> approved (becomes onboarding/pending) or rejected -> edited and sent again ->
 * in-progress. Onboarding: pending -> in-progress -> approved (then client) or rejected ->
 * updated -> in-progress. Operators move applications with `npm run review`.
 */
export interface ProcessState {
  processType: ProcessType;
  currentProcess: CurrentProcess;
}

export const REFUSALS = {
  intakeSubmitted: /*i18n*/ {
    id: 'process.intake_submitted',
    message: 'This application has been submitted and is being reviewed, so it cannot be changed now. We will email you when there is news.',
  },
  intakeClosed: /*i18n*/ {
    id: 'process.intake_closed',
    message: 'This application has been approved and can no longer be changed. Sign in to continue with your onboarding.',
  },
  onboardingSubmitted: /*i18n*/ {
    id: 'process.onboarding_submitted',
    message: 'Your onboarding details have been submitted and are being reviewed, so they cannot be changed now. We will email you when your account is ready.',
  },
  onboardingClosed: /*i18n*/ { id: 'process.onboarding_closed', message: 'Your onboarding is complete. Sign in to see your account details.' },
  loginDuringIntake: /*i18n*/ {
    id: 'process.login_during_intake',
    message: "Your application has not been approved yet, so there is no account to sign in to. Use 'Resume Your Application' to see its status.",
  },
} as const;
type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** The final save of an intake or onboarding while required steps are missing; `{steps}` lists their titles. */
export const MISSING_STEPS = /*i18n*/ { id: 'process.missing_steps', message: 'Please complete these steps before you submit: {steps}.' };

/** The refusal of a final save that misses steps, their titles said in `t`'s language. */
export function missingStepsError(titles: readonly Message[], t: Translator): HttpError {
  const message = t(MISSING_STEPS, { steps: titles.map((title) => t(title)).join(', ') });
  return validationError({ step: message }, message);
}

const editable = (state: ProcessState) => state.currentProcess === 'pending' || state.currentProcess === 'rejected';

/** Why the intake cannot be edited, or null when it can. */
export function intakeEditRefusal(state: ProcessState): Refusal | null {
  if (state.processType !== 'intake') return REFUSALS.intakeClosed;
  return editable(state) ? null : REFUSALS.intakeSubmitted;
}

export function onboardingEditRefusal(state: ProcessState): Refusal | null {
  if (state.processType === 'client' || state.currentProcess === 'approved') return REFUSALS.onboardingClosed;
  if (state.processType !== 'onboarding') return REFUSALS.loginDuringIntake;
  return editable(state) ? null : REFUSALS.onboardingSubmitted;
}

/** The session a login opens: the wizard while onboarding is open, the account once approved. */
export function sessionFor(state: ProcessState): { type: SessionType } | { refusal: Refusal } {
  if (state.processType === 'client') return { type: 'client' };
  if (state.processType === 'intake') return { refusal: REFUSALS.loginDuringIntake };
  if (state.currentProcess === 'approved') return { type: 'client' };
  if (state.currentProcess === 'in-progress') return { refusal: REFUSALS.onboardingSubmitted };
  return { type: 'onboarding' };
}

/** Whether an account (programs, balance, statement) can be shown. */
export const hasAccount = (state: ProcessState) => state.processType === 'client' || (state.processType === 'onboarding' && state.currentProcess === 'approved');

export type ReviewAction = 'approve' | 'reject' | 'finish';

/** The state an operator's action leads to, or why it does not apply. */
export function review(state: ProcessState, action: ReviewAction): ProcessState | string {
  const { processType, currentProcess } = state;
  if (action === 'finish') {
    return processType === 'onboarding' && currentProcess === 'approved'
      ? { processType: 'client', currentProcess: 'approved' }
      : `Only an approved onboarding can be finished; this one is ${processType} / ${currentProcess}.`;
  }
  if (currentProcess !== 'in-progress' || processType === 'client') {
    return `Only a submitted (in-progress) intake or onboarding can be reviewed; this one is ${processType} / ${currentProcess}.`;
  }
  if (action === 'reject') return { processType, currentProcess: 'rejected' };
  return processType === 'intake' ? { processType: 'onboarding', currentProcess: 'pending' } : { processType: 'onboarding', currentProcess: 'approved' };
}
