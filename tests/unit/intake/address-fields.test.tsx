import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTAKE_STEP_RULES } from '@/contract/intake-rules';
import { newApplicationValues } from '@/features/intake/wizard/intake-values';
import { StepFields } from '@/components/wizard/step-fields';
import { stepOf } from '@/components/wizard/wizard-step';
import { INTAKE_WIZARD } from '@/features/intake/wizard/intake-steps';

const AddressStep = () => <StepFields step={stepOf(INTAKE_WIZARD, 'address_details')} />;
import { listFetch, renderStep } from './render-wizard';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(listFetch));
});
afterEach(() => vi.unstubAllGlobals());

const start = () => ({
  ...newApplicationValues({ stateId: 1, programIds: [10], isAwareChecked: false }),
  physical_address: { is_international: '0', line_1: '1 Main St', city_name: 'Towson', state_id: 21, county: 'Baltimore', zip_code: '21204' },
});

const mailing = (values: Record<string, unknown>) => values.mailing_address as Record<string, unknown>;

describe('the address step (spec section 4)', () => {
  it('groups each address under a legend that heading navigation finds too', () => {
    renderStep(<AddressStep />, INTAKE_STEP_RULES.address_details, start());
    for (const name of ['Where you live', 'Where we send your mail']) {
      const group = screen.getByRole('group', { name });
      expect(within(group).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it("copies the physical address into the mailing address and locks it when 'same as' is ticked", async () => {
    const { values } = renderStep(<AddressStep />, INTAKE_STEP_RULES.address_details, start());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Same as the address where I live' }));
    await waitFor(() => expect(mailing(values())).toMatchObject({ line_1: '1 Main St', city_name: 'Towson', state_id: 21, county: 'Baltimore', zip_code: '21204' }));
    expect(screen.getByRole('textbox', { name: /^Mailing Address Line 1/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Mailing Address Line 1/ })).toHaveValue('1 Main St');
    expect(screen.queryByRole('checkbox', { name: /outside the United States/ })).not.toBeInTheDocument();
  });

  it("gives back the mailing address typed before 'same as' was ticked when it is unticked", async () => {
    const user = userEvent.setup({ delay: null });
    const { values } = renderStep(<AddressStep />, INTAKE_STEP_RULES.address_details, start());
    await user.type(screen.getByRole('textbox', { name: /^Mailing Address Line 1/ }), 'PO Box 12');
    await user.type(screen.getByRole('textbox', { name: /^Mailing City/ }), 'Baltimore');
    const same = screen.getByRole('checkbox', { name: 'Same as the address where I live' });
    await user.click(same);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Mailing Address Line 1/ })).toHaveValue('1 Main St'));
    await user.click(same);
    expect(screen.getByRole('textbox', { name: /^Mailing Address Line 1/ })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^Mailing Address Line 1/ })).toHaveValue('PO Box 12');
    expect(mailing(values())).toMatchObject({ line_1: 'PO Box 12', city_name: 'Baltimore' });
    expect(mailing(values()).county).toBeUndefined();
  });

  it("leaves the copy to be edited when 'same as' is unticked with nothing typed before", async () => {
    const user = userEvent.setup({ delay: null });
    const { values } = renderStep(<AddressStep />, INTAKE_STEP_RULES.address_details, start());
    const same = screen.getByRole('checkbox', { name: 'Same as the address where I live' });
    await user.click(same);
    await waitFor(() => expect(mailing(values())).toMatchObject({ line_1: '1 Main St' }));
    await user.click(same);
    expect(screen.getByRole('textbox', { name: /^Mailing Address Line 1/ })).toHaveValue('1 Main St');
  });

  it('makes the mailing address international when another country is chosen, clearing the state', async () => {
    const initial = start();
    const { values } = renderStep(<AddressStep />, INTAKE_STEP_RULES.address_details, { ...initial, mailing_address: { ...mailing(initial), state_id: 21 } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Mailing Country/ })).toBeInTheDocument());
    const country = screen.getByRole('combobox', { name: /^Mailing Country/ });
    await within(country).findByRole('option', { name: 'Canada' });
    await userEvent.selectOptions(country, 'Canada');
    expect(mailing(values())).toMatchObject({ is_international: true, country_id: 39 });
    expect(mailing(values()).state_id).toBeUndefined();
    expect(await screen.findByRole('textbox', { name: 'Mailing State or Province' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Mailing State$/ })).not.toBeInTheDocument();
  });

  it('clears the country and the state when international is toggled', async () => {
    const initial = start();
    const { values } = renderStep(<AddressStep />, INTAKE_STEP_RULES.address_details, {
      ...initial,
      mailing_address: { ...mailing(initial), is_international: true, country_id: 39, state_name: 'Ontario' },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /outside the United States/ }));
    expect(mailing(values()).state_name).toBeUndefined();
    expect(mailing(values()).is_international).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: /outside the United States/ }));
    expect(mailing(values()).country_id).toBeUndefined();
  });

  it('asks for the county at home but not abroad', async () => {
    const initial = start();
    renderStep(<AddressStep />, INTAKE_STEP_RULES.address_details, { ...initial, mailing_address: { ...mailing(initial), is_international: true, country_id: 39 } });
    expect(await screen.findByRole('textbox', { name: 'County' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mailing County (optional)' })).toBeInTheDocument();
  });
});
