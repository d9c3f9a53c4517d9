// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../server/db/seed-data/countries';
import { COUNTRY_CODES, countryName } from '@/contract/countries';
import { UNITED_STATES_COUNTRY_ID } from '@/contract/ids';
import { LOCALES } from '@/contract/locales';

describe('country names by code', () => {
  it('gives every seeded country a code, each code once', () => {
    expect(COUNTRIES.filter(([id]) => !COUNTRY_CODES[id]).map(([, name]) => name)).toEqual([]);
    const codes = COUNTRIES.map(([id]) => COUNTRY_CODES[id]);
    expect(new Set(codes).size).toBe(COUNTRIES.length);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code ?? ''))).toBe(true);
  });

  it('names every seeded country in every language from CLDR', () => {
    for (const locale of LOCALES) {
      const unnamed = COUNTRIES.filter(([id]) => !countryName(id, locale)).map(([, name]) => name);
      expect({ locale, unnamed }).toEqual({ locale, unnamed: [] });
    }
  });

  it('names them in Spanish for a Spanish reader', () => {
    expect(countryName(82, 'es')).toBe('Alemania');
    expect(countryName(UNITED_STATES_COUNTRY_ID, 'es')).toBe('Estados Unidos');
    expect(countryName(232, 'es')).toBe('Reino Unido');
    expect(countryName(142, 'es')).toBe('México');
    expect(countryName(82, 'en')).toBe('Germany');
  });

  it('has no name for an id without a code (a country a provider added keeps its stored name)', () => {
    expect(countryName(9999, 'es')).toBeUndefined();
  });

  it('codes each country as its English name says', () => {
    expect(COUNTRY_CODES[82]).toBe('DE');
    expect(COUNTRY_CODES[232]).toBe('GB');
    expect(COUNTRY_CODES[UNITED_STATES_COUNTRY_ID]).toBe('US');
    // CLDR's English is the stored name but for these, which CLDR words otherwise ('Antigua &
    // Barbuda', 'Czechia', 'Congo - Brazzaville'); a code one row off would name a neighbour.
    const wordedOtherwise = [2, 10, 28, 50, 51, 54, 58, 96, 98, 128, 151, 155, 169, 180, 184, 185, 186, 187, 188, 189, 190, 193, 205, 211, 223, 225, 227, 234, 243, 249, 250];
    expect(COUNTRIES.filter(([id, name]) => countryName(id, 'en') !== name).map(([id]) => id)).toEqual(wordedOtherwise);
  });
});
