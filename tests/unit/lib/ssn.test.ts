// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatSsn, isCompleteSsn, maskedSsn, SSN_PATTERN, ssnForApi } from '@/lib/ssn';

describe('SSN input', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['1234567890', '123-45-6789'],
    ['12a3-45 67x89', '123-45-6789'],
  ])('shows %j as %j (digits only, at most 9, XXX-XX-XXXX)', (typed, shown) => {
    expect(formatSsn(typed)).toBe(shown);
  });

  it("shows its pattern up to the last digit typed, which the input's caret engine relies on", () => {
    const digits = '987654320';
    let slot = 0;
    expect(SSN_PATTERN.replace(/#/g, () => digits[slot++]!)).toBe(formatSsn(digits));
    for (let typed = 1; typed <= digits.length; typed += 1) {
      const shown = formatSsn(digits.slice(0, typed));
      expect(formatSsn(digits).startsWith(shown)).toBe(true);
      expect(shown.at(-1)).toBe(digits[typed - 1]);
    }
  });

  it('never shows more than 11 characters', () => {
    expect(formatSsn('9'.repeat(40))).toHaveLength(11);
  });

  it('is sent with the formatting stripped', () => {
    expect(ssnForApi('987-65-4320')).toBe('987654320');
  });

  it('is complete only with 9 digits', () => {
    expect(isCompleteSsn('987-65-432')).toBe(false);
    expect(isCompleteSsn('987-65-4320')).toBe(true);
  });

  it('is masked as five X\'s followed by the stored last digits', () => {
    expect(maskedSsn('4327')).toBe('XXXXX4327');
    expect(maskedSsn(4327)).toBe('XXXXX4327');
    expect(maskedSsn(null)).toBe('XXXXX');
  });
});
