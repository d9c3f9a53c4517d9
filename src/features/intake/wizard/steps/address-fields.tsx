import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useField, useForm, useFormState } from 'react-final-form';
import { UNITED_STATES_COUNTRY_ID } from '@/contract/ids';
import { toId, type Values } from '@/contract/field-rules';
import { CheckboxField } from '@/components/form/checkbox-field';
import { RuleField } from '@/components/form/rule-field';
import type { Message } from '@/contract/translate';
import { useT } from '@/i18n/i18n';
import { stepMessages as m } from './messages';

const COPIED = ['line_1', 'line_2', 'city_name', 'state_id', 'county', 'zip_code'] as const;
const MAILING_LABELS: Record<(typeof COPIED)[number], Message> = {
  line_1: m.mailingLine1,
  line_2: m.mailingLine2,
  city_name: m.mailingCity,
  state_id: m.mailingState,
  county: m.mailingCounty,
  zip_code: m.mailingZipCode,
};

/** The physical address: always in the United States (spec: is_international always 0). */
export function PhysicalAddressFields() {
  const t = useT();
  return (
    <>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
        {t(m.whereYouLive)}
      </Typography>
      <RuleField name="physical_address.line_1" label={t(m.addressLine1)} />
      <RuleField name="physical_address.line_2" label={t(m.addressLine2)} />
      <RuleField name="physical_address.city_name" label={t(m.city)} />
      <RuleField name="physical_address.state_id" label={t(m.state)} />
      <RuleField name="physical_address.county" label={t(m.county)} />
      <RuleField name="physical_address.zip_code" label={t(m.zipCode)} />
    </>
  );
}

/**
 * The mailing address (spec section 4): 'same as physical' copies the physical address and
 * locks the mailing inputs; a country other than the United States makes it international
 * (free-text state), and toggling international clears the country and state.
 */
export function MailingAddressFields() {
  const form = useForm();
  const t = useT();
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const same = Boolean(useField('mailing_address.is_same_as_primary_address', { type: 'checkbox', subscription: { value: true } }).input.checked);
  const international = Boolean(useField('mailing_address.is_international', { type: 'checkbox', subscription: { value: true } }).input.checked);
  const physical = (values.physical_address ?? {}) as Record<string, unknown>;
  const physicalKey = COPIED.map((field) => String(physical[field] ?? '')).join('|');

  // While 'same as physical' is ticked, the mailing address follows the physical one.
  useEffect(() => {
    if (!same) return;
    form.batch(() => {
      for (const field of COPIED) form.change(`mailing_address.${field}`, physical[field]);
      form.change('mailing_address.is_international', false);
      form.change('mailing_address.country_id', UNITED_STATES_COUNTRY_ID);
      form.change('mailing_address.state_name', undefined);
    });
    // physicalKey stands for the physical fields' values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [same, physicalKey, form]);

  // Toggling international clears the country and state; back home, the country is the default one.
  const internationalToggled = (abroad: boolean) =>
    form.batch(() => {
      form.change('mailing_address.country_id', abroad ? undefined : UNITED_STATES_COUNTRY_ID);
      form.change('mailing_address.state_id', undefined);
      form.change('mailing_address.state_name', undefined);
    });

  const countryChosen = (next: unknown) => {
    if (toId(next) === UNITED_STATES_COUNTRY_ID) return;
    form.batch(() => {
      form.change('mailing_address.is_international', true);
      form.change('mailing_address.state_id', undefined);
    });
  };

  return (
    <>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 600, pt: 2 }}>
        {t(m.whereMailGoes)}
      </Typography>
      <CheckboxField name="mailing_address.is_same_as_primary_address" label={t(m.sameAsHome)} />
      {same ? (
        COPIED.map((field) => <RuleField key={field} name={`mailing_address.${field}`} label={t(MAILING_LABELS[field])} disabled keepWhenInactive />)
      ) : (
        <>
          <CheckboxField name="mailing_address.is_international" label={t(m.outsideUs)} onValueChange={internationalToggled} />
          <RuleField name="mailing_address.country_id" label={t(m.mailingCountry)} keepWhenInactive={!international} onValueChange={countryChosen} />
          <RuleField name="mailing_address.line_1" label={t(MAILING_LABELS.line_1)} />
          <RuleField name="mailing_address.line_2" label={t(MAILING_LABELS.line_2)} />
          <RuleField name="mailing_address.city_name" label={t(MAILING_LABELS.city_name)} />
          <RuleField name="mailing_address.state_id" label={t(MAILING_LABELS.state_id)} />
          <RuleField name="mailing_address.state_name" label={t(m.mailingStateName)} />
          <RuleField name="mailing_address.county" label={t(MAILING_LABELS.county)} />
          <RuleField name="mailing_address.zip_code" label={t(international ? m.mailingPostalCode : MAILING_LABELS.zip_code)} />
        </>
      )}
    </>
  );
}
