import type { Identity } from '@/api/identity';
import { FIELD_LABELS, FIELD_MESSAGES, notADate } from '@/contract/field-messages';
import { MESSAGES } from '@/contract/messages';
import { isAfterToday, isIsoDate } from '@/lib/dates';
import { isCompleteSsn, ssnForApi } from '@/lib/ssn';
import { t } from '@/i18n/i18n';

/** What the identity form holds: the SSN as shown (XXX-XX-XXXX) and the birth date as YYYY-MM-DD. */
export interface IdentityValues {
  ssn?: string;
  date_of_birth?: string;
}

/** Spec section 5: both required (in the spec's words), a whole SSN, a real birth date not in the future. */
export function validateIdentity(values: IdentityValues): Partial<Record<keyof IdentityValues, string>> {
  const errors: Partial<Record<keyof IdentityValues, string>> = {};
  if (!values.ssn) errors.ssn = t(MESSAGES.ssnRequired);
  else if (!isCompleteSsn(values.ssn)) errors.ssn = t(FIELD_MESSAGES.ssn);
  const dob = values.date_of_birth;
  if (!dob) errors.date_of_birth = t(MESSAGES.dobRequired);
  else if (!isIsoDate(dob)) errors.date_of_birth = t(notADate(dob), { label: FIELD_LABELS.birthDate });
  else if (isAfterToday(dob)) errors.date_of_birth = t(FIELD_MESSAGES.notFuture, { label: FIELD_LABELS.birthDate });
  return errors;
}

/** What is sent: the SSN's digits and the birth date. Call only with values that passed validation. */
export function identityFrom(values: IdentityValues): Identity {
  return { ssn: ssnForApi(values.ssn), date_of_birth: values.date_of_birth ?? '' };
}
