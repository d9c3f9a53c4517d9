// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickOnboardingStep, validateOnboardingStep } from '@/contract/onboarding-rules';
import { checkUpload } from '@/contract/upload-rules';
import { validateEnquiry } from '@/contract/enquiry-rules';
import { context } from './options';
import { ENGLISH } from '@/contract/english';

const png = { size: 2048, type: 'image/png' };
const bill = { reporting_account_id: '11', amount: '850.00', is_recursive: '0', files: { 0: { size: 4096, type: 'application/pdf' } } };

describe('onboarding step rules (spec section 5)', () => {
  it('wants a photo until one is stored, and only png or jpeg', () => {
    expect(validateOnboardingStep('document_proof', {}, context)).toEqual({ image: 'The photo field is required.' });
    expect(validateOnboardingStep('document_proof', {}, context, { hasPhoto: true, billsWithFiles: [] })).toEqual({});
    expect(validateOnboardingStep('document_proof', { image: { size: 10, type: 'application/pdf' } }, context)).toEqual({ image: 'The photo must be a file of type: png, jpg, jpeg.' });
    expect(validateOnboardingStep('document_proof', { image: png }, context)).toEqual({});
  });

  it('refuses files over 10 MB', () => {
    expect(checkUpload('photo', 'photo', { size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' }, ENGLISH)).toBe('The photo may not be greater than 10 MB.');
  });

  it('allows at most 3 other identifiers', () => {
    const other = { identity_code: 'A1', identity_type: 'Library card' };
    const identifiers = { identification_type_id: '2', photo_id: 'S-1' };
    expect(validateOnboardingStep('identifier', { identifiers, other_identifiers: [other, other, other] }, context)).toEqual({});
    expect(validateOnboardingStep('identifier', { identifiers, other_identifiers: [other, other, other, other] }, context)).toEqual({
      other_identifiers: 'The other identifiers may not have more than 3 items.',
    });
  });

  it('reads the identification number sent as identity_code', () => {
    expect(validateOnboardingStep('identifier', { identifiers: { identification_type_id: '2', identity_code: 'S-1' } }, context)).toEqual({});
  });

  it('keys active benefit errors by the benefit id, and wants the till date not before the from date', () => {
    const errors = validateOnboardingStep('active_benefits', { active_benefits: [{ reporting_account_id: '2', benefit_amount: '900', effective_from: '2020-05-01', effective_till: '2020-04-30' }] }, context);
    expect(errors).toEqual({ 'active_benefits.2.effective_till': 'The till date may not be before the from date.' });
  });

  it('refuses benefit dates in the future', () => {
    const errors = validateOnboardingStep('active_benefits', { active_benefits: [{ reporting_account_id: '1', benefit_amount: '900', effective_from: '2025-06-16' }] }, context);
    expect(errors).toEqual({ 'active_benefits.1.effective_from': 'The from date may not be in the future.' });
  });

  it('needs a frequency for a recurring bill, and a file for a new bill', () => {
    expect(validateOnboardingStep('client_bills', { client_bills: [{ ...bill, is_recursive: '1' }] }, context)).toEqual({
      'client_bills.0.bill_repeat_frequency_id': 'The frequency field is required.',
    });
    expect(validateOnboardingStep('client_bills', { client_bills: [{ ...bill, files: undefined }] }, context)).toEqual({ 'client_bills.0.files.0': 'The bill file field is required.' });
    expect(validateOnboardingStep('client_bills', { client_bills: [{ ...bill, id: '7', files: undefined }] }, context, { hasPhoto: false, billsWithFiles: [7] })).toEqual({});
    expect(validateOnboardingStep('client_bills', {}, context)).toEqual({ client_bills: 'The bill field is required.' });
  });

  it('drops contact blocks with nothing filled in, checks the others', () => {
    const blank = { physical_address: { is_international: '1' }, mailing_address: { is_same_as_primary_address: '0' } };
    expect(validateOnboardingStep('client_contacts', { client_contacts: [blank] }, context)).toEqual({});
    expect(pickOnboardingStep('client_contacts', { client_contacts: [blank] }, context).client_contacts).toEqual([]);
    const started = { name: 'Dr. Moore', contact_category_id: '7', personal_contact: { primary_phone: '4105550123' }, physical_address: { line_1: '1 Main' } };
    expect(validateOnboardingStep('client_contacts', { client_contacts: [started] }, context)).toEqual({
      'client_contacts.0.other_contact_category': 'The other contact category field is required.',
      'client_contacts.0.physical_address.city_name': 'The city field is required.',
      'client_contacts.0.physical_address.state_id': 'The state field is required.',
      'client_contacts.0.physical_address.county': 'The county field is required.',
      'client_contacts.0.physical_address.zip_code': 'The ZIP code field is required.',
    });
  });

  it('picks a step as a form sends it: amounts as typed, a blank contact as its physical address not abroad, in its place', () => {
    const blank = { physical_address: {}, mailing_address: { is_same_as_primary_address: '0' } };
    const started = { name: 'Dr. Moore', contact_category_id: '1', personal_contact: { primary_phone: '(410) 555-0123' }, physical_address: {}, mailing_address: {} };
    const sent = pickOnboardingStep('client_contacts', { client_contacts: [started, blank] }, context, undefined, 'sent').client_contacts as Record<string, unknown>[];
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ name: 'Dr. Moore', personal_contact: { primary_phone: '4105550123' }, physical_address: { is_international: 0 } });
    // An empty address says only that it is not abroad: no country.
    expect(sent[0]!.physical_address).not.toHaveProperty('country_id', 233);
    expect(sent[1]).toEqual({ physical_address: { is_international: 0 } });
    const bills = { client_bills: [{ ...bill, amount: '84.20' }] };
    expect((pickOnboardingStep('client_bills', bills, context, undefined, 'sent').client_bills as Record<string, unknown>[])[0]).toMatchObject({ amount: '84.20', is_recursive: 0 });
    expect((pickOnboardingStep('client_bills', bills, context).client_bills as Record<string, unknown>[])[0]).toMatchObject({ amount: 84.2 });
  });

  it('limits medical details to 1000 characters each', () => {
    expect(validateOnboardingStep('diagnosis', { health_info: { diagnosis: 'x'.repeat(1001) } }, context)).toEqual({ 'health_info.diagnosis': 'The diagnosis may not be greater than 1000 characters.' });
  });
});

describe('enquiry rules', () => {
  const enquiry = { is_client: '0', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org', phone_number: '(410) 555-0100', enquiry_type_id: '1' };

  it('accepts a visitor enquiry and asks a client for the SSN', () => {
    expect(validateEnquiry(enquiry, context)).toEqual({});
    expect(validateEnquiry({ ...enquiry, is_client: '1' }, context)).toEqual({ ssn: 'The SSN field is required.' });
  });

  it('limits the description to 1000 characters', () => {
    expect(validateEnquiry({ ...enquiry, description: 'x'.repeat(1001) }, context)).toEqual({ description: 'The description may not be greater than 1000 characters.' });
  });
});
