import { isIsoDate } from '../../src/contract/calendar';
import { SSN_DIGITS } from '../../src/contract/limits';
import { FIELD_LABELS, FIELD_MESSAGES } from '../../src/contract/field-messages';
import { MESSAGES } from '../../src/contract/messages';
import { withValues } from '../../src/contract/translate';
import type { AppContext } from '../context';
import type { Tx } from '../db/connect';
import { inRequestTransaction, keepingWhatWasDone } from '../http/request-transaction';
import { validationError, type Said } from '../http/errors';
import { findByIdentity, type Person } from '../repos/people';

export const NO_MATCH = /*i18n*/ { id: 'identity.no_match', message: 'The SSN and date of birth do not match our records. Please check them and try again.' };

/** What every failed identity check answers, whichever part was wrong. */
export const noMatch = () => validationError({ ssn: NO_MATCH }, NO_MATCH);

export interface Identity {
  ssnHash: string;
  ssnDigits: string;
  dateOfBirth: string;
}

export type IdentityInput = { ok: true; ssnDigits: string; dateOfBirth: string } | { ok: false; errors: Record<string, Said> };

/** The SSN (digits, dashes allowed) and birth date of a look-up, or the field errors. */
export function readIdentity(values: Record<string, unknown>): IdentityInput {
  const errors: Record<string, Said> = {};
  const ssn = typeof values.ssn === 'string' || typeof values.ssn === 'number' ? String(values.ssn).trim() : '';
  const dob = typeof values.date_of_birth === 'string' ? values.date_of_birth.trim() : '';
  const ssnDigits = ssn.replace(/[\s-]/g, '');
  if (!ssn) errors.ssn = MESSAGES.ssnRequired;
  else if (!new RegExp(`^\\d{${SSN_DIGITS}}$`).test(ssnDigits)) errors.ssn = FIELD_MESSAGES.ssn;
  if (!dob) errors.date_of_birth = MESSAGES.dobRequired;
  else if (!isIsoDate(dob)) errors.date_of_birth = withValues(FIELD_MESSAGES.dateFormat, { label: FIELD_LABELS.dateOfBirth });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, ssnDigits, dateOfBirth: dob };
}

/** The SSN's hash when the value is a well-formed SSN: lets the throttle count per SSN. */
export function ssnHashOf(ctx: AppContext, value: unknown): string | null {
  const digits = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[\s-]/g, '') : '';
  return /^\d{9}$/.test(digits) ? ctx.keyring.hashSsn(digits) : null;
}

/**
 * An identity look-up (process lookup, intake lookup, login), after the request's bot-check
 * token was verified: format checked (422), then, in one transaction, counted per IP and as a
 * failure of the SSN (429 past a limit), the person looked up, a miss kept as a failure and
 * answered 422 on `ssn`, a match taken back as a failure; then `then` runs in the same
 * transaction (a refusal there keeps the counts as they are).
 */
export async function lookUpPerson<T>(ctx: AppContext, ip: string, values: Record<string, unknown>, then: (tx: Tx, found: { person: Person; identity: Identity }) => Promise<T>): Promise<T> {
  const read = readIdentity(values);
  if (!read.ok) throw validationError(read.errors);
  const identity: Identity = { ssnDigits: read.ssnDigits, dateOfBirth: read.dateOfBirth, ssnHash: ctx.keyring.hashSsn(read.ssnDigits) };
  return inRequestTransaction(
    ctx.db,
    (tx) => ctx.guard.countLookup(tx, ip, identity.ssnHash),
    async (tx, check) => {
      const person = await findByIdentity(tx, identity.ssnHash, identity.dateOfBirth);
      if (!person) throw noMatch();
      await check.proved(tx);
      return keepingWhatWasDone(() => then(tx, { person, identity }));
    },
  );
}
