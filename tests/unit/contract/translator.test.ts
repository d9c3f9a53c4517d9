// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { intakeAnswers } from '@/contract/intake-answers';
import { onboardingAnswers } from '@/contract/onboarding-answers';
import { CONTRACT_MESSAGES } from '@/contract/catalogues';
import { validateEnquiry } from '@/contract/enquiry-rules';
import { dollars, longDate, shortDate } from '@/contract/formats';
import { validateIntakeStep } from '@/contract/intake-rules';
import { FIELD_LABELS, FIELD_MESSAGES } from '@/contract/field-messages';
import { validateOnboardingStep } from '@/contract/onboarding-rules';
import { ENGLISH } from '@/contract/english';
import { catalogueTranslator } from '@/contract/translate';
import { checkUpload } from '@/contract/upload-rules';
import { t } from '@/i18n/i18n';
import { context } from './options';

const es = catalogueTranslator('es', CONTRACT_MESSAGES.es);
const inSpanish = { ...context, t: es };

const aboutYou = {
  branch_id: '1',
  title: 'Sra.',
  first_name: 'Rosa',
  last_name: 'Checkwell',
  ssn: '987-65-4375',
  date_of_birth: '1950-01-05',
  birth_city: 'Towson',
  birth_country_id: '233',
  birth_state_id: '21',
  english_fluency_id: '1',
  marital_status_id: '5',
  gender_id: '1',
  race_id: ['5'],
  language_id: '1',
};

describe('the translator in the rules’ context', () => {
  it('says a required field in Spanish, the label in Spanish inside the sentence', () => {
    expect(validateIntakeStep('about_you', { ...aboutYou, first_name: '' }, inSpanish)).toEqual({ first_name: 'El campo nombre es obligatorio.' });
    expect(validateIntakeStep('about_you', { ...aboutYou, date_of_birth: '2999-01-01' }, inSpanish)).toEqual({
      date_of_birth: 'El campo fecha de nacimiento no puede ser una fecha futura.',
    });
  });

  it('keeps each composite label whole, in Spanish word order', () => {
    const representative = { representative_type: 'relative', name: 'Jordan', relationship_id: '3', primary_phone: '123', primary_email: 'x@example.org' };
    expect(validateIntakeStep('representative', { representative }, inSpanish)).toEqual({
      'representative.primary_phone': 'El campo teléfono principal del representante debe tener 10 dígitos.',
    });
    const mailing = { physical_address: { line_1: '1 Main St', city_name: 'Baltimore', state_id: '21', county: 'Baltimore', zip_code: '21201' }, mailing_address: { is_international: '0' } };
    expect(validateIntakeStep('address_details', mailing, inSpanish)['mailing_address.city_name']).toBe('El campo ciudad de la dirección postal es obligatorio.');
  });

  it('says the spec’s English through ENGLISH, exactly as before', () => {
    expect(validateIntakeStep('about_you', { ...aboutYou, first_name: '' }, context)).toEqual({ first_name: 'The first name field is required.' });
    expect(validateEnquiry({ is_client: 1, first_name: 'A', last_name: 'B', email: 'a@example.org', phone_number: '4105550100', enquiry_type_id: 1 }, context)).toEqual({
      ssn: 'The SSN field is required.',
    });
  });

  it('counts in the language of the message: items, files and lists', () => {
    const four = [1, 2, 3, 4].map((n) => ({ identity_code: `A${n}`, identity_type: 'Card' }));
    const identifiers = { identifiers: { identification_type_id: '2', photo_id: 'X1' }, other_identifiers: four };
    expect(validateOnboardingStep('identifier', identifiers, inSpanish)).toEqual({ other_identifiers: 'El campo otras identificaciones no puede tener más de 3 elementos.' });
    expect(checkUpload('photo', { id: 'onboarding.label.photo', message: 'photo' }, { size: 1, type: 'application/pdf' }, es)).toBe(
      'El archivo del campo foto debe ser de uno de estos tipos: png, jpg, jpeg.',
    );
  });

  it("finds the 'Other' option in a list read in Spanish", () => {
    const spanishLists = { ...inSpanish, option: (list: Parameters<typeof context.option>[0], id: number) => (list === 'genders' && id === 5 ? { name: 'Otro', slug: 'other' } : context.option(list, id)) };
    expect(validateIntakeStep('about_you', { ...aboutYou, gender_id: '5' }, spanishLists)).toEqual({ other_gender: 'El campo otro género es obligatorio.' });
  });

  it('is the app’s own t, which says the language on screen', () => {
    expect(t.locale).toBe('en');
    expect(t(FIELD_MESSAGES.notFuture, { label: FIELD_LABELS.birthDate })).toBe('The birth date may not be in the future.');
    expect(ENGLISH(FIELD_MESSAGES.required, { label: FIELD_LABELS.program })).toBe('The program field is required.');
  });
});

