import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiError } from '@/api/errors';
import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { saveOnboardingStep } from '@/features/onboarding/api/onboarding-step';
import { submitErrorsFrom } from '@/components/form/submit-errors';
import { t } from '@/i18n/i18n';
import { flattenPayload, hasFile } from '@/lib/payload';
import { onboardingMessages } from './messages';
import { sendWithResends } from './resend-upload';
import type { StepValuesDefinition } from './values/common';

/** The form error of a save that got no answer, in the language on screen. */
export const notSavedMessage = () => t(onboardingMessages.notSaved);

/** A refused or failed save as the form's submit errors (the API client has toasted its message). */
export function refusalErrors<V>(error: unknown, definition: StepValuesDefinition<V>, values: V): SubmissionErrors {
  if (!(error instanceof ApiError)) throw error;
  if (error.isTransient) return { [FORM_ERROR]: notSavedMessage() };
  if (!error.isValidation) return { [FORM_ERROR]: error.message };
  const fieldErrors = definition.toFormErrors ? definition.toFormErrors(error.fieldErrors, values) : error.fieldErrors;
  return submitErrorsFrom({ message: error.message, fieldErrors });
}

export interface SaveOutcome {
  detail: OnboardingDetail;
  message: string | null;
}

/** Sends a step (one with files again if the connection drops part-way); answers the saved detail, or the errors to show. */
export async function saveStep<V>(
  definition: StepValuesDefinition<V>,
  values: V,
  onUploadProgress?: (fraction: number) => void,
): Promise<{ saved: SaveOutcome; errors?: undefined } | { saved?: undefined; errors: SubmissionErrors }> {
  const payload = definition.toPayload(values);
  const send = (idempotencyKey?: string) => saveOnboardingStep(payload, { onUploadProgress, idempotencyKey });
  try {
    const answer = hasFile(flattenPayload(payload)) ? await sendWithResends(send, { onResend: () => onUploadProgress?.(0) }) : await send();
    return { saved: { detail: answer.data, message: answer.message } };
  } catch (error) {
    return { errors: refusalErrors(error, definition, values) };
  }
}
