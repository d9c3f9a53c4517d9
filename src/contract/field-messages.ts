import { hasShortYear } from './calendar';
import type { Message } from './translate';

/**
 * Default wording of the field rules the server checks; the form uses the same sentences.
 * `{label}` is a field's label (a message itself, said in the same language).
 */
export const FIELD_MESSAGES = {
  required: /*i18n*/ { id: 'field.required', message: 'The {label} field is required.' },
  maxLength: /*i18n*/ { id: 'field.max_length', message: 'The {label} may not be greater than {max} characters.' },
  ssn: /*i18n*/ { id: 'field.ssn', message: 'The SSN must be 9 digits.' },
  phone: /*i18n*/ { id: 'field.phone', message: 'The {label} must be 10 digits.' },
  email: /*i18n*/ { id: 'field.email', message: 'The {label} must be a valid email address.' },
  dateFormat: /*i18n*/ { id: 'field.date_format', message: 'The {label} is not a valid date.' },
  dateYear: /*i18n*/ { id: 'field.date_year', message: 'The {label} must have a four-digit year.' },
  notFuture: /*i18n*/ { id: 'field.not_future', message: 'The {label} may not be in the future.' },
  endBeforeStart: /*i18n*/ { id: 'field.end_before_start', message: 'The {label} may not be before the {startLabel}.' },
  invalidOption: /*i18n*/ { id: 'field.invalid_option', message: 'The selected {label} is invalid.' },
  number: /*i18n*/ { id: 'field.number', message: 'The {label} must be a number.' },
  fileType: /*i18n*/ { id: 'field.file_type', message: 'The {label} must be a file of type: {kinds}.' },
  fileSize: /*i18n*/ { id: 'field.file_size', message: 'The {label} may not be greater than {megabytes} MB.' },
  tooMany: /*i18n*/ { id: 'field.too_many', message: 'The {label} may not have more than {max, plural, one {# item} other {# items}}.' },
  text: /*i18n*/ { id: 'field.text', message: 'The {label} must be text.' },
  numberText: /*i18n*/ { id: 'field.number_text', message: 'The {label} may only contain digits, spaces and + - ( ) .' },
  list: /*i18n*/ { id: 'field.list', message: 'The {label} must be a list.' },
  amount: /*i18n*/ { id: 'field.amount', message: 'The {label} must be an amount in dollars, like 1250.00.' },
  between: /*i18n*/ { id: 'field.between', message: 'The {label} must be a whole number from {min} to {max}.' },
  zip: /*i18n*/ { id: 'field.zip', message: 'The {label} must be 5 digits, or 9 digits as 12345-6789.' },
  distinct: /*i18n*/ { id: 'field.distinct', message: 'The {label} has a duplicate value.' },
  /** `{step}` is the step's slug as sent. */
  stepNotApplicable: /*i18n*/ { id: 'field.step_not_applicable', message: 'The {step} step does not apply to this application.' },
} as const;

/** Labels of fields checked outside the field rules (identity, statement dates, the step of a save). */
export const FIELD_LABELS = {
  step: /*i18n*/ { id: 'label.step', message: 'step' },
  program: /*i18n*/ { id: 'label.program', message: 'program' },
  applicationCode: /*i18n*/ { id: 'label.application_code', message: 'application code' },
  dateOfBirth: /*i18n*/ { id: 'label.date_of_birth', message: 'date of birth' },
  birthDate: /*i18n*/ { id: 'label.birth_date', message: 'birth date' },
  startDate: /*i18n*/ { id: 'label.start_date', message: 'start date' },
  endDate: /*i18n*/ { id: 'label.end_date', message: 'end date' },
} as const;

/**
 * Why a date the form holds is no real day: a year typed short ('02/29/40') is told what to
 * type, since many people write a birth year with two digits; anything else is no date.
 */
export const notADate = (value: string): Message => (hasShortYear(value) ? FIELD_MESSAGES.dateYear : FIELD_MESSAGES.dateFormat);
