import { useEffect, useRef } from 'react';
import { getIn } from 'final-form';
import { useField, useForm } from 'react-final-form';
import { ADDRESS_TEXT_FIELDS } from '@/contract/address-rules';
import { isEmptyValue } from '@/contract/field-rules';
import { UNITED_STATES_COUNTRY_ID } from '@/contract/ids';

/** What an address holds in a form: the API's fields; a flag as read ('1', '0') or as clicked (true, false). */
export interface AddressValues {
  is_same_as_primary_address?: boolean | string;
  is_international?: boolean | string;
  line_1?: string;
  line_2?: string;
  city_name?: string;
  state_id?: number;
  state_name?: string;
  county?: string;
  country_id?: number;
  zip_code?: string;
}

const COPIED = ['is_international', ...ADDRESS_TEXT_FIELDS] as const;

/** The address's values, re-read whenever one of them changes. */
export function useAddress(prefix: string): AddressValues | undefined {
  return useField<AddressValues | undefined>(prefix, { subscription: { value: true } }).input.value || undefined;
}

/**
 * Spec section 4's address rules as the form's reactions to a person's choices: toggling
 * international clears country and state; choosing a country other than the default marks
 * the address international and clears the state (choosing the default unmarks it).
 */
export function useAddressChoices(prefix: string) {
  const form = useForm();
  const name = (field: string) => `${prefix}.${field}`;
  return {
    internationalToggled: () =>
      form.batch(() => {
        for (const field of ['country_id', 'state_id', 'state_name']) form.change(name(field), undefined);
      }),
    countryChosen: (countryId: number) =>
      form.batch(() => {
        const abroad = countryId !== UNITED_STATES_COUNTRY_ID;
        form.change(name('is_international'), abroad);
        form.change(name('country_id'), abroad ? countryId : undefined);
        form.change(name(abroad ? 'state_id' : 'state_name'), undefined);
      }),
  };
}

/** While 'same as physical address' is ticked, the mailing address is a copy of the physical one. */
export function useSameAddressCopy(prefix: string, physicalPrefix: string, same: boolean) {
  const form = useForm();
  const physical = useAddress(physicalPrefix);
  const mailing = useAddress(prefix);
  useEffect(() => {
    if (!same) return;
    const source = physical || {};
    const changed = COPIED.filter((field) => (source[field] ?? undefined) !== (mailing?.[field] ?? undefined));
    if (changed.length === 0) return;
    form.batch(() => changed.forEach((field) => form.change(`${prefix}.${field}`, source[field])));
  }, [form, prefix, physicalPrefix, same, physical, mailing]);
}

/**
 * Puts back the mailing address the person had typed when they untick 'same as physical
 * address': the copy replaces its fields while the box is ticked, and a tap on the box and back
 * would otherwise leave the physical address where theirs was. Called as the box changes, before
 * the copy is made. With nothing typed before, the copy stays, to be edited.
 */
export function useTypedBeforeCopy(prefix: string): (same: boolean) => void {
  const form = useForm();
  const typed = useRef<AddressValues | null>(null);
  return (same) => {
    if (same) {
      const mailing = getIn(form.getState().values as object, prefix) as AddressValues | undefined;
      typed.current = mailing && COPIED.some((field) => !isEmptyValue(mailing[field])) ? { ...mailing } : null;
      return;
    }
    const kept = typed.current;
    typed.current = null;
    if (kept) form.batch(() => COPIED.forEach((field) => form.change(`${prefix}.${field}`, kept[field])));
  };
}