describe('answers, dates and money in Spanish', () => {
  it('writes dates and dollars for es-US, and keeps en-US as before', () => {
    expect(longDate('1950-01-05', 'es')).toBe('5 de enero de 1950');
    expect(longDate('1950-01-05')).toBe('January 5, 1950');
    expect(shortDate('2024-01-05')).toBe('01/05/2024');
    expect(shortDate('2024-01-05', 'es')).toBe('5 ene 2024');
    expect(dollars(1234.5, 'es')).toBe('$1,234.50');
    expect(longDate('1950-02-30', 'es')).toBe('1950-02-30');
  });

  it('gives the summary of an application in Spanish: titles, labels, words', () => {
    const sections = intakeAnswers({ representative: { representative_type: 'myself' }, ...aboutYou, mailing_address: { is_same_as_primary_address: '1' } }, inSpanish);
    expect(sections[0]).toMatchObject({ title: 'Representante', lines: [{ label: 'Tipo de representante', text: 'Usted mismo(a)' }] });
    const about = sections.find((section) => section.slug === 'about_you')!;
    expect(about.title).toBe('Sobre usted');
    expect(about.lines).toContainEqual({ name: 'date_of_birth', label: 'Fecha de nacimiento', text: '5 de enero de 1950' });
    const address = sections.find((section) => section.slug === 'address_details')!;
    expect(address.lines).toContainEqual({ name: 'mailing_address.is_same_as_primary_address', label: 'Dirección postal', text: 'Igual a la dirección física' });
  });

  it('numbers the items of a list in Spanish and says what is attached', () => {
    const bills = { client_bills: [{ id: 7, reporting_account_id: '11', amount: '85.5', is_recursive: '0' }] };
    const [photo, , , , , upload] = onboardingAnswers({ client_bills: bills }, inSpanish, { hasPhoto: true, billsWithFiles: [7] });
    expect(photo!.lines).toEqual([{ name: 'image', label: 'Foto', text: 'Adjunto' }]);
    expect(upload!.lines).toEqual([
      { name: 'client_bills.0.reporting_account_id', label: 'Factura 1, tipo de factura', text: 'Rent' },
      { name: 'client_bills.0.amount', label: 'Factura 1, monto', text: '$85.50' },
      { name: 'client_bills.0.files.0', label: 'Factura 1, archivo de la factura', text: 'Adjunto' },
    ]);
  });

  it("names a list's item in the catalogue's own words, not its list's label with a number", () => {
    const identifier = { identifiers: { identification_type_id: 2, photo_id: 'MD-123' }, other_identifiers: [{ identity_code: 'L-7', identity_type: 'Biblioteca' }] };
    const [, identifiers] = onboardingAnswers({ identifier }, inSpanish, { hasPhoto: false, billsWithFiles: [] });
    expect(identifiers!.lines.map((line) => line.label)).toContain('Otra identificación 1, número de identificación');
    expect(identifiers!.lines.map((line) => line.label).join()).not.toContain('Otras identificaciones 1');
  });
});
