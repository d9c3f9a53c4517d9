import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiError } from '@/api/errors';
import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { saveOnboardingStep } from '@/features/onboarding/api/onboarding-step';
import type { RuleContext, Values } from '@/contract/field-rules';
import type { StoredUploads } from '@/contract/onboarding-rules';
import { submitErrorsFrom } from '@/components/form/submit-errors';
import { t } from '@/i18n/i18n';
import { flattenPayload, hasFile } from '@/lib/payload';
import { onboardingMessages } from './messages';
import { sendWithResends } from './resend-upload';
import { formErrorsOf, stepBody, type OnboardingStep } from './step-values';

export interface SaveOutcome {
  detail: OnboardingDetail;
  message: string | null;
}

export type SaveResult =
  | { saved: SaveOutcome }
  /** `unreachable`: no answer came (the form says so, and keeps what was entered). */
  | { errors: SubmissionErrors; unreachable: boolean };

/** A refused or failed save as the form's submit errors (the API client has toasted its message). */
function refusal(error: unknown, step: OnboardingStep, values: Values, stored: StoredUploads): SaveResult {
  if (!(error instanceof ApiError)) throw error;
  if (error.isTransient) return { errors: { [FORM_ERROR]: t(onboardingMessages.notSaved) }, unreachable: true };
  if (!error.isValidation) return { errors: { [FORM_ERROR]: error.message }, unreachable: false };
  return { errors: submitErrorsFrom({ message: error.message, fieldErrors: formErrorsOf(step, error.fieldErrors, values, stored) }), unreachable: false };
}

/**
 * Sends a step (its body as its rules pick it; one with files again if the connection drops
 * part-way); answers the saved detail, or the errors to show.
 */
export async function saveStep(
  step: OnboardingStep,
  values: Values,
  context: RuleContext,
  stored: StoredUploads,
  onUploadProgress?: (fraction: number) => void,
): Promise<SaveResult> {
  const body = stepBody(step, values, context, stored);
  const send = (idempotencyKey?: string) => saveOnboardingStep(body, { onUploadProgress, idempotencyKey });
  try {
    const answer = hasFile(flattenPayload(body)) ? await sendWithResends(send, { onResend: () => onUploadProgress?.(0) }) : await send();
    return { saved: { detail: answer.data, message: answer.message } };
  } catch (error) {
    return refusal(error, step, values, stored);
  }
}
