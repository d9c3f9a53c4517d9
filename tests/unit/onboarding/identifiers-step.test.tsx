import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAIL, IdentifiersStep, fakeApi, renderStep } from './step-harness';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), showToast: vi.fn(), preloadToasts: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

describe('step 2, Identifiers', () => {
  it("asks for the identifier type and number with the server's words, and sends nothing until they are given", async () => {
    const user = userEvent.setup({ delay: null });
    const { saves } = fakeApi();
    const { props } = renderStep(IdentifiersStep);
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('The identifier type field is required.')).toBeInTheDocument();
    expect(within(summary).getByText('The identification number field is required.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    const type = screen.getByRole('combobox', { name: 'Identifier type' });
    await within(type).findByRole('option', { name: 'US passport' });
    await user.selectOptions(type, 'US passport');
    await user.type(screen.getByLabelText('Identification number'), 'P1234567');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    const sent = saves[0] as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('step')).toBe('identifier');
    expect(sent.get('skip')).toBe('0');
    expect(sent.get('identifiers[identification_type_id]')).toBe('3');
    expect(sent.get('g-recaptcha-response')).toBe('local:onboarding');
  });

  it('allows at most 3 other identifiers, and a started one needs both its fields', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(IdentifiersStep, { identifiers: { identification_type_id: 1, photo_id: 'D-1' } });
    const add = () => user.click(screen.getByRole('button', { name: 'Add another identifier' }));
    await add();
    await add();
    expect(screen.getAllByRole('heading', { name: /^Other identifier \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add another identifier' })).toBeNull();
    expect(screen.getByText('You can add at most 3 other identifiers.')).toBeInTheDocument();

    const second = screen.getByRole('region', { name: 'Other identifier 2' });
    await user.type(within(second).getByLabelText(/Identification number/), 'LC-77');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await within(second).findByText('The identifier type field is required.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Other identifier 1' })).queryByText(/field is required/)).toBeNull();
  });

  it("shows a server refusal under the field and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { 'other_identifiers.0.identity_type': ['The identifier type may not be greater than 100 characters.'] } } }));
    renderStep(IdentifiersStep, { ...DETAIL, identifiers: { identification_type_id: 1, photo_id: 'D-1' }, other_identifier: [{ id: 4, identity_code: 'A-1', identity_type: 'Card' }] });
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const block = screen.getByRole('region', { name: 'Other identifier 1' });
    expect(await within(block).findByText('The identifier type may not be greater than 100 characters.')).toBeInTheDocument();
    expect(within(block).getByLabelText(/Identification number/)).toHaveValue('A-1');
  });
});
