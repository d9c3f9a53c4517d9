import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { submitErrorsFrom } from '@/components/form/submit-errors';

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
});
