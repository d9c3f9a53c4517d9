// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import type { FieldErrors, RuleContext, Values } from '@/contract/field-rules';
import type { OnboardingStepSlug } from '@/contract/steps';
import { flattenPayload } from '@/lib/payload';
import { stepOf } from '@/components/wizard/wizard-step';
import { ONBOARDING_WIZARD } from '@/features/onboarding/onboarding-steps';
import { formErrorsOf, stepBody, stepValues } from '@/features/onboarding/step-values';
import { ENGLISH } from '@/contract/english';

/** No lists loaded: no 'Other' is chosen, the server checks the options. */
const context: RuleContext = { today: '2026-01-01', t: ENGLISH };
const NO_UPLOADS = { hasPhoto: false, billsWithFiles: [] };

/** A step's payload builder, form values and error mapping, as the wizard uses them. */
function builders(slug: OnboardingStepSlug) {
  const step = stepOf(ONBOARDING_WIZARD, slug);
  return {
    toPayload: (values: Values) => stepBody(step, values, context, NO_UPLOADS),
    initialValues: (detail: Partial<OnboardingDetail>) => stepValues(step, detail as OnboardingDetail),
    toFormErrors: (errors: FieldErrors, values: Values) => formErrorsOf(step, errors, values, NO_UPLOADS),
  };
}
const profilePhotoValues = builders('document_proof');
const identifiersValues = builders('identifier');
const medicalDetailsValues = builders('diagnosis');
const activeBenefitsValues = builders('active_benefits');
const clientContactsValues = builders('client_contacts');
const uploadBillValues = builders('client_bills');

/**
 * The request body as the server reads it: bracketed names and their values (files by name),
 * in the order of their names (a server reads a body by name, not by position).
 */
function sent(body: Parameters<typeof flattenPayload>[0]): [string, string][] {
  return inOrder(flattenPayload(body).map(([name, value]) => [name, typeof value === 'string' ? value : `file:${(value as File).name}`]));
}
const inOrder = (entries: [string, string][]) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
const pdf = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });

