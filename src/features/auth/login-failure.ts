import type { SubmissionErrors } from 'final-form';
import { ApiError } from '@/api/errors';
import { submitErrorsFrom } from '@/components/form/submit-errors';

/** A message that stays on the screen (a toast is gone after five seconds). */
export interface LoginNotice {
  severity: 'warning' | 'error';
  text: string;
  /** The toast says the same words: announced once, by the toast, and left on screen here. */
  repeatsToast?: boolean;
  /**
   * When the server's wait (Retry-After) is over, as `Date.now()` counts: the words that stay
   * give a number of seconds from when they came, which says nothing once time has passed.
   */
  until?: number;
}

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
export function loginFailure(error: unknown, now: number = Date.now()): LoginFailure {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 429) {
    const until = error.retryAfterSeconds === null ? undefined : now + error.retryAfterSeconds * 1000;
    return { submitErrors: undefined, notice: { severity: 'error', text: error.message, repeatsToast: true, until } };
  }
  const warning = error.fieldErrors.warning;
  return {
    submitErrors: error.status === 422 ? submitErrorsFrom(error) : undefined,
    notice: warning ? { severity: 'warning', text: warning } : null,
  };
}
