import { SSN_DIGITS } from '@/contract/limits';
import { onlyDigits } from './digits';

/** The SSN as shown, '#' for each digit (react-number-format's pattern; `formatSsn` stops at the last digit). */
export const SSN_PATTERN = '###-##-####';

/** What the SSN input shows while typing: digits only, at most 9, as XXX-XX-XXXX. */
export function formatSsn(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, SSN_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** What is sent: the digits, with the formatting stripped. */
export function ssnForApi(value: string | null | undefined): string {
  return onlyDigits(value).slice(0, SSN_DIGITS);
}

export function isCompleteSsn(value: string | null | undefined): boolean {
  return onlyDigits(value).length === SSN_DIGITS;
}

/** Five X's, then the last digits the server gave us (spec: masked SSN on My Account). */
export function maskedSsn(lastDigits: string | number | null | undefined): string {
  return `XXXXX${onlyDigits(lastDigits)}`;
}
