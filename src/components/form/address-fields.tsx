import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import { addressLabels } from '@/contract/address-rules';
import { toFlag } from '@/contract/field-rules';
import { UNITED_STATES_COUNTRY_ID } from '@/contract/ids';
import type { Message } from '@/contract/translate';
import { useT } from '@/i18n/i18n';
import { useAddress, useAddressChoices, useSameAddressCopy, useTypedBeforeCopy } from './address-behaviour';
import { CheckboxField } from './checkbox-field';
import { fieldLabel, visibleError } from './field-state';
import { fullRow, twoColumns } from './form-grid';
import { NativeSelectBox } from './native-select-field';
import { styledLabel } from './label-style';
import { addressMessages as m, formMessages } from './messages';
import { RuleField } from './rule-field';
import { useFieldRule, useRuleScope } from './rule-scope';

/** What an address says on its screen, where its rules' words are not enough. */
export interface AddressWords {
  /** What the fieldset says: which address this is ('Where you live', 'Mailing address'). */
  legend: Message;
  /**
   * The legend is also a heading of this level where the address is a section of its screen,
   * so that heading navigation finds it as well as the fieldset's grouping announcing it.
   */
  heading?: 'h3' | 'h4';
  /**
   * 'own': each field says its rule's label ('Mailing City'), so that a field read alone names
   * its address; 'plain': every address says the physical address's words ('City'), its legend
   * naming it.
   */
  labels?: 'own' | 'plain';
  /** 'Same as physical address', for an address that may copy the physical one. */
  sameAs?: Message;
  /** 'International address (outside the United States)'. */
  international?: Message;
  /** The free-text state abroad, where its words are not the rule's ('State / Province' for plain words). */
  stateName?: Message;
  /**
   * The person's own address: the browser's autofill section its fields belong to ('section-home'),
   * each field then saying its part ('address-line1', 'postal-code'). Without it, autofill is left
   * to the scope (another person's address is 'off').
   */
  autoComplete?: string;
}

export interface AddressFieldsProps {
  /** The address in the rules' scope, e.g. 'physical_address' or a contact's 'mailing_address'. */
  name: string;
  words: AddressWords;
  /** Two fields to a row from the sm breakpoint. */
  columns?: boolean;
}

/** The country: shown as the United States while the address is not abroad, where it is not kept. */
function CountrySelect({ prefix, label, required, disabled }: { prefix: string; label: string; required: boolean; disabled: boolean }) {
  const name = `${prefix}.country_id`;
  const scope = useRuleScope();
  const t = useT();
  const { input, meta } = useField<number | undefined>(name);
  const abroad = toFlag(useField(`${prefix}.is_international`, { subscription: { value: true } }).input.value) === 1;
  const { countryChosen } = useAddressChoices(prefix);
  const choices = scope.options('countries');
  const error = visibleError(meta);
  const value = abroad ? (input.value ?? '') : UNITED_STATES_COUNTRY_ID;
  return (
    <NativeSelectBox
      id={`field-${name}`}
      name={name}
      label={fieldLabel(label, required)}
      value={choices && choices.length > 0 ? String(value) : ''}
      // The empty line is no country: an address abroad names one, and at home it is the United States.
      onChange={(chosen) => {
        if (chosen) countryChosen(Number(chosen));
      }}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      options={choices}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? (choices?.length === 0 ? t(m.countriesFailed) : undefined)}
    />
  );
}

function SameAddressCopy({ prefix, physicalPrefix, same }: { prefix: string; physicalPrefix: string; same: boolean }) {
  useSameAddressCopy(prefix, physicalPrefix, same);
  return null;
}

/**
 * An address drawn from its rules (src/contract/address-rules.ts), for every form: a state list
 * at home, free-text state and a country abroad (where the rules let it be abroad), county
 * required at home, the whole address optional where its rules are, and for a mailing address
 * 'Same as physical address', which copies the physical fields and shows them locked (unticked,
 * it gives back what the person had typed there). Choosing another country marks the address
 * abroad; ticking or unticking 'abroad' clears the country and the state (address-behaviour.ts).
 * Limits and requirements are the rules'.
 */
