// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INTAKE_CREATE_RULES, INTAKE_STEP_RULES, intakeStepsFor, missingIntakeSteps, pickIntakeStep, validateIntakeStep } from '@/contract/intake-rules';
import { checkFields } from '@/contract/field-check';
import { context } from './options';
import { halfTypedDate } from '@/contract/calendar';

const aboutYou = {
  branch_id: '1',
  program_id: ['10'],
  title: 'Mrs.',
  first_name: 'Margaret',
  last_name: 'Ellison',
  ssn: '987-65-4328',
  date_of_birth: '1950-01-15',
  birth_city: 'Towson',
  birth_country_id: '233',
  birth_state_id: '21',
  english_fluency_id: '1',
  marital_status_id: '5',
  gender_id: '1',
  race_id: ['5'],
  language_id: '1',
};

describe('intake step rules (spec section 5)', () => {
  it('accepts a complete About you step and says which fields are missing otherwise', () => {
    expect(validateIntakeStep('about_you', aboutYou, context)).toEqual({});
    const errors = validateIntakeStep('about_you', { ...aboutYou, first_name: ' ', race_id: [] }, context);
    expect(errors).toEqual({ first_name: 'The first name field is required.', race_id: 'The race field is required.' });
  });

  it('keeps the optional fields optional: middle name, suffix, parents, ethnicity', () => {
    expect(validateIntakeStep('about_you', { ...aboutYou, middle_name: '', suffix: null, mother_name: undefined }, context)).toEqual({});
  });

  it('limits names to 100 characters and the birth city to 50', () => {
    const errors = validateIntakeStep('about_you', { ...aboutYou, last_name: 'x'.repeat(101), birth_city: 'y'.repeat(51) }, context);
    expect(errors.last_name).toBe('The last name may not be greater than 100 characters.');
    expect(errors.birth_city).toBe('The birth city may not be greater than 50 characters.');
  });

  it('wants 9 SSN digits and a birth date that is a real day, not in the future', () => {
    expect(validateIntakeStep('about_you', { ...aboutYou, ssn: '12345678' }, context).ssn).toBe('The SSN must be 9 digits.');
    expect(validateIntakeStep('about_you', { ...aboutYou, date_of_birth: '1950-02-30' }, context).date_of_birth).toBe('The date of birth is not a valid date.');
    // As the form keeps a date whose year was typed with two digits, which MUI X takes as the year 40.
    expect(validateIntakeStep('about_you', { ...aboutYou, date_of_birth: halfTypedDate('02/29/40') }, context).date_of_birth).toBe(
      'The date of birth must have a four-digit year.',
    );
    expect(validateIntakeStep('about_you', { ...aboutYou, date_of_birth: halfTypedDate('02/29/') }, context).date_of_birth).toBe('The date of birth is not a valid date.');
    expect(validateIntakeStep('about_you', { ...aboutYou, date_of_birth: '2025-06-16' }, context).date_of_birth).toBe('The date of birth may not be in the future.');
  });

  it("asks for the free-text gender and race only when 'Other' is chosen", () => {
    expect(validateIntakeStep('about_you', { ...aboutYou, gender_id: '5' }, context).other_gender).toBe('The other gender field is required.');
    expect(validateIntakeStep('about_you', { ...aboutYou, race_id: ['5', '7'] }, context).other_race).toBe('The other race field is required.');
    // 'Native Hawaiian or Other Pacific Islander' holds the word but is not 'Other'.
    expect(validateIntakeStep('about_you', { ...aboutYou, race_id: ['4'] }, context)).toEqual({});
  });

  it('takes a free-text birth state for a birth abroad, a state from the list at home', () => {
    const abroad = { ...aboutYou, birth_country_id: '39', birth_state_id: undefined };
    expect(validateIntakeStep('about_you', abroad, context).birth_state_name).toBe('The birth state field is required.');
    expect(validateIntakeStep('about_you', { ...abroad, birth_state_name: 'Ontario' }, context)).toEqual({});
  });

  it('refuses an option that is not in its list, or a case manager of another agency', () => {
    expect(validateIntakeStep('about_you', { ...aboutYou, gender_id: '99' }, context).gender_id).toBe('The selected gender is invalid.');
    const representative = { representative_type: 'case_manager', agency_id: '1', case_manager_id: '9', name: 'X', primary_phone: '4105550100', primary_email: 'a@b.org' };
    expect(validateIntakeStep('representative', { representative }, context)).toEqual({ 'representative.case_manager_id': 'The selected case manager is invalid.' });
  });

  it("asks for the agency's name when the agency is 'Other'", () => {
    const representative = { representative_type: 'case_manager', agency_id: '6', case_manager_id: '9', name: 'Pat Doe', primary_phone: '4105550100', primary_email: 'a@b.org' };
    expect(validateIntakeStep('representative', { representative }, context)).toEqual({ 'representative.other_agency': 'The other agency field is required.' });
  });

  it('asks a representative for 10-digit phones and valid emails, and myself for the personal contact', () => {
    const relative = { representative_type: 'relative', name: 'Jordan', relationship_id: '3', primary_phone: '410555', primary_email: 'nope' };
    expect(validateIntakeStep('representative', { representative: relative }, context)).toEqual({
      'representative.primary_phone': 'The representative primary phone must be 10 digits.',
      'representative.primary_email': 'The representative primary email must be a valid email address.',
    });
    expect(Object.keys(validateIntakeStep('representative', { representative: { representative_type: 'myself' } }, context))).toEqual([
      'personal_contact.primary_phone',
      'personal_contact.primary_email',
    ]);
  });

  it('relaxes the landlord fields for housing types 7, 8 and 9', () => {
    expect(Object.keys(validateIntakeStep('housing_details', { housing: { house_type_id: '1' } }, context)).sort()).toEqual([
      'housing.housing_provider',
      'housing.landlord_primary_email',
      'housing.landlord_primary_phone',
      'housing.move_in_date',
      'housing.rent_amount',
    ]);
    expect(validateIntakeStep('housing_details', { housing: { house_type_id: '8' } }, context)).toEqual({});
  });

  it('requires the county at home but not for an international mailing address', () => {
    const physical = { line_1: '1 Main St', city_name: 'Towson', state_id: '21', zip_code: '21204' };
    expect(validateIntakeStep('address_details', { physical_address: physical, mailing_address: { is_same_as_primary_address: '1' } }, context)).toEqual({
      'physical_address.county': 'The county field is required.',
    });
    const abroad = { is_same_as_primary_address: '0', is_international: '1', line_1: '9 Rue X', city_name: 'Toronto', country_id: '39', state_name: 'Ontario', zip_code: 'M5V 2T6' };
    expect(validateIntakeStep('address_details', { physical_address: { ...physical, county: 'Baltimore County' }, mailing_address: abroad }, context)).toEqual({});
  });

  it('always keeps the physical address in the United States', () => {
    const physical = { line_1: '1 Main St', city_name: 'Towson', state_id: '21', county: 'Baltimore', zip_code: '21204', is_international: '1' };
    expect(validateIntakeStep('address_details', { physical_address: physical, mailing_address: { is_same_as_primary_address: 1 } }, context)).toEqual({
      'physical_address.is_international': 'The selected international address is invalid.',
    });
  });

  it('leaves the optional steps optional and checks what is filled in', () => {
    expect(validateIntakeStep('contact_details', {}, context)).toEqual({});
    expect(validateIntakeStep('benefit_details', {}, context)).toEqual({});
    expect(validateIntakeStep('referral_details', { referral_date: '2999-01-01' }, context)).toEqual({ referral_date: 'The referral date may not be in the future.' });
  });
});

