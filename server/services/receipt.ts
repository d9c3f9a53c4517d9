import type { AnswerSection } from '../../src/contract/answer-words';
import { intakeAnswers } from '../../src/contract/intake-answers';
import type { RuleContext } from '../../src/contract/field-rules';
import type { Person } from '../repos/people';
import type { Keyring } from '../security/keyring';

/** How long the answer of a submit lets its holder download the receipt. */
export const RECEIPT_TTL_MS = 24 * 60 * 60 * 1000;

export const RECEIPT_GONE = /*i18n*/ { id: 'receipt.gone', message: 'This copy can no longer be downloaded. Please contact us and we will send you one.' };

const signed = (personId: number, submittedAt: number, expires: number) => `receipt:${personId}:${submittedAt}:${expires}`;

/**
 * A receipt token, given with the answer of the save that submits: the application, the
 * submission it is the receipt of, an expiry, and the server's signature. It names no one;
 * whoever holds it (the device that sent the application) may download that receipt until it
 * expires or the application is sent again.
 */
export function receiptToken(keyring: Keyring, person: Pick<Person, 'id' | 'submittedAt'>, now: Date): string | null {
  if (!person.submittedAt) return null;
  const submittedAt = person.submittedAt.getTime();
  const expires = now.getTime() + RECEIPT_TTL_MS;
  return `${person.id}.${submittedAt}.${expires}.${keyring.sign(signed(person.id, submittedAt, expires))}`;
}

/** The application and submission a token speaks for, if it is genuine and current. */
export function readReceiptToken(keyring: Keyring, token: unknown, now: Date): { personId: number; submittedAt: number } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^(\d{1,12})\.(\d{1,15})\.(\d{1,15})\.([\w-]{1,100})$/.exec(token);
  if (!match) return null;
  const [personId, submittedAt, expires] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!keyring.verify(signed(personId, submittedAt, expires), match[4]!)) return null;
  return expires > now.getTime() ? { personId, submittedAt } : null;
}

/** The application's answers in plain words, as the person checked them: the stored intake with its names, SSN (masked) and birth date. */
export function receiptSections(person: Person, context: RuleContext): AnswerSection[] {
  const values = {
    ...person.intake,
    title: person.title,
    first_name: person.firstName,
    middle_name: person.middleName,
    last_name: person.lastName,
    suffix: person.suffix,
    // Only the last four digits are kept, and the words show no more than those.
    ssn: person.ssnLast4,
    date_of_birth: person.dateOfBirth,
  };
  return intakeAnswers(values, context);
}