export function AddressFields({ name, words, columns = false }: AddressFieldsProps) {
  const scope = useRuleScope();
  const t = useT();
  const inForm = (field: string) => (scope.prefix ? `${scope.prefix}.${field}` : field);
  const prefix = inForm(name);
  const field = (part: string) => `${name}.${part}`;
  const purpose = (part: string) => (words.autoComplete ? { autoComplete: `${words.autoComplete} ${part}` } : {});
  const address = useAddress(prefix);
  const { internationalToggled } = useAddressChoices(prefix);
  const sameToggled = useTypedBeforeCopy(prefix);
  const mayCopy = scope.rules.some((rule) => rule.name === field('is_same_as_primary_address'));
  const physical = name.replace(/[^.]+$/, 'physical_address');
  const same = mayCopy && toFlag(address?.is_same_as_primary_address) === 1;
  const mayGoAbroad = scope.rules.some((rule) => rule.name === field('is_international') && rule.kind === 'flag');
  const abroad = toFlag(address?.is_international) === 1;
  // 'Same as physical address': the physical fields are shown here, locked, asked as they are there.
  const copied = (part: string) => (same ? { copyOf: `${physical}.${part}` } : {});
  const plain = words.labels === 'plain' ? addressLabels('') : null;
  /** A field's words: the screen's own as written, else the plain ones in the form's style, else (undefined) its rule's. */
  const label = (plainWords: Message | undefined, own?: Message) => {
    if (own) return t(own);
    return plainWords ? styledLabel(t(plainWords), scope.labels, t.locale) : undefined;
  };
  const firstLine = useFieldRule(field('line_1'), copied('line_1'));
  const country = useFieldRule(field('country_id'), { keepWhenInactive: true });
  const optional = firstLine?.rule.required !== true;
  const legend = t(words.legend);
  const legendText = optional ? t(formMessages.optional, { label: legend }) : legend;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1.5, p: 0 }}>
        {words.heading ? (
          <Box component={words.heading} sx={{ font: 'inherit', m: 0 }}>
            {legendText}
          </Box>
        ) : (
          legendText
        )}
      </Box>
      <Box sx={columns ? twoColumns(2) : { display: 'grid', gap: 3 }}>
        {mayCopy ? (
          <Box sx={fullRow}>
            <CheckboxField name={`${prefix}.is_same_as_primary_address`} label={t(words.sameAs ?? m.sameAsPhysical)} onValueChange={sameToggled} />
            <SameAddressCopy prefix={prefix} physicalPrefix={inForm(physical)} same={same} />
          </Box>
        ) : null}
        {mayGoAbroad && !same ? (
          <Box sx={fullRow}>
            <CheckboxField name={`${prefix}.is_international`} label={t(words.international ?? m.international)} onValueChange={internationalToggled} />
          </Box>
        ) : null}
        <Box sx={fullRow}>
          <RuleField name={field('line_1')} label={label(plain?.line1)} {...purpose('address-line1')} {...copied('line_1')} />
        </Box>
        <Box sx={fullRow}>
          <RuleField name={field('line_2')} label={label(plain?.line2)} {...purpose('address-line2')} {...copied('line_2')} />
        </Box>
        <RuleField name={field('city_name')} label={label(plain?.city)} {...purpose('address-level2')} {...copied('city_name')} />
        {/* The country is asked whenever the address may be abroad: at home it reads as the United States. */}
        {mayGoAbroad && country && (!same || abroad) ? (
          <CountrySelect
            prefix={prefix}
            label={label(plain?.country) ?? country.label}
            required={abroad ? country.required : (firstLine?.required ?? false)}
            disabled={same}
          />
        ) : null}
        {abroad ? (
          <RuleField name={field('state_name')} label={label(plain ? m.stateOrProvince : undefined, words.stateName)} {...purpose('address-level1')} {...copied('state_name')} />
        ) : (
          <RuleField name={field('state_id')} label={label(plain?.state)} {...purpose('address-level1')} {...copied('state_id')} />
        )}
        <RuleField name={field('county')} label={label(plain?.county)} {...copied('county')} />
        <RuleField
          name={field('zip_code')}
          label={label(abroad ? plain?.postalCode : plain?.zip)}
          hint={abroad || same ? undefined : t(m.zipHint)}
          {...purpose('postal-code')}
          {...copied('zip_code')}
        />
      </Box>
    </Box>
  );
}
