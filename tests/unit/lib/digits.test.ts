// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterNumberText, onlyDigits } from '@/lib/digits';

describe('onlyDigits', () => {
  it('strips every non-digit', () => {
    expect(onlyDigits('(410) 555-0123 ext. 7')).toBe('41055501237');
    expect(onlyDigits(12.5)).toBe('125');
  });

  it('keeps an empty value empty', () => {
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('free-text number fields', () => {
  it('keep digits, plus, minus, parentheses, period and space only', () => {
    expect(filterNumberText('+1 (410) 555-0123.5')).toBe('+1 (410) 555-0123.5');
    expect(filterNumberText('VA#12_34/ab*')).toBe('1234');
    expect(filterNumberText('')).toBe('');
  });
});
