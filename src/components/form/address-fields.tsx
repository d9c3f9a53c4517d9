import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { choicesOf, lists, useOptions } from '@/api/dropdowns';
import { UNITED_STATES_COUNTRY_ID } from '@/contract/ids';
import { MAX_LENGTH } from '@/contract/limits';
import { addressStarted, useAddress, useAddressChoices, useSameAddressCopy } from './address-behaviour';
import { CheckboxField } from './checkbox-field';
import { fieldLabel, visibleError } from './field-state';
import { FormTextField } from './form-text-field';
import { SelectField, choiceItems, loadingListProps } from './select-field';

export interface AddressFieldsProps {
  /** e.g. 'client_contacts.0.physical_address'. */
  prefix: string;
  legend: string;
  /** The whole address may be left empty; once started, its fields are required. */
  optional?: boolean;
  /** For a mailing address: the physical address it may copy ('Same as physical address'). */
  physicalPrefix?: string;
}

/** The country, shown as the default country while the address is not international. */
function CountrySelect({ prefix, required, disabled }: { prefix: string; required: boolean; disabled: boolean }) {
  const name = `${prefix}.country_id`;
  const { input, meta } = useField<number | undefined>(name);
  const international = useField<boolean | undefined>(`${prefix}.is_international`, { subscription: { value: true } }).input.value;
  const countries = useOptions(lists.countries());
  const choices = choicesOf(countries);
  const { countryChosen } = useAddressChoices(prefix);
  const error = visibleError(meta);
  const value = international ? (input.value ?? '') : UNITED_STATES_COUNTRY_ID;
  return (
    <TextField
      select
      id={`field-${name}`}
      name={name}
      label={fieldLabel('Country', required)}
      value={countries.data ? value : ''}
      onChange={(event) => countryChosen(Number(event.target.value))}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? (countries.error ? 'We could not load the countries. Check your connection and try again.' : undefined)}
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { list: loadingListProps(`field-${name}`, !choices) } } } }}
    >
      {choiceItems(`field-${name}`, choices)}
    </TextField>
  );
}

function SameAddressCopy({ prefix, physicalPrefix, same }: { prefix: string; physicalPrefix: string; same: boolean }) {
  useSameAddressCopy(prefix, physicalPrefix, same);
  return null;
}

/**
 * A physical or mailing address with the spec's rules: a state list at home, free-text state
 * and a country abroad, county required at home, and for a mailing address 'Same as physical
 * address', which copies the physical fields and locks these.
 */
export function AddressFields({ prefix, legend, optional = false, physicalPrefix }: AddressFieldsProps) {
  const address = useAddress(prefix);
  const states = useOptions(lists.states());
  const { internationalToggled } = useAddressChoices(prefix);
  const same = Boolean(physicalPrefix && address?.is_same_as_primary_address);
  const abroad = Boolean(address?.is_international);
  const required = !optional || addressStarted(address);
  const field = (name: string) => `${prefix}.${name}`;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1.5, p: 0 }}>
        {optional ? `${legend} (optional)` : legend}
      </Box>
      <Box sx={(theme) => ({ display: 'grid', gap: 2, [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } })}>
        {physicalPrefix ? (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <CheckboxField name={field('is_same_as_primary_address')} label="Same as physical address" />
            <SameAddressCopy prefix={prefix} physicalPrefix={physicalPrefix} same={same} />
          </Box>
        ) : null}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <CheckboxField name={field('is_international')} label="International address (outside the United States)" disabled={same} onValueChange={internationalToggled} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField name={field('line_1')} label="Address line 1" required={required} maxLength={MAX_LENGTH.addressLine} disabled={same} autoComplete="off" />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField name={field('line_2')} label="Address line 2" maxLength={MAX_LENGTH.addressLine} disabled={same} autoComplete="off" />
        </Box>
        <FormTextField name={field('city_name')} label="City" required={required} maxLength={MAX_LENGTH.shortText} disabled={same} autoComplete="off" />
        <CountrySelect prefix={prefix} required={required} disabled={same} />
        {abroad ? (
          <FormTextField name={field('state_name')} label="State / Province" required={required} maxLength={MAX_LENGTH.shortText} disabled={same} />
        ) : (
          <SelectField name={field('state_id')} label="State" required={required} options={choicesOf(states)} disabled={same} />
        )}
        <FormTextField name={field('county')} label="County" required={required && !abroad} maxLength={MAX_LENGTH.shortText} disabled={same} />
        <FormTextField
          name={field('zip_code')}
          label={abroad ? 'Postal code' : 'ZIP code'}
          required={required}
          maxLength={abroad ? 20 : 10}
          inputMode={abroad ? 'text' : 'numeric'}
          disabled={same}
          hint={abroad || same ? undefined : '5 digits, or 9 as 12345-6789'}
        />
      </Box>
    </Box>
  );
}
