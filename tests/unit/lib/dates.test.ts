// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { halfTypedDate, hasShortYear, INVALID_DATE, isHalfTypedDate, typedOfHalfDate } from '@/contract/calendar';
import { formatLongDate, formatUsDate, isAfterToday, isBefore, isIsoDate, todayIso, typedDateToIso, usDateToIso } from '@/lib/dates';

describe('dates', () => {
  it('shows a birth date as MM/DD/YYYY and sends it as YYYY-MM-DD', () => {
    expect(formatUsDate('1950-01-15')).toBe('01/15/1950');
    expect(usDateToIso('01/15/1950')).toBe('1950-01-15');
  });

  it('refuses days that do not exist', () => {
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1940-02-29')).toBe(true);
    expect(usDateToIso('13/01/2020')).toBeNull();
    expect(usDateToIso('2/30/2020')).toBeNull();
    expect(usDateToIso('01/15/50')).toBeNull();
    expect(formatUsDate('not a date')).toBe('');
  });

  it('reads a month and day typed with one digit', () => {
    expect(usDateToIso('1/5/2020')).toBe('2020-01-05');
  });

  it("reads what was typed into the date field's stand-in: digits alone, any separator, a pasted YYYY-MM-DD", () => {
    expect(['03141951', '03/14/1951', '3/14/1951', '03-14-1951', '03.14.1951', ' 1951-03-14 '].map(typedDateToIso)).toEqual(Array(6).fill('1951-03-14'));
  });

  it('gives nothing for a date not yet whole, or not a real day', () => {
    expect(['', '0', '0314', '03/14/', '0314195', '02301951', '13/01/1951', '031419510'].map(typedDateToIso)).toEqual(Array(8).fill(null));
  });

  it('knows a date later than today', () => {
    const now = new Date(2026, 10, 22, 23, 59);
    expect(todayIso(now)).toBe('2026-11-22');
    expect(isAfterToday('2026-11-22', now)).toBe(false);
    expect(isAfterToday('2026-11-23', now)).toBe(true);
    expect(isAfterToday('1950-01-15', now)).toBe(false);
  });

  it('compares days', () => {
    expect(isBefore('2024-01-04', '2024-01-05')).toBe(true);
    expect(isBefore('2024-01-05', '2024-01-05')).toBe(false);
  });

  it("formats long dates like 'January 5, 2024'", () => {
    expect(formatLongDate('2024-01-05')).toBe('January 5, 2024');
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
    expect(formatLongDate('')).toBe('');
  });

  it('keeps a date half typed with what was typed of it, never as a date', () => {
    const kept = halfTypedDate('02/29/');
    expect(isHalfTypedDate(kept)).toBe(true);
    expect(typedOfHalfDate(kept)).toBe('02/29/');
    expect(isIsoDate(kept)).toBe(false);
    // A draft kept before the typed text was: refused the same, shown empty.
    expect(isHalfTypedDate(INVALID_DATE)).toBe(true);
    expect(typedOfHalfDate(INVALID_DATE)).toBe('');
    expect(isHalfTypedDate('1940-02-29')).toBe(false);
    expect(typedOfHalfDate('1940-02-29')).toBe('');
    expect(isHalfTypedDate(undefined)).toBe(false);
  });

  it('tells a year typed short from any other date half typed', () => {
    for (const typed of ['02/29/40', '2/9/40', '02-29-40', '02.29.194', '022940', ' 02/29/4 ']) expect(hasShortYear(halfTypedDate(typed)), typed).toBe(true);
    for (const typed of ['02/29/', '02/29', '13/45/19400', '0229194', 'abc']) expect(hasShortYear(halfTypedDate(typed)), typed).toBe(false);
    // Only what the form keeps as half typed: a real day, or the bare text, is no short year.
    expect(hasShortYear('1940-02-29')).toBe(false);
    expect(hasShortYear('02/29/40')).toBe(false);
    expect(hasShortYear(undefined)).toBe(false);
  });
});
