/** Calendar days as 'YYYY-MM-DD' text, compared as text (no time zones involved). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Today where the code runs, as 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What a form keeps for a date that was typed but is not a real day (yet): this marker, followed
 * by what was typed (`halfTypedDate`), so that a draft brought back after a reload shows it
 * again. Refused by the form's rules (it is no 'YYYY-MM-DD'), never sent.
 */
export const INVALID_DATE = 'invalid-date';
const HALF_TYPED = `${INVALID_DATE}:`;

/** 'invalid-date:02/29/': a date typed as far as '02/29/', as the form keeps it. */
export function halfTypedDate(typed: string): string {
  return `${HALF_TYPED}${typed}`;
}

/** What a person typed of a date the form keeps as half typed ('02/29/'); '' for any other value. */
export function typedOfHalfDate(value: string | null | undefined): string {
  return value?.startsWith(HALF_TYPED) ? value.slice(HALF_TYPED.length) : '';
}

/** Whether the form holds a date typed but not a real day: refused in words, never sent. */
export function isHalfTypedDate(value: string | null | undefined): boolean {
  return value === INVALID_DATE || (value?.startsWith(HALF_TYPED) ?? false);
}

const SHORT_YEAR = /^(\d{1,2}[/.\- ]\d{1,2}[/.\- ]\d{1,3}|\d{6})$/;

/**
 * Whether a date half typed (as the form keeps it) has its month and day and a year of one to
 * three digits: '02/29/40', '2-29-40', or the digits alone, '022940'. Many people write a
 * birth year with two digits; MUI X's field takes '40' as the year 40.
 */
export function hasShortYear(value: string | null | undefined): boolean {
  return SHORT_YEAR.test(typedOfHalfDate(value).trim());
}
