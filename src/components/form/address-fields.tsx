import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { choicesOf, useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';
import { UNITED_STATES_COUNTRY_ID } from '@/contract/ids';
import { useAddress, useAddressChoices, useSameAddressCopy } from './address-behaviour';
import { CheckboxField } from './checkbox-field';
import { fieldLabel, visibleError } from './field-state';
import { fullRow, twoColumns } from './form-grid';
import { RuleField } from './rule-field';
import { useFieldRule, useRuleScope } from './rule-scope';
import { choiceItems, loadingListProps } from './select-field';
import { addressMessages as m, formMessages } from './messages';
import { useT } from '@/i18n/i18n';

export interface AddressFieldsProps {
  /** The address in the rules' scope, e.g. a contact's 'physical_address'. */
  name: string;
  legend: string;
  /** For a mailing address: the physical address it may copy ('Same as physical address'). */
  physical?: string;
}

/** The country, shown as the default country while the address is not international. */
function CountrySelect({ prefix, required, disabled }: { prefix: string; required: boolean; disabled: boolean }) {
  const name = `${prefix}.country_id`;
  const { input, meta } = useField<number | undefined>(name);
  const international = useField<boolean | undefined>(`${prefix}.is_international`, { subscription: { value: true } }).input.value;
  const countries = useOptions(lists.countries());
  const t = useT();
  const choices = choicesOf(countries);
  const { countryChosen } = useAddressChoices(prefix);
  const error = visibleError(meta);
  const value = international ? (input.value ?? '') : UNITED_STATES_COUNTRY_ID;
  return (
    <TextField
      select
      id={`field-${name}`}
      name={name}
      label={fieldLabel(t(m.country), required)}
      value={countries.data ? value : ''}
      onChange={(event) => countryChosen(Number(event.target.value))}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? (countries.error ? t(m.countriesFailed) : undefined)}
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
 * A physical or mailing address drawn from its rules (src/contract/address-rules.ts): a state
 * list at home, free-text state and a country abroad, county required at home, the whole
 * address optional where its rules are, and for a mailing address 'Same as physical address',
 * which copies the physical fields and locks these. The labels are the same words for both
 * addresses (the legend says which one); the limits and requirements are the rules'.
 */
export function AddressFields({ name, legend, physical }: AddressFieldsProps) {
  const scope = useRuleScope();
  const t = useT();
  const inForm = (field: string) => (scope.prefix ? `${scope.prefix}.${field}` : field);
  const prefix = inForm(name);
  const address = useAddress(prefix);
  const { internationalToggled } = useAddressChoices(prefix);
  const same = Boolean(physical && address?.is_same_as_primary_address);
  const abroad = Boolean(address?.is_international);
  const field = (part: string) => `${name}.${part}`;
  // 'Same as physical address': the physical fields are shown here, locked, asked as they are there.
  const copied = (part: string) => (same && physical ? { copyOf: `${physical}.${part}` } : {});
  const firstLine = useFieldRule(field('line_1'), copied('line_1'));
  const optional = firstLine?.rule.required !== true;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1.5, p: 0 }}>
        {optional ? t(formMessages.optional, { label: legend }) : legend}
      </Box>
      <Box sx={twoColumns(2)}>
        {physical ? (
          <Box sx={fullRow}>
            <CheckboxField name={`${prefix}.is_same_as_primary_address`} label={t(m.sameAsPhysical)} />
            <SameAddressCopy prefix={prefix} physicalPrefix={inForm(physical)} same={same} />
          </Box>
        ) : null}
        <Box sx={fullRow}>
          <CheckboxField name={`${prefix}.is_international`} label={t(m.international)} disabled={same} onValueChange={internationalToggled} />
        </Box>
        <Box sx={fullRow}>
          <RuleField name={field('line_1')} label={t(m.line1)} {...copied('line_1')} />
        </Box>
        <Box sx={fullRow}>
          <RuleField name={field('line_2')} label={t(m.line2)} {...copied('line_2')} />
        </Box>
        <RuleField name={field('city_name')} label={t(m.city)} {...copied('city_name')} />
        {/* The country is asked whenever the address is: at home it reads as the default one. */}
        <CountrySelect prefix={prefix} required={firstLine?.required ?? false} disabled={same} />
        {abroad ? (
          <RuleField name={field('state_name')} label={t(m.stateOrProvince)} {...copied('state_name')} />
        ) : (
          <RuleField name={field('state_id')} label={t(m.state)} {...copied('state_id')} />
        )}
        <RuleField name={field('county')} label={t(m.county)} {...copied('county')} />
        <RuleField name={field('zip_code')} label={t(abroad ? m.postalCode : m.zipCode)} hint={abroad || same ? undefined : t(m.zipHint)} {...copied('zip_code')} />
      </Box>
    </Box>
  );
}
