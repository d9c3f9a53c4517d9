import type { SubmissionErrors } from 'final-form';
import { ApiError } from '@/api/errors';
import { throttledNotice, type FormNotice } from '@/components/form/form-notice';
import { submitErrorsFrom } from '@/components/form/submit-errors';

/** A message that stays on the screen (a toast is gone after five seconds). */
export type LoginNotice = FormNotice;

export interface LoginFailure {
  /** Inline errors under ssn and date_of_birth, for react-final-form. */
  submitErrors: SubmissionErrors | undefined;
  notice: LoginNotice | null;
}

/**
 * Spec section 8, 'Login failure': inline errors under ssn and date_of_birth, and
 * `errors.warning` in an alert (the API client has toasted the message). Throttling (429)
 * stays on screen as well, since the person has to wait before trying again.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 429) return { submitErrors: undefined, notice: throttledNotice(error) };
  const warning = error.fieldErrors.warning;
  return {
    submitErrors: error.status === 422 ? submitErrorsFrom(error) : undefined,
    notice: warning ? { severity: 'warning', text: warning } : null,
  };
}
