import type { AddressDetail } from '@/features/onboarding/api/onboarding-detail';
import { UNITED_STATES_COUNTRY_ID } from '@/contract/ids';
import { addressStarted, type AddressValues } from '@/components/form/address-behaviour';
import { flag, idOf, shown, text } from './common';

/** A saved address as the form holds it; the country is kept only abroad (at home it is the default). */
export function addressFromDetail(address: AddressDetail | null | undefined): AddressValues {
  const abroad = Number(address?.is_international) === 1;
  return {
    is_same_as_primary_address: Number(address?.is_same_as_primary_address) === 1 || undefined,
    is_international: abroad || undefined,
    line_1: shown(address?.line_1),
    line_2: shown(address?.line_2),
    city_name: shown(address?.city_name),
    state_id: abroad ? undefined : idOf(address?.state_id),
    state_name: abroad ? shown(address?.state_name) : undefined,
    county: shown(address?.county),
    country_id: abroad ? idOf(address?.country_id) : undefined,
    zip_code: shown(address?.zip_code),
  };
}

/**
 * An address as sent: the international flag always; the rest only once it is started, with
 * the default country at home, and a state from the list at home or as text abroad.
 */
export function addressPayload(address: AddressValues | undefined) {
  const abroad = Boolean(address?.is_international);
  if (!addressStarted(address)) return { is_international: flag(abroad) };
  return {
    line_1: text(address?.line_1),
    line_2: text(address?.line_2),
    is_international: flag(abroad),
    city_name: text(address?.city_name),
    state_id: abroad ? undefined : address?.state_id,
    state_name: abroad ? text(address?.state_name) : undefined,
    county: text(address?.county),
    country_id: abroad ? address?.country_id : UNITED_STATES_COUNTRY_ID,
    zip_code: text(address?.zip_code),
  };
}

export function mailingPayload(mailing: AddressValues | undefined, physical: AddressValues | undefined) {
  const same = Boolean(mailing?.is_same_as_primary_address);
  return { is_same_as_primary_address: flag(same), ...addressPayload(same ? physical : mailing) };
}
