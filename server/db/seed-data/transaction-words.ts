import type { Message, Translator } from '../../../src/contract/translate';

/**
 * The words of each kind of account movement, keyed by the code the ledger stores beside it
 * (`transactions.code`): a statement says a coded line in the reader's language. A line with no
 * code, or one these words do not know, is free text a staff member wrote and is shown as written.
 */
export const TRANSACTION_WORDS = {
  social_security_deposit: /*i18n*/ { id: 'transaction.social_security_deposit', message: 'Social Security deposit' },
  pension_deposit: /*i18n*/ { id: 'transaction.pension_deposit', message: 'Pension deposit' },
  va_pension_deposit: /*i18n*/ { id: 'transaction.va_pension_deposit', message: 'VA pension deposit' },
  rent: /*i18n*/ { id: 'transaction.rent', message: 'Rent' },
  electricity: /*i18n*/ { id: 'transaction.electricity', message: 'Electric company' },
  phone_and_internet: /*i18n*/ { id: 'transaction.phone_and_internet', message: 'Phone and internet' },
  weekly_allowance: /*i18n*/ { id: 'transaction.weekly_allowance', message: 'Weekly allowance to debit card' },
  groceries_and_household: /*i18n*/ { id: 'transaction.groceries_and_household', message: 'Groceries and household' },
  medical_co_pays: /*i18n*/ { id: 'transaction.medical_co_pays', message: 'Medical co-pays' },
  transfer_to_payee_account: /*i18n*/ { id: 'transaction.transfer_to_payee_account', message: 'Transfer to Representative Payee account' },
} as const satisfies Record<string, Message>;

export type TransactionCode = keyof typeof TRANSACTION_WORDS;

const isTransactionCode = (code: string): code is TransactionCode => Object.prototype.hasOwnProperty.call(TRANSACTION_WORDS, code);

/** A statement line's description in the translator's language, or as written when it has no known code. */
export function transactionText(line: { code: string | null; description: string }, t: Translator): string {
  return line.code !== null && isTransactionCode(line.code) ? t(TRANSACTION_WORDS[line.code]) : line.description;
}