describe('intake steps', () => {
  it('has 9 steps, 8 when the representative is myself', () => {
    expect(intakeStepsFor('relative')).toHaveLength(9);
    expect(intakeStepsFor('myself')).not.toContain('contact_details');
  });

  it('lists the required steps not saved yet', () => {
    expect(missingIntakeSteps('relative', ['representative', 'about_you'])).toEqual(['address_details', 'emergency_contact', 'employment_details', 'housing_details']);
  });

  it('stores digits only, numbers as numbers, and a same-as-physical mailing address as a copy', () => {
    const values = { ...aboutYou, physical_address: { line_1: '1 Main', city_name: 'Towson', state_id: '21', county: 'B', zip_code: '212041234' }, mailing_address: { is_same_as_primary_address: '1' } };
    const picked = pickIntakeStep([...INTAKE_CREATE_RULES, ...INTAKE_STEP_RULES.address_details], values, context);
    expect(picked.ssn).toBe('987654328');
    expect(picked.branch_id).toBe(1);
    expect(picked.program_id).toEqual([10]);
    expect(picked.physical_address).toMatchObject({ zip_code: '21204-1234', country_id: 233, is_international: 0 });
    expect(picked.mailing_address).toMatchObject({ line_1: '1 Main', is_same_as_primary_address: 1 });
  });
});

describe('checkFields', () => {
  it('reports nothing for a rule that does not apply', () => {
    expect(checkFields([{ name: 'a', label: { id: 'test.a', message: 'a' }, kind: 'text', required: true, when: () => false }], {}, context)).toEqual({});
  });

  it('refuses a list where one value is expected, and a value where a list is expected', () => {
    expect(checkFields([{ name: 'a', label: { id: 'test.a', message: 'a' }, kind: 'text' }], { a: ['x'] }, context)).toEqual({ a: 'The a must be text.' });
    expect(checkFields([{ name: 'b', label: { id: 'test.b', message: 'b' }, kind: 'options' }], { b: '1' }, context)).toEqual({ b: 'The b must be a list.' });
  });
});
