import type { SubmissionErrors } from 'final-form';
import { ApiError, isToastedStatus } from '@/api/errors';
import { submitErrorsFrom } from '@/components/form/submit-errors';
import { toastError } from '@/components/toast';

/** A message that stays on the screen (a toast is gone after five seconds). */
export interface LoginNotice {
  severity: 'warning' | 'error';
  text: string;
}

export interface LoginFailure {
  /** Inline errors under ssn and date_of_birth, for react-final-form. */
  submitErrors: SubmissionErrors | undefined;
  notice: LoginNotice | null;
}

/**
 * Spec section 8, 'Login failure': the message as a toast, inline errors under ssn and
 * date_of_birth, and `errors.warning` in an alert. Throttling (429) stays on screen as well,
 * since the person has to wait before trying again.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) throw error;
  // The API client has already toasted what it owns: no answer, 500/403/429, no captcha token.
  if (error.kind === 'http' && !isToastedStatus(error.status)) toastError(error.message);
  if (error.status === 429) return { submitErrors: undefined, notice: { severity: 'error', text: error.message } };
  const warning = error.fieldErrors.warning;
  return {
    submitErrors: error.status === 422 ? submitErrorsFrom(error) : undefined,
    notice: warning ? { severity: 'warning', text: warning } : null,
  };
}