describe('the payload builder of each onboarding step (spec section 7)', () => {
  it('step 1 sends the photo as image with the slug and skip=0', () => {
    expect(sent(profilePhotoValues.toPayload({ image: png }))).toEqual(
      inOrder([
        ['step', 'document_proof'],
        ['skip', '0'],
        ['image', 'file:me.png'],
      ]),
    );
    expect(sent(profilePhotoValues.toPayload({}))).toEqual(
      inOrder([
        ['step', 'document_proof'],
        ['skip', '0'],
      ]),
    );
  });

  it('step 2 sends identifiers[...] and other_identifiers[i][id|identity_code|identity_type], leaving blank blocks out', () => {
    const body = identifiersValues.toPayload({
      identifiers: { identification_type_id: 3, photo_id: ' P1234567 ', debit_card_no: '4000 1234', va_no: '', medicaid_no: 'MA-55' },
      other_identifiers: [{}, { id: 9, identity_code: 'LC-1', identity_type: 'Library card' }, { identity_code: 'X-2', identity_type: 'Gym card' }],
    });
    expect(sent(body)).toEqual(
      inOrder([
        ['step', 'identifier'],
        ['skip', '0'],
        ['identifiers[identification_type_id]', '3'],
        ['identifiers[photo_id]', 'P1234567'],
        ['identifiers[identity_code]', 'P1234567'],
        ['identifiers[debit_card_no]', '4000 1234'],
        ['identifiers[medicaid_no]', 'MA-55'],
        ['other_identifiers[0][id]', '9'],
        ['other_identifiers[0][identity_code]', 'LC-1'],
        ['other_identifiers[0][identity_type]', 'Library card'],
        ['other_identifiers[1][identity_code]', 'X-2'],
        ['other_identifiers[1][identity_type]', 'Gym card'],
      ]),
    );
  });

  it("step 2 puts the server's errors for a sent identifier back on the block the person sees", () => {
    const values = { identifiers: {}, other_identifiers: [{}, { identity_code: 'A' }, { identity_code: 'B', identity_type: 'C' }] };
    expect(identifiersValues.toFormErrors({ 'other_identifiers.0.identity_type': 'Needed', 'identifiers.photo_id': 'Needed' }, values)).toEqual({
      'other_identifiers.1.identity_type': 'Needed',
      'identifiers.photo_id': 'Needed',
    });
  });

  it('step 3 sends health_info[diagnosis|medications|guardianship]', () => {
    const body = medicalDetailsValues.toPayload({ health_info: { diagnosis: 'Type 2 diabetes', medications: '  ', guardianship: 'None' } });
    expect(sent(body)).toEqual(
      inOrder([
        ['step', 'diagnosis'],
        ['skip', '0'],
        ['health_info[diagnosis]', 'Type 2 diabetes'],
        ['health_info[guardianship]', 'None'],
      ]),
    );
  });

  it('step 4 sends the ticked benefits as active_benefits[i][reporting_account_id|benefit_amount|effective_from|effective_till]', () => {
    const body = activeBenefitsValues.toPayload({
      active_benefits: {
        b7: { checked: true, benefit_amount: '120.00', effective_from: '2023-01-01' },
        b2: { checked: true, benefit_amount: '943.50', effective_from: '2020-05-01', effective_till: '2024-04-30' },
        b3: { checked: false, benefit_amount: '10', effective_from: '2021-01-01' },
      },
    });
    expect(sent(body)).toEqual(
      inOrder([
        ['step', 'active_benefits'],
        ['skip', '0'],
        ['active_benefits[0][reporting_account_id]', '2'],
        ['active_benefits[0][benefit_amount]', '943.50'],
        ['active_benefits[0][effective_from]', '2020-05-01'],
        ['active_benefits[0][effective_till]', '2024-04-30'],
        ['active_benefits[1][reporting_account_id]', '7'],
        ['active_benefits[1][benefit_amount]', '120.00'],
        ['active_benefits[1][effective_from]', '2023-01-01'],
      ]),
    );
  });

  it("step 4 re-keys the server's errors by benefit id onto that benefit's fields", () => {
    expect(
      activeBenefitsValues.toFormErrors({ 'active_benefits.7.effective_till': 'Too early', 'active_benefits.2': 'Duplicate', step: 'x' }, { active_benefits: {} }),
    ).toEqual({ 'active_benefits.b7.effective_till': 'Too early', 'active_benefits.b2.checked': 'Duplicate', step: 'x' });
  });

  it('step 5 sends client_contacts[i][...] with nested personal_contact, physical_address and mailing_address, phones as digits', () => {
    const body = clientContactsValues.toPayload({
      client_contacts: [
        {
          id: 4,
          name: 'Dr. Ruth Okafor',
          contact_category_id: 1,
          personal_contact: { primary_phone: '(410) 555-0199', primary_email: 'office@example.org' },
          description: 'Family doctor',
          physical_address: { line_1: '12 Elm St', city_name: 'Baltimore', state_id: 21, county: 'Baltimore City', zip_code: '21201' },
          mailing_address: { is_same_as_primary_address: true },
        },
      ],
    });
    expect(sent(body)).toEqual(
      inOrder([
        ['step', 'client_contacts'],
        ['skip', '0'],
        ['client_contacts[0][id]', '4'],
        ['client_contacts[0][name]', 'Dr. Ruth Okafor'],
        ['client_contacts[0][contact_category_id]', '1'],
        ['client_contacts[0][personal_contact][primary_phone]', '4105550199'],
        ['client_contacts[0][personal_contact][primary_email]', 'office@example.org'],
        ['client_contacts[0][physical_address][line_1]', '12 Elm St'],
        ['client_contacts[0][physical_address][is_international]', '0'],
        ['client_contacts[0][physical_address][city_name]', 'Baltimore'],
        ['client_contacts[0][physical_address][state_id]', '21'],
        ['client_contacts[0][physical_address][county]', 'Baltimore City'],
        ['client_contacts[0][physical_address][country_id]', '233'],
        ['client_contacts[0][physical_address][zip_code]', '21201'],
        ['client_contacts[0][mailing_address][is_same_as_primary_address]', '1'],
        ['client_contacts[0][mailing_address][line_1]', '12 Elm St'],
        ['client_contacts[0][mailing_address][is_international]', '0'],
        ['client_contacts[0][mailing_address][city_name]', 'Baltimore'],
        ['client_contacts[0][mailing_address][state_id]', '21'],
        ['client_contacts[0][mailing_address][county]', 'Baltimore City'],
        ['client_contacts[0][mailing_address][country_id]', '233'],
        ['client_contacts[0][mailing_address][zip_code]', '21201'],
        ['client_contacts[0][description]', 'Family doctor'],
      ]),
    );
  });

  it('step 5 sends an address abroad with its country and free-text state, and an empty block as the international flag alone', () => {
    const body = clientContactsValues.toPayload({
      client_contacts: [
        {
          name: 'Ana Ruiz',
          contact_category_id: 4,
          personal_contact: { primary_phone: '4105550100' },
          physical_address: {},
          mailing_address: { is_international: true, line_1: 'Calle 5', city_name: 'Madrid', country_id: 205, state_name: 'Madrid', zip_code: '28001' },
        },
        { physical_address: {}, mailing_address: { is_same_as_primary_address: false } },
      ],
    });
    expect(sent(body)).toEqual(
      inOrder([
        ['step', 'client_contacts'],
        ['skip', '0'],
        ['client_contacts[0][name]', 'Ana Ruiz'],
        ['client_contacts[0][contact_category_id]', '4'],
        ['client_contacts[0][personal_contact][primary_phone]', '4105550100'],
        ['client_contacts[0][physical_address][is_international]', '0'],
        ['client_contacts[0][mailing_address][is_same_as_primary_address]', '0'],
        ['client_contacts[0][mailing_address][line_1]', 'Calle 5'],
        ['client_contacts[0][mailing_address][is_international]', '1'],
        ['client_contacts[0][mailing_address][city_name]', 'Madrid'],
        ['client_contacts[0][mailing_address][state_name]', 'Madrid'],
        ['client_contacts[0][mailing_address][country_id]', '205'],
        ['client_contacts[0][mailing_address][zip_code]', '28001'],
        ['client_contacts[1][physical_address][is_international]', '0'],
      ]),
    );
  });

  it('step 6 sends client_bills[i][...] with the file at [files][0], the frequency only for a recurring bill', () => {
    const body = uploadBillValues.toPayload({
      client_bills: [
        { reporting_account_id: 12, amount: '84.20', is_recursive: '1', bill_repeat_frequency_id: 3, repeat_intervals: '12', files: [pdf] },
        { id: 5, reporting_account_id: 11, amount: '950', is_recursive: '0', bill_repeat_frequency_id: 3, repeat_intervals: '4' },
      ],
    });
    expect(sent(body)).toEqual(
      inOrder([
        ['step', 'client_bills'],
        ['skip', '0'],
        ['client_bills[0][reporting_account_id]', '12'],
        ['client_bills[0][amount]', '84.20'],
        ['client_bills[0][is_recursive]', '1'],
        ['client_bills[0][bill_repeat_frequency_id]', '3'],
        ['client_bills[0][repeat_intervals]', '12'],
        ['client_bills[0][files][0]', 'file:bill.pdf'],
        ['client_bills[1][id]', '5'],
        ['client_bills[1][reporting_account_id]', '11'],
        ['client_bills[1][amount]', '950'],
        ['client_bills[1][is_recursive]', '0'],
      ]),
    );
  });
});

