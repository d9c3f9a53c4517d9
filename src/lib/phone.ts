import { PHONE_DIGITS } from '@/contract/limits';
import { onlyDigits } from './digits';

/** A phone number as shown, '#' for each digit (react-number-format's pattern; `formatPhone` stops at the last digit). */
export const PHONE_PATTERN = '(###) ###-####';

/** What the phone input shows: digits only, at most 10, as (XXX) XXX-XXXX. */
export function formatPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** What is sent: digits only. */
export function phoneForApi(value: string | null | undefined): string {
  return onlyDigits(value).slice(0, PHONE_DIGITS);
}

export function isCompletePhone(value: string | null | undefined): boolean {
  return onlyDigits(value).length === PHONE_DIGITS;
}
