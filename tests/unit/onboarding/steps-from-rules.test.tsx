import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxLengthOf } from '@/contract/field-check';
import { isRequired, sentenceCase } from '@/contract/field-rules';
import { onboardingStepRules } from '@/contract/onboarding-rules';
import { IdentifiersStep, MedicalDetailsStep, UploadBillStep, fakeApi, renderStep } from './step-harness';
import { t } from '@/i18n/i18n';
import { ENGLISH } from '@/contract/english';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), showToast: vi.fn(), preloadToasts: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const today = { today: '2026-01-01', t: ENGLISH };
const field = (container: HTMLElement, name: string) => container.querySelector<HTMLElement>(`[name="${name}"]`);

describe('onboarding steps drawn from the shared rules', () => {
  it.each([
    ['Debit card number (optional)', 30],
    ['VA number (optional)', 30],
    ['RSS / Medicaid number (optional)', 30],
    ['Identification number', 50],
  ])('step 2 shows %j, at most %i characters', async (label, maxLength) => {
    fakeApi();
    renderStep(IdentifiersStep);
    const top = screen.getAllByRole('textbox', { name: label })[0]!;
    expect(top).toHaveAttribute('maxlength', String(maxLength));
  });

  it("step 2's text fields carry each rule's limit and requirement, and nothing else", () => {
    fakeApi();
    const { container } = renderStep(IdentifiersStep);
    const texts = onboardingStepRules('identifier').fields.filter((rule) => rule.kind === 'text' || rule.kind === 'numberText');
    expect(texts.length).toBeGreaterThan(0);
    for (const rule of texts) {
      const input = field(container, rule.name)!;
      expect(input, rule.name).toHaveAttribute('maxlength', String(maxLengthOf(rule)));
      expect(input.getAttribute('aria-required') === 'true', rule.name).toBe(isRequired(rule, {}, today));
      expect(screen.getAllByText(isRequired(rule, {}, today) ? sentenceCase(t(rule.label)) : `${sentenceCase(t(rule.label))} (optional)`).length).toBeGreaterThan(0);
    }
  });

  it('step 2 asks an other identifier for both its fields once one is filled in, up to the list\'s 3', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(IdentifiersStep);
    const first = screen.getByRole('region', { name: 'Other identifier 1' });
    expect(within(first).getByRole('textbox', { name: 'Identifier type (optional)' })).toHaveAttribute('maxlength', '100');
    await user.type(within(first).getByRole('textbox', { name: 'Identification number (optional)' }), 'LC-1');
    expect(within(first).getByRole('textbox', { name: 'Identifier type' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText(`Any other ID numbers you have, up to ${onboardingStepRules('identifier').lists[0]!.max}. Leave empty if none.`)).toBeInTheDocument();
  });

  it("step 3's three texts are optional, 1000 characters each, with a count", () => {
    fakeApi();
    renderStep(MedicalDetailsStep);
    for (const label of ['Diagnosis', 'Medications', 'Guardianship']) {
      expect(screen.getByRole('textbox', { name: `${label} (optional)` })).toHaveAttribute('maxlength', '1000');
    }
    expect(screen.getAllByText('0/1000')).toHaveLength(3);
  });

  it("step 6 asks a repeating bill how often and how many times, in the rule's bounds", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(UploadBillStep, {}, true);
    const bill = screen.getByRole('region', { name: 'Bill 1' });
    // Money signs and spaces go from an amount or a count, so no limit cuts a paste of one.
    expect(within(bill).getByRole('textbox', { name: 'Amount for one month in dollars' })).toHaveAttribute('inputmode', 'decimal');
    expect(within(bill).getByRole('textbox', { name: 'Amount for one month in dollars' })).not.toHaveAttribute('maxlength');
    expect(within(bill).queryByRole('textbox', { name: /Repeat intervals/ })).toBeNull();
    await user.click(within(bill).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(within(bill).getByRole('combobox', { name: 'How often' })).toHaveAttribute('aria-required', 'true'));
    expect(within(bill).getByRole('textbox', { name: 'Repeat intervals (optional)' })).toHaveAttribute('inputmode', 'numeric');
    expect(within(bill).getByText('How many times it repeats, from 1 to 52.')).toBeInTheDocument();
    expect(within(bill).getByText('A photo or PDF of the bill (PNG, JPG, JPEG, GIF, WEBP, or PDF), at most 10 MB.')).toBeInTheDocument();
  });
});
