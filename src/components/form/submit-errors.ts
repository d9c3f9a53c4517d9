import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import type { ApiError } from '@/api/errors';

/**
 * A refused submit as react-final-form's submit errors: the first message of every field
 * (dotted names such as `client_bills.0.amount` become nested paths) and the answer's
 * message as the form's own error.
 */
export function submitErrorsFrom(error: ApiError): SubmissionErrors {
  let errors: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    errors = setIn(errors, field, message) as Record<string, unknown>;
  }
  return { ...errors, [FORM_ERROR]: error.message };
}
