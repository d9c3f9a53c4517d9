import { describe, expect, it } from 'vitest';
import {
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
    expect(usDateToIso('1/5/2020')).toBeNull();
    expect(formatUsDate('not a date')).toBe('');
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
