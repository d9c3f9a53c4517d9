// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountText, formatDollars } from '@/lib/money';

describe('formatDollars', () => {
  it('shows dollars with cents and thousands separators', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars('98765.432')).toBe('$98,765.43');
  });

  it('shows a negative amount with a minus sign', () => {
    expect(formatDollars(-20)).toBe('-$20.00');
  });

  it('defaults to 0.00', () => {
    expect(formatDollars(undefined)).toBe('$0.00');
    expect(formatDollars('not a number')).toBe('$0.00');
  });
});

describe('amountText', () => {
  it.each([
    ['$1,250', '1250'],
    ['943.00', '943.00'],
    [' 12 ', '12'],
    ['lots', 'lots'],
    ['', undefined],
  ])('keeps %j as %j', (typed, kept) => {
    expect(amountText(typed)).toBe(kept);
  });
});
