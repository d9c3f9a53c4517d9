import { FIELD_MESSAGES } from '@/contract/messages';
import { INVALID_DATE, isAfterToday, isBefore, isIsoDate } from '@/lib/dates';

/** The statement's range as the form holds it: 'YYYY-MM-DD' each, or empty. */
export interface StatementDates {
  start?: string;
  end?: string;
}

function dateError(value: string | undefined, label: string): string | undefined {
  if (!value) return FIELD_MESSAGES.required(label);
  if (value === INVALID_DATE || !isIsoDate(value)) return FIELD_MESSAGES.dateFormat(label);
  if (isAfterToday(value)) return FIELD_MESSAGES.notFuture(label);
  return undefined;
}

/** Spec section 2: no future dates; the end not before the start. */
export function validateStatementDates({ start, end }: StatementDates): Partial<Record<keyof StatementDates, string>> {
  const errors: Partial<Record<keyof StatementDates, string>> = {};
  const startError = dateError(start, 'start date');
  if (startError) errors.start = startError;
  const endError = dateError(end, 'end date');
  if (endError) errors.end = endError;
  else if (!startError && isBefore(end!, start!)) errors.end = FIELD_MESSAGES.endBeforeStart('end date', 'start date');
  return errors;
}

/** The range, once both ends are real days in order; otherwise null. */
export function completeRange(dates: StatementDates): { from: string; to: string } | null {
  return Object.keys(validateStatementDates(dates)).length === 0 ? { from: dates.start!, to: dates.end! } : null;
}

/** The end date waits for a real start date (spec section 2: disabled until start is chosen). */
export function endDateEnabled({ start }: StatementDates): boolean {
  return dateError(start, 'start date') === undefined;
}
