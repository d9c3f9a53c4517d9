/** A year (or a few months) of account activity ending on the seed date, so recent statements have rows. */
export type AccountKind = 'payee' | 'overdrawn' | 'closed';

export interface DemoTransaction {
  postedOn: string;
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

const MONTHLY: Record<Exclude<AccountKind, 'closed'>, readonly [day: number, description: string, cents: number][]> = {
  payee: [
    [3, 'Social Security deposit', 148_200],
    [5, 'Rent - Maple Court Apartments', -85_000],
    [12, 'Electric company', -9_640],
    [20, 'Phone and internet', -4_200],
  ],
  overdrawn: [
    [1, 'Pension deposit', 62_000],
    [8, 'Groceries and household', -45_000],
    [15, 'Medical co-pays', -19_000],
  ],
};

export function demoTransactions(kind: AccountKind, today: string, months: number): DemoTransaction[] {
  const start = addDays(today, -Math.round(months * 30.4));
  if (kind === 'closed') {
    return [
      { postedOn: addDays(start, 2), description: 'VA pension deposit', amountCents: 120_000 },
      { postedOn: addDays(start, 4), description: 'Transfer to Representative Payee account', amountCents: -120_000 },
    ];
  }
  const list: DemoTransaction[] = [];
  for (const day of days(start, today)) {
    const date = new Date(`${day}T00:00:00Z`);
    for (const [dayOfMonth, description, amountCents] of MONTHLY[kind]) {
      if (date.getUTCDate() === dayOfMonth) list.push({ postedOn: day, description, amountCents });
    }
    if (kind === 'payee' && date.getUTCDay() === 5) list.push({ postedOn: day, description: 'Weekly allowance to debit card', amountCents: -7_500 });
  }
  return list;
}
