import { TRANSACTION_WORDS, type TransactionCode } from './transaction-words';

/**
 * A year (or a few months) of account activity ending on the seed date, so recent statements
 * have rows. Each line is stored with its code and, for a reader of the table, its English words.
 */
export type AccountKind = 'payee' | 'overdrawn' | 'closed';

export interface DemoTransaction {
  postedOn: string;
  code: TransactionCode;
  description: string;
  amountCents: number;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

/** Every day from `from` to `to`, as 'YYYY-MM-DD'. */
function days(from: string, to: string): string[] {
  const list: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) list.push(day);
  return list;
}

const MONTHLY: Record<Exclude<AccountKind, 'closed'>, readonly [day: number, code: TransactionCode, cents: number][]> = {
  payee: [
    [3, 'social_security_deposit', 148_200],
    [5, 'rent', -85_000],
    [12, 'electricity', -9_640],
    [20, 'phone_and_internet', -4_200],
  ],
  overdrawn: [
    [1, 'pension_deposit', 62_000],
    [8, 'groceries_and_household', -45_000],
    [15, 'medical_co_pays', -19_000],
  ],
};

/**
 * The line each window opens with: the balance it leaves keeps the account's sign on every day,
 * whatever the day of the month the seed runs (without it, the overdrawn account was in credit
 * from its deposit on the 1st until its bills on the 8th, and a payee account seeded for a few
 * months could be overdrawn before its first deposit came).
 */
const OPENING: Record<Exclude<AccountKind, 'closed'>, readonly [code: TransactionCode, cents: number]> = {
  payee: ['social_security_deposit', 148_200],
  overdrawn: ['medical_co_pays', -70_000],
};

const line = (postedOn: string, code: TransactionCode, amountCents: number): DemoTransaction => ({ postedOn, code, description: TRANSACTION_WORDS[code].message, amountCents });

export function demoTransactions(kind: AccountKind, today: string, months: number): DemoTransaction[] {
  const start = addDays(today, -Math.round(months * 30.4));
  if (kind === 'closed') {
    return [line(addDays(start, 2), 'va_pension_deposit', 120_000), line(addDays(start, 4), 'transfer_to_payee_account', -120_000)];
  }
  const list: DemoTransaction[] = [line(start, ...OPENING[kind])];
  for (const day of days(start, today)) {
    const date = new Date(`${day}T00:00:00Z`);
    for (const [dayOfMonth, code, amountCents] of MONTHLY[kind]) {
      if (date.getUTCDate() === dayOfMonth) list.push(line(day, code, amountCents));
    }
    if (kind === 'payee' && date.getUTCDay() === 5) list.push(line(day, 'weekly_allowance', -7_500));
  }
  return list;
}
