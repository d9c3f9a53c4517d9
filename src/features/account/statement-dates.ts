import { FIELD_LABELS, FIELD_MESSAGES, notADate } from '@/contract/field-messages';
import type { Message } from '@/contract/translate';
import { typedOfHalfDate } from '@/contract/calendar';
import { isAfterToday, isBefore, isIsoDate } from '@/lib/dates';
import { t } from '@/i18n/i18n';

/** The statement's range as the form holds it: 'YYYY-MM-DD' each, or empty. */
export interface StatementDates {
  start?: string;
  end?: string;
}

function dateError(value: string | undefined, label: Message): string | undefined {
  if (!value) return t(FIELD_MESSAGES.required, { label });
  if (!isIsoDate(value)) return t(notADate(value), { label });
  if (isAfterToday(value)) return t(FIELD_MESSAGES.notFuture, { label });
  return undefined;
}

/** Spec section 2: no future dates; the end not before the start. */
export function validateStatementDates({ start, end }: StatementDates): Partial<Record<keyof StatementDates, string>> {
  const errors: Partial<Record<keyof StatementDates, string>> = {};
  const startError = dateError(start, FIELD_LABELS.startDate);
  if (startError) errors.start = startError;
  const endError = dateError(end, FIELD_LABELS.endDate);
  if (endError) errors.end = endError;
  else if (!startError && isBefore(end!, start!)) errors.end = t(FIELD_MESSAGES.endBeforeStart, { label: FIELD_LABELS.endDate, startLabel: FIELD_LABELS.startDate });
  return errors;
}

/** The range, once both ends are real days in order; otherwise null. */
export function completeRange(dates: StatementDates): { from: string; to: string } | null {
  return Object.keys(validateStatementDates(dates)).length === 0 ? { from: dates.start!, to: dates.end! } : null;
}

/** The end date waits for a real start date (spec section 2: disabled until start is chosen). */
export function endDateEnabled({ start }: StatementDates): boolean {
  return dateError(start, FIELD_LABELS.startDate) === undefined;
}

/**
 * Dates kept from before a reload (kept-choice.ts), as the form takes them back: a real day, or
 * a date half typed with what was typed of it; anything else is left out.
 */
export function takenBackDates({ start, end }: StatementDates): StatementDates {
  const taken = (value: string | undefined) => (isIsoDate(value) || typedOfHalfDate(value) !== '' ? value : undefined);
  return { start: taken(start), end: taken(end) };
}
