import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';

/** Field messages keyed by dotted names, as a 422's `errors` and the shared rules give them. */
export type DottedErrors = Readonly<Record<string, string>>;

/**
 * Dotted names ('physical_address.county', 'client_bills.0.amount') as final-form's nested
 * errors, the shape a form's validate and its submit both answer: a numeric part is a position
 * in a list. Lists the form keys otherwise (active benefits by 'b{id}') are renamed first.
 */
export function nestErrors(errors: DottedErrors): Record<string, unknown> {
  let nested: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(errors)) nested = setIn(nested, name, message) as Record<string, unknown>;
  return nested;
}

/**
 * A refused submit (an API error, an outbox item's problem) as react-final-form's submit
 * errors: every field's first message where that field is, and the answer's message as the
 * form's own error.
 */
export function submitErrorsFrom(refusal: { message: string; fieldErrors: DottedErrors }): SubmissionErrors {
  return { ...nestErrors(refusal.fieldErrors), [FORM_ERROR]: refusal.message };
}
