import { isIsoDate, localToday } from '@/contract/calendar';
import { FIELD_MESSAGES, MESSAGES } from '@/contract/messages';
import { INVALID_DATE } from '@/lib/dates';
import { isCompleteSsn } from '@/lib/ssn';

export interface ResumeValues {
  ssn?: string;
  dob?: string;
}

/** Spec section 5: both required, with the spec's own words. */
export function validateResume({ ssn, dob }: ResumeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!ssn) errors.ssn = MESSAGES.ssnRequired;
  else if (!isCompleteSsn(ssn)) errors.ssn = FIELD_MESSAGES.ssn;
  if (!dob) errors.dob = MESSAGES.dobRequired;
  else if (dob === INVALID_DATE || !isIsoDate(dob)) errors.dob = FIELD_MESSAGES.dateFormat('date of birth');
  else if (dob > localToday()) errors.dob = FIELD_MESSAGES.notFuture('date of birth');
  return errors;
}
