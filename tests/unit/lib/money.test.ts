// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountText } from '@/lib/money';

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