describe('the form values a step opens with, from the onboarding detail', () => {
  it('fills each step from GET /website/onboarding', () => {
    const detail = {
      name: 'Harold Jennings',
      identifiers: { identification_type: { id: 2 }, photo_id: 'D-55', debit_card_no: '4111', va_no: null, medicaid_no: null },
      other_identifier: [],
      health_info: { diagnosis: 'Asthma', medications: null, guardianship: null },
      benefits: [{ id: 3, reporting_account_id: 3, amount: 943, effective_from: { date: '2020-01-01' }, effective_till: null }],
      client_contacts: [],
      client_bills: [{ id: 8, reporting_account_id: 11, amount: 950, is_recursive: 1, bill_repeat_frequency_id: 3, repeat_intervals: null, files: [] }],
    };
    expect(identifiersValues.initialValues(detail)).toEqual({
      identifiers: { identification_type_id: 2, photo_id: 'D-55', debit_card_no: '4111', va_no: undefined, medicaid_no: undefined },
      other_identifiers: [{}],
    });
    expect((medicalDetailsValues.initialValues(detail).health_info as Values).diagnosis).toBe('Asthma');
    expect(activeBenefitsValues.initialValues(detail)).toEqual({
      active_benefits: { b3: { checked: true, benefit_amount: '943.00', effective_from: '2020-01-01', effective_till: undefined } },
    });
    expect(clientContactsValues.initialValues(detail)).toEqual({ client_contacts: [{}] });
    expect(uploadBillValues.initialValues(detail).client_bills).toEqual([
      { id: 8, reporting_account_id: 11, amount: '950.00', is_recursive: '1', bill_repeat_frequency_id: 3, repeat_intervals: undefined },
    ]);
  });
});
