import { describe, expect, it } from 'vitest';
import {
  formatDateTyping,
  formatLongDate,
  formatUsDate,
  isAfterToday,
  isBefore,
  isIsoDate,
  todayIso,
  usDateToIso,
} from '@/lib/dates';

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

  it('shapes what is typed into MM/DD/YYYY, slashes put in as the next part starts', () => {
    expect(['0', '01', '010', '0102', '01021', '01021950', '010219501'].map(formatDateTyping)).toEqual([
      '0', '01', '01/0', '01/02', '01/02/1', '01/02/1950', '01/02/1950',
    ]);
  });

  it('leaves text that is in shape as it is, so deleting a slash or a digit is not undone', () => {
    expect(formatDateTyping('01/')).toBe('01/');
    expect(formatDateTyping('01')).toBe('01');
    expect(formatDateTyping('01/0/1950')).toBe('01/0/1950');
    expect(formatDateTyping('')).toBe('');
  });

  it('takes a typed separator after a one-digit month or day, and other separators as slashes', () => {
    expect(formatDateTyping('1/')).toBe('1/');
    expect(formatDateTyping('1/2/1950')).toBe('1/2/1950');
    expect(formatDateTyping('01-02-1950')).toBe('01/02/1950');
    expect(formatDateTyping('01.02.1950')).toBe('01/02/1950');
    expect(formatDateTyping('01//02')).toBe('01/02');
    expect(formatDateTyping('/')).toBe('');
  });

  it('drops letters and turns a pasted YYYY-MM-DD round', () => {
    expect(formatDateTyping('ab01c02d1950')).toBe('01/02/1950');
    expect(formatDateTyping(' 1950-1-2 ')).toBe('01/02/1950');
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
});
