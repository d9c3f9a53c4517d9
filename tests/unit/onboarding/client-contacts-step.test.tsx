import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientContactsStep, fakeApi, renderStep } from './step-harness';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), showToast: vi.fn(), preloadToasts: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const address = (legend: string) => screen.getByRole('group', { name: `${legend} address (optional)` });

/** Picks from a single select, the phone's own: once its list has the option. */
async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
  await within(select).findByRole('option', { name: option });
  await user.selectOptions(select, option);
}

describe('step 5, Client Contacts', () => {
  it('sends an untouched contact block as the physical international flag alone, with no country', async () => {
    const user = userEvent.setup({ delay: null });
    const { saves } = fakeApi();
    const { props } = renderStep(ClientContactsStep);
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    expect([...(saves[0] as FormData).entries()].filter(([name]) => name.startsWith('client_contacts'))).toEqual([
      ['client_contacts[0][physical_address][is_international]', '0'],
    ]);
  });

  it('asks a started contact for its name, category and phone, and a started home address for its county', async () => {
    const user = userEvent.setup({ delay: null });
    const { saves } = fakeApi();
    renderStep(ClientContactsStep);
    await user.type(within(address('Physical')).getByLabelText(/Address line 1/), '12 Elm St');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const summary = await screen.findByRole('alert');
    for (const message of [
      'The contact name field is required.',
      'The contact category field is required.',
      'The primary phone field is required.',
      'The county field is required.',
      'The city field is required.',
    ]) {
      expect(within(summary).getByText(message)).toBeInTheDocument();
    }
    expect(saves).toHaveLength(0);
  });

  it("opens 'Other contact category' when the category is Other", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(ClientContactsStep);
    expect(screen.queryByLabelText('Other contact category')).toBeNull();
    await choose(user, await screen.findByRole('combobox', { name: /Contact category/ }), 'Other');
    expect(screen.getByLabelText('Other contact category')).toBeInTheDocument();
  });

  it('marks an address international when another country is chosen, and clears country and state when unticked', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(ClientContactsStep);
    const mailing = address('Mailing');
    await choose(user, within(mailing).getByRole('combobox', { name: /State/ }), 'Maryland');
    await waitFor(() => expect(within(mailing).getByRole('combobox', { name: /Country/ })).toHaveDisplayValue('United States'));
    await choose(user, within(mailing).getByRole('combobox', { name: /Country/ }), 'Canada');
    const international = within(mailing).getByRole('checkbox', { name: 'International address (outside the United States)' });
    expect(international).toBeChecked();
    expect(within(mailing).getByLabelText('State / Province')).toBeInTheDocument();
    expect(within(mailing).queryByLabelText('County')).toBeNull();
    expect(within(mailing).getByLabelText('County (optional)')).toBeInTheDocument();

    await user.click(international);
    expect(within(mailing).getByRole('combobox', { name: /Country/ })).toHaveDisplayValue('United States');
    expect(within(mailing).getByRole('combobox', { name: /^State/ })).not.toHaveDisplayValue('Maryland');
  });

  it("copies the physical address into the mailing one while 'Same as physical address' is ticked", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(ClientContactsStep);
    await user.type(within(address('Physical')).getByLabelText(/Address line 1/), '12 Elm St');
    await user.click(within(address('Mailing')).getByRole('checkbox', { name: 'Same as physical address' }));
    const line = within(address('Mailing')).getByLabelText(/Address line 1/);
    expect(line).toHaveValue('12 Elm St');
    expect(line).toBeDisabled();
    await user.type(within(address('Physical')).getByLabelText(/Address line 1/), ', Apt 2');
    expect(line).toHaveValue('12 Elm St, Apt 2');
  });
});
