import { isIsoDate, localToday } from '@/contract/calendar';
import { FIELD_LABELS, FIELD_MESSAGES, notADate } from '@/contract/field-messages';
import { MESSAGES } from '@/contract/messages';
import { isCompleteSsn } from '@/lib/ssn';
import { t } from '@/i18n/i18n';

export interface ResumeValues {
  ssn?: string;
  dob?: string;
}

/** Spec section 5: both required, with the spec's own words. */
export function validateResume({ ssn, dob }: ResumeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!ssn) errors.ssn = t(MESSAGES.ssnRequired);
  else if (!isCompleteSsn(ssn)) errors.ssn = t(FIELD_MESSAGES.ssn);
  if (!dob) errors.dob = t(MESSAGES.dobRequired);
  else if (!isIsoDate(dob)) errors.dob = t(notADate(dob), { label: FIELD_LABELS.dateOfBirth });
  else if (dob > localToday()) errors.dob = t(FIELD_MESSAGES.notFuture, { label: FIELD_LABELS.dateOfBirth });
  return errors;
}
