import { PHONE_DIGITS } from '@/contract/limits';
import { onlyDigits } from './digits';

/** A phone number as shown, '#' for each digit (react-number-format's pattern; `formatPhone` stops at the last digit). */
export const PHONE_PATTERN = '(###) ###-####';

/**
 * The number after its country code, where more digits than a number has begin with one: a number
 * copied from a contact card or an e-mail, or filled by a password manager, often carries it
 * ('+1 (410) 555-0101', '1-410-555-0101'), and some people type it by habit. No US area code
 * begins with 1. Ten digits or fewer are the person's as typed (a 1 before a shorter number is a
 * typo the field shows, not a code to drop).
 */
export function withoutCountryCode(digits: string): string | undefined {
  return digits.length > PHONE_DIGITS && digits.startsWith('1') ? digits.slice(1, PHONE_DIGITS + 1) : undefined;
}

/** The number's own ten digits (at most) in a text. */
export function phoneDigits(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  return (withoutCountryCode(digits) ?? digits).slice(0, PHONE_DIGITS);
}

/** What the phone input shows: digits only, at most 10, as (XXX) XXX-XXXX. */
export function formatPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** What is sent: digits only. */
export function phoneForApi(value: string | null | undefined): string {
  return phoneDigits(value);
}

export function isCompletePhone(value: string | null | undefined): boolean {
  return onlyDigits(value).length === PHONE_DIGITS;
}
