import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTAKE_STEP_RULES } from '@/contract/intake-rules';
import type { IntakeStepSlug } from '@/contract/steps';
import { StepFields } from '@/components/wizard/step-fields';
import { INTAKE_WIZARD } from '@/features/intake/wizard/intake-steps';

/** Each step's screen, as the wizard draws it. */
const STEP_VIEWS = Object.fromEntries(
  INTAKE_WIZARD.map((step) => [step.slug, () => <StepFields step={step} />]),
) as unknown as Record<IntakeStepSlug, ComponentType>;
import type { IntakeValues } from '@/features/intake/wizard/intake-values';
import { listFetch, renderStep } from './render-wizard';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(listFetch));
});
afterEach(() => vi.unstubAllGlobals());

interface Row {
  step: IntakeStepSlug;
  /** What is already in the form. */
  values?: IntakeValues;
  /** The field a person types into (by its label), and what they type. */
  field: string;
  input: string;
  expected: string | null;
}

const myself = { representative: { representative_type: 'myself' } };

/** Spec section 5, one row per rule as a person meets it: the message under the field, or none. */
const TABLE: Row[] = [
  { step: 'representative', values: myself, field: 'Your Primary Phone', input: '41055', expected: 'The primary phone must be 10 digits.' },
  { step: 'representative', values: myself, field: 'Your Primary Email', input: 'not-an-email', expected: 'The primary email must be a valid email address.' },
  { step: 'representative', values: myself, field: 'Your Other Phone', input: '', expected: null },
  { step: 'about_you', field: 'First Name', input: '', expected: 'The first name field is required.' },
  { step: 'about_you', field: 'Middle Name', input: '', expected: null },
  { step: 'about_you', field: 'Social Security Number', input: '12345678', expected: 'The SSN must be 9 digits.' },
  { step: 'about_you', values: { last_name: 'x'.repeat(101) }, field: 'Title', input: 'Mr.', expected: 'The last name may not be greater than 100 characters.' },
  { step: 'address_details', field: 'ZIP Code', input: '123', expected: 'The ZIP code must be 5 digits, or 9 digits as 12345-6789.' },
  { step: 'address_details', field: 'County', input: '', expected: 'The county field is required.' },
  { step: 'emergency_contact', field: 'Emergency Contact Name', input: '', expected: 'The emergency contact name field is required.' },
  { step: 'employment_details', field: 'Monthly Income ($)', input: 'lots', expected: 'The monthly income must be an amount in dollars, like 1250.00.' },
  { step: 'employment_details', field: 'Monthly Income ($)', input: '1234567890123', expected: 'The monthly income must be an amount in dollars, like 1250.00.' },
  { step: 'housing_details', values: { housing: { house_type_id: 1 } }, field: 'Housing Provider', input: '', expected: 'The housing provider field is required.' },
  { step: 'housing_details', values: { housing: { house_type_id: 8 } }, field: 'Housing Provider', input: '', expected: null },
  { step: 'referral_details', field: 'Referral Agency', input: '', expected: null },
];

describe('each step checks what a person types, with the shared rules and messages', () => {
  it.each(TABLE)('$step: "$input" in $field -> $expected', async ({ step, values = {}, field, input, expected }) => {
    const View: ComponentType = STEP_VIEWS[step];
    renderStep(<View />, INTAKE_STEP_RULES[step], values);
    const box = await screen.findByRole('textbox', { name: new RegExp(`^${field.replace(/[()$]/g, '\\$&')}( \\(optional\\))?$`) });
    if (input) await userEvent.type(box, input, { delay: null });
    await userEvent.click(screen.getByRole('button', { name: 'Save and proceed' }));
    if (expected) expect(await screen.findByText(expected)).toBeInTheDocument();
    else expect(box).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps only digits and + - ( ) . and space in a free-text number field', async () => {
    renderStep(<STEP_VIEWS.benefit_details />, INTAKE_STEP_RULES.benefit_details);
    const box = await screen.findByRole('textbox', { name: /^Veteran Service Number/ });
    await userEvent.type(box, 'VA#12-34 (x)', { delay: null });
    expect(box).toHaveValue('12-34 ()');
  });

  it("shows the spec's hints for income, food stamps, life insurance and rent", async () => {
    renderStep(<STEP_VIEWS.employment_details />, INTAKE_STEP_RULES.employment_details);
    expect(await screen.findByText("Input '0' if you receive no monthly income other than Social Security.")).toBeInTheDocument();
  });

  it("marks unrequired inputs '(optional)' and relaxes the landlord fields for housing types 7, 8 and 9", async () => {
    renderStep(<STEP_VIEWS.housing_details />, INTAKE_STEP_RULES.housing_details, { housing: { house_type_id: 9 } });
    expect(await screen.findByRole('textbox', { name: 'Landlord Phone (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rent per Month ($) (optional)' })).toBeInTheDocument();
  });
});
