// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPhone, isCompletePhone, PHONE_PATTERN, phoneForApi } from '@/lib/phone';

describe('phone input', () => {
  it.each([
    ['', ''],
    ['4', '(4'],
    ['410', '(410'],
    ['4105', '(410) 5'],
    ['410555', '(410) 555'],
    ['4105550', '(410) 555-0'],
    ['4105550123', '(410) 555-0123'],
    ['41055501234', '(410) 555-0123'],
    ['(410) 555-0123 ext. 4', '(410) 555-0123'],
    // The country code a copied or autofilled number carries goes, not the last digit.
    ['+1 (410) 555.0123', '(410) 555-0123'],
    ['1-410-555-0123', '(410) 555-0123'],
    ['14105550123', '(410) 555-0123'],
    // Ten digits or fewer are the person's own, a 1 at the start too (a typo the field shows).
    ['1410555012', '(141) 055-5012'],
    ['1410', '(141) 0'],
  ])('shows %j as %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it("shows its pattern up to the last digit typed, which the input's caret engine relies on", () => {
    const digits = '4105550123';
    let slot = 0;
    expect(PHONE_PATTERN.replace(/#/g, () => digits[slot++]!)).toBe(formatPhone(digits));
    for (let typed = 1; typed <= digits.length; typed += 1) {
      const shown = formatPhone(digits.slice(0, typed));
      expect(formatPhone(digits).startsWith(shown)).toBe(true);
      expect(shown.at(-1)).toBe(digits[typed - 1]);
    }
  });

  it('never shows more than 14 characters', () => {
    expect(formatPhone('5'.repeat(30))).toHaveLength(14);
  });

  it('is sent as digits only', () => {
    expect(phoneForApi('(410) 555-0123')).toBe('4105550123');
    expect(phoneForApi('+1 410 555 0123')).toBe('4105550123');
    expect(isCompletePhone('(410) 555-0123')).toBe(true);
    expect(isCompletePhone('(410) 555-012')).toBe(false);
  });
});
