const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

export interface Day {
  /** As typed into a date field. */
  typed: string;
  /** As the API takes it. */
  iso: string;
  /** As the spec shows a range: 'January 5, 2024'. */
  long: string;
}

/** A calendar day `days` before today (the seed's transactions cover the last twelve months). */
export function daysAgo(days: number): Day {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const [year, month, day] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  return { typed: `${pad(month)}${pad(day)}${year}`, iso: `${year}-${pad(month)}-${pad(day)}`, long: `${MONTHS[month - 1]} ${day}, ${year}` };
}

/** A range long before any transaction. */
export const EMPTY_RANGE = { from: '01032000', to: '01312000' };
