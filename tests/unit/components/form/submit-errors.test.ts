// @vitest-environment node
import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { nestErrors, submitErrorsFrom } from '@/components/form/submit-errors';
import { stepOf } from '@/components/wizard/wizard-step';
import { ONBOARDING_WIZARD } from '@/features/onboarding/onboarding-steps';
import type { ItemProblem } from '@/offline/outbox-item';

/** The active benefits step, whose form keys a benefit by its id. */
const activeBenefitsValues = stepOf(ONBOARDING_WIZARD, 'active_benefits');

describe('nestErrors', () => {
  it.each([
    ['a plain name stays as it is', { email: 'Bad email' }, { email: 'Bad email' }],
    ['a dotted name becomes a nested path', { 'physical_address.county': 'Required' }, { physical_address: { county: 'Required' } }],
    ['a numeric part is a position in a list', { 'client_bills.1.amount': 'Not a number' }, { client_bills: [undefined, { amount: 'Not a number' }] }],
    ['a file of a list item keeps its position too', { 'client_bills.0.files.0': 'Too big' }, { client_bills: [{ files: ['Too big'] }] }],
    [
      'two fields of one item share it',
      { 'client_contacts.0.name': 'Required', 'client_contacts.0.personal_contact.primary_phone': 'Required' },
      { client_contacts: [{ name: 'Required', personal_contact: { primary_phone: 'Required' } }] },
    ],
    ['nothing to nest is nothing', {}, {}],
  ])('%s', (_case, dotted, nested) => {
    expect(nestErrors(dotted)).toEqual(nested);
  });
});

describe('submitErrorsFrom', () => {
  it('sets the first message of every field, dotted names as nested paths, and the message as the form error', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: {
        email: 'The email must be a valid email address.',
        'physical_address.county': 'The county field is required.',
        'client_bills.1.amount': 'The amount must be a number.',
      },
    });
    expect(submitErrorsFrom(error)).toEqual({
      email: 'The email must be a valid email address.',
      physical_address: { county: 'The county field is required.' },
      client_bills: [undefined, { amount: 'The amount must be a number.' }],
      [FORM_ERROR]: 'The given data was invalid.',
    });
  });

  it("takes an outbox item's refusal as it takes an API error", () => {
    const problem: ItemProblem = { status: 422, message: 'Check the address.', fieldErrors: { 'mailing_address.zip_code': 'The mailing ZIP code is invalid.' } };
    expect(submitErrorsFrom(problem)).toEqual({ mailing_address: { zip_code: 'The mailing ZIP code is invalid.' }, [FORM_ERROR]: 'Check the address.' });
  });

  it('puts an active benefit\'s errors, which the server keys by benefit id (spec section 8), under that benefit', () => {
    const values = { active_benefits: { b3: { checked: true, benefit_amount: 'x' } } };
    const fieldErrors = activeBenefitsValues.toFormErrors!({ 'active_benefits.3.benefit_amount': 'The monthly amount must be an amount.', 'active_benefits.7': 'The benefit is invalid.' }, values);
    expect(submitErrorsFrom({ message: 'The given data was invalid.', fieldErrors })).toEqual({
      active_benefits: { b3: { benefit_amount: 'The monthly amount must be an amount.' }, b7: { checked: 'The benefit is invalid.' } },
      [FORM_ERROR]: 'The given data was invalid.',
    });
  });
});
