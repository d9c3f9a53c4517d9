// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatName, type NameStyle } from '@/lib/names';

const person = {
  title: 'Mrs.',
  first_name: 'Dorothy',
  middle_name: 'Ann',
  last_name: 'Example',
  suffix: 'Jr.',
  ssn_number_partial: '4327',
};

describe('the name formatter', () => {
  it.each<[NameStyle, string]>([
    ['full', 'Mrs. Dorothy Ann Example Jr.'],
    ['firstLast', 'Dorothy Example'],
    ['firstMiddleLast', 'Dorothy Ann Example'],
    ['lastFirst', 'Example, Dorothy Ann'],
    ['initials', 'DE'],
    ['firstInitialLast', 'Dorothy A. Example'],
    ['withSsn', 'Dorothy A. Example #4327'],
  ])('style %s reads %j', (style, expected) => {
    expect(formatName(person, style)).toBe(expected);
  });

  it('defaults to first name, middle initial, last name and # with the partial SSN', () => {
    expect(formatName(person)).toBe('Dorothy A. Example #4327');
  });

  it('leaves out missing parts without stray spaces or marks', () => {
    expect(formatName({ first_name: 'Sam', last_name: 'Doe' })).toBe('Sam Doe');
    expect(formatName({ last_name: 'Doe' }, 'lastFirst')).toBe('Doe');
    expect(formatName({ first_name: ' Sam ', middle_name: '', last_name: null }, 'full')).toBe('Sam');
  });
});
