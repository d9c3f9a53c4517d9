// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerText, maskSsn } from '@/contract/answer-words';
import { intakeAnswers } from '@/contract/intake-answers';
import { onboardingAnswers } from '@/contract/onboarding-answers';
import { longDate } from '@/contract/formats';
import type { FieldRule } from '@/contract/field-rules';
import { context } from './options';

const application = {
  representative: { representative_type: 'myself' },
  personal_contact: { primary_phone: '(410) 555-0150', primary_email: 'rosa@example.org' },
  branch_id: '1',
  program_id: ['10', '4'],
  title: 'Mrs.',
  first_name: 'Rosa',
  last_name: 'Checkwell',
  ssn: '987-65-4375',
  date_of_birth: '1950-01-05',
  birth_city: 'Towson',
  birth_country_id: '233',
  birth_state_id: '21',
  gender_id: '1',
  race_id: ['5', '4'],
  physical_address: { is_international: '0', line_1: '100 Harbor Street', city_name: 'Baltimore', state_id: '21', county: 'Baltimore City', zip_code: '21201' },
  mailing_address: { is_same_as_primary_address: true, line_1: 'left from before' },
  benefit: { monthly_income: '1250.5', food_stamp: '0' },
  housing: { house_type_id: '8' },
};

describe('answers in plain words (check your answers, the receipt)', () => {
  it('masks the SSN to its last four digits and writes dates out', () => {
    expect(maskSsn('987-65-4375')).toBe('***-**-4375');
    expect(maskSsn('98')).toBe('***-**-****');
    expect(longDate('1950-01-05')).toBe('January 5, 1950');
    expect(longDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('gives lists as their labels, money in dollars, phones as written, and nothing for empty or unticked', () => {
    const option: FieldRule = { name: 'race_id', label: { id: 'test.race', message: 'race' }, kind: 'options', list: 'races' };
    expect(answerText(option, ['5', '4'], context)).toBe('White, Native Hawaiian or Other Pacific Islander');
    expect(answerText({ name: 'x', label: { id: 'test.x', message: 'x' }, kind: 'amount' }, '1250.5', context)).toBe('$1,250.50');
    expect(answerText({ name: 'x', label: { id: 'test.x', message: 'x' }, kind: 'phone' }, '4105550150', context)).toBe('(410) 555-0150');
    expect(answerText({ name: 'x', label: { id: 'test.x', message: 'x' }, kind: 'text' }, '  ', context)).toBeNull();
    expect(answerText({ name: 'x', label: { id: 'test.x', message: 'x' }, kind: 'flag' }, false, context)).toBeNull();
    expect(answerText({ name: 'x', label: { id: 'test.x', message: 'x' }, kind: 'flag' }, '1', context)).toBe('Yes');
  });

  it('lists every step of the application in order, only the fields that apply, an empty optional step with no lines', () => {
    const sections = intakeAnswers(application, context);
    // 'Yourself': no Contact Details step.
    expect(sections.map((section) => section.slug)).toEqual([
      'representative',
      'about_you',
      'address_details',
      'emergency_contact',
      'benefit_details',
      'employment_details',
      'housing_details',
      'referral_details',
    ]);
    const about = sections.find((section) => section.slug === 'about_you')!;
    expect(about.lines).toContainEqual({ name: 'ssn', label: 'SSN', text: '***-**-4375' });
    expect(about.lines).toContainEqual({ name: 'date_of_birth', label: 'Date of birth', text: 'January 5, 1950' });
    expect(about.lines).toContainEqual({ name: 'program_id', label: 'Program', text: 'Representative Payee, Federal Fiduciary' });
    expect(about.lines).toContainEqual({ name: 'birth_state_id', label: 'Birth state', text: 'Maryland' });
    expect(JSON.stringify(sections)).not.toContain('987-65');

    expect(sections.find((section) => section.slug === 'representative')!.lines.map((line) => line.text)).toEqual(['Yourself', '(410) 555-0150', 'rosa@example.org']);
    const address = sections.find((section) => section.slug === 'address_details')!.lines;
    // The mailing address is the physical one: its own fields, kept from before, do not apply.
    expect(address.map((line) => line.text)).toEqual(['100 Harbor Street', 'Baltimore', 'Maryland', 'Baltimore City', '21201', 'Same as the physical address']);
    expect(address.at(-1)?.label).toBe('Mailing address');
    expect(sections.find((section) => section.slug === 'benefit_details')!.lines).toEqual([{ name: 'benefit.food_stamp', label: 'Food stamps', text: '$0.00' }]);
    expect(sections.find((section) => section.slug === 'referral_details')!.lines).toEqual([]);
  });
});

describe('onboarding answers in plain words', () => {
  it('numbers the items of a list, says a stored photo and bill file are attached, and leaves a skipped step empty', () => {
    const sections = onboardingAnswers(
      {
        document_proof: {},
        identifier: { identifiers: { identification_type_id: 2, photo_id: 'MD-123' }, other_identifiers: [] },
        diagnosis: {},
        active_benefits: { active_benefits: [{ reporting_account_id: 1, benefit_amount: '943', effective_from: '2024-01-01' }] },
        client_contacts: { client_contacts: [{ name: '', personal_contact: {} }] },
        client_bills: {
          client_bills: [
            { id: 7, reporting_account_id: 11, amount: '950', is_recursive: 1, bill_repeat_frequency_id: 3, repeat_intervals: 12 },
            { reporting_account_id: 11, amount: '20', is_recursive: 0, files: [new Blob(['x'])] },
          ],
        },
      },
      context,
      { hasPhoto: true, billsWithFiles: [7] },
    );
    const lines = Object.fromEntries(sections.map((section) => [section.slug, section.lines.map((line) => `${line.label}: ${line.text}`)]));
    expect(lines.document_proof).toEqual(['Photo: Attached']);
    expect(lines.identifier).toEqual(['Identifier type: State ID card', 'Identification number: MD-123']);
    expect(lines.diagnosis).toEqual([]);
    expect(lines.active_benefits).toEqual(['Benefit 1, benefit: SSI', 'Benefit 1, monthly amount: $943.00', 'Benefit 1, from date: January 1, 2024']);
    // A blank contact block is no contact.
    expect(lines.client_contacts).toEqual([]);
    expect(lines.client_bills).toEqual([
      'Bill 1, bill type: Rent',
      'Bill 1, amount: $950.00',
      'Bill 1, recurring bill: Yes',
      'Bill 1, frequency: Monthly',
      'Bill 1, repeat intervals: 12',
      'Bill 1, bill file: Attached',
      'Bill 2, bill type: Rent',
      'Bill 2, amount: $20.00',
      'Bill 2, bill file: Attached',
    ]);
  });
});
