import { allOf, getPath, isEmptyValue, isTrue, not, type Condition, type FieldRule } from './field-rules';
import { UNITED_STATES_COUNTRY_ID } from './ids';
import { MAX_LENGTH } from './limits';
import type { Message } from './translate';

/** Address fields of spec section 3: line_1, line_2, is_international, city_name, state_id, state_name, county, country_id, zip_code. */
export const ADDRESS_TEXT_FIELDS = ['line_1', 'line_2', 'city_name', 'state_id', 'state_name', 'county', 'country_id', 'zip_code'] as const;

export interface AddressOptions {
  /** Dotted prefix, e.g. 'physical_address' or 'client_contacts.0.mailing_address'. */
  prefix: string;
  /** Whose words the labels use: the physical address's ('city') or the mailing one's ('mailing city'). */
  labelPrefix?: AddressLabelPrefix;
  /** 'home': always in the United States (intake physical address, spec: is_international always 0). */
  scope: 'home' | 'anywhere';
  /** Mailing addresses may be 'same as the physical address'. */
  sameAsPrimary?: boolean;
  /** Optional addresses (client contacts) are checked only once something is filled in. */
  optional?: boolean;
}

export type AddressLabelPrefix = '' | 'mailing ';
export type AddressLabel = 'sameAsPhysical' | 'international' | 'line1' | 'line2' | 'city' | 'state' | 'county' | 'zip' | 'country' | 'postalCode';

/** Each label whole, for each address: other languages put 'mailing' elsewhere ('ciudad de la dirección postal'). */
const ADDRESS_LABELS: Record<AddressLabelPrefix, Record<AddressLabel, Message>> = {
  '': {
    sameAsPhysical: /*i18n*/ { id: 'address.label.same_as_physical', message: 'same as physical address' },
    international: /*i18n*/ { id: 'address.label.international', message: 'international address' },
    line1: /*i18n*/ { id: 'address.label.line_1', message: 'address line 1' },
    line2: /*i18n*/ { id: 'address.label.line_2', message: 'address line 2' },
    city: /*i18n*/ { id: 'address.label.city', message: 'city' },
    state: /*i18n*/ { id: 'address.label.state', message: 'state' },
    county: /*i18n*/ { id: 'address.label.county', message: 'county' },
    zip: /*i18n*/ { id: 'address.label.zip', message: 'ZIP code' },
    country: /*i18n*/ { id: 'address.label.country', message: 'country' },
    postalCode: /*i18n*/ { id: 'address.label.postal_code', message: 'postal code' },
  },
  'mailing ': {
    sameAsPhysical: /*i18n*/ { id: 'address.label.mailing_same_as_physical', message: 'mailing same as physical address' },
    international: /*i18n*/ { id: 'address.label.mailing_international', message: 'mailing international address' },
    line1: /*i18n*/ { id: 'address.label.mailing_line_1', message: 'mailing address line 1' },
    line2: /*i18n*/ { id: 'address.label.mailing_line_2', message: 'mailing address line 2' },
    city: /*i18n*/ { id: 'address.label.mailing_city', message: 'mailing city' },
    state: /*i18n*/ { id: 'address.label.mailing_state', message: 'mailing state' },
    county: /*i18n*/ { id: 'address.label.mailing_county', message: 'mailing county' },
    zip: /*i18n*/ { id: 'address.label.mailing_zip', message: 'mailing ZIP code' },
    country: /*i18n*/ { id: 'address.label.mailing_country', message: 'mailing country' },
    postalCode: /*i18n*/ { id: 'address.label.mailing_postal_code', message: 'mailing postal code' },
  },
};

/** Any of the address's own fields holds a value. */
export const addressStarted =
  (prefix: string): Condition =>
  (values) =>
    ADDRESS_TEXT_FIELDS.some((field) => !isEmptyValue(getPath(values, `${prefix}.${field}`)));

/** The words of an address's fields: the physical address's ('city') or the mailing one's ('mailing city'). */
export const addressLabels = (labelPrefix: AddressLabelPrefix = ''): Readonly<Record<AddressLabel, Message>> => ADDRESS_LABELS[labelPrefix];

/**
 * An address's rules, in the order a form sends its fields: the lines, whether it is abroad,
 * the city, the state (from the list at home, as text abroad), the county, the country abroad,
 * the ZIP or postal code. Every rule belongs to the address's group (its prefix).
 */
export function addressRules({ prefix, labelPrefix = '', scope, sameAsPrimary = false, optional = false }: AddressOptions): FieldRule[] {
  const name = (field: string) => `${prefix}.${field}`;
  const labels = ADDRESS_LABELS[labelPrefix];
  const own: Condition = sameAsPrimary ? not(isTrue(name('is_same_as_primary_address'))) : () => true;
  const abroad: Condition = scope === 'anywhere' ? isTrue(name('is_international')) : () => false;
  const home = allOf(own, not(abroad));
  const away = allOf(own, abroad);
  const required: boolean | Condition = optional ? addressStarted(prefix) : true;

  const rules: FieldRule[] = [];
  if (sameAsPrimary) rules.push({ name: name('is_same_as_primary_address'), label: labels.sameAsPhysical, kind: 'flag' });
  rules.push(
    { name: name('line_1'), label: labels.line1, kind: 'text', maxLength: MAX_LENGTH.addressLine, required, when: own },
    { name: name('line_2'), label: labels.line2, kind: 'text', maxLength: MAX_LENGTH.addressLine, when: own },
    scope === 'home'
      ? { name: name('is_international'), label: labels.international, kind: 'choice', choices: ['0'] }
      : { name: name('is_international'), label: labels.international, kind: 'flag', when: own },
    { name: name('city_name'), label: labels.city, kind: 'text', maxLength: MAX_LENGTH.shortText, required, when: own },
    {
      name: name('state_id'),
      label: labels.state,
      kind: 'option',
      list: 'states',
      parentDefault: UNITED_STATES_COUNTRY_ID,
      required,
      when: home,
    },
    { name: name('state_name'), label: labels.state, kind: 'text', maxLength: MAX_LENGTH.shortText, required, when: away },
    { name: name('county'), label: labels.county, kind: 'text', maxLength: MAX_LENGTH.shortText, required, when: home },
    { name: name('county'), label: labels.county, kind: 'text', maxLength: MAX_LENGTH.shortText, when: away },
    { name: name('country_id'), label: labels.country, kind: 'option', list: 'countries', required, when: away },
    { name: name('zip_code'), label: labels.zip, kind: 'zip', required, when: home },
    { name: name('zip_code'), label: labels.postalCode, kind: 'text', maxLength: 20, required, when: away },
  );
  return rules.map((rule) => ({ ...rule, group: prefix }));
}

type Address = Record<string, unknown>;

/**
 * Completes a picked address the way it is stored, sent and read back: at home the country is
 * the United States and there is no free-text state; a mailing address 'same as physical'
 * holds a copy of the physical one, and says whether it is one. An address with nothing in it
 * (an optional one left empty) says only that it is not abroad.
 */
export function completeAddress(address: Address, physical?: Address): Address {
  if (physical && address.is_same_as_primary_address === 1) {
    return { is_same_as_primary_address: 1, ...physical };
  }
  const international = address.is_international === 1 ? 1 : 0;
  const said: Address = physical ? { ...address, is_same_as_primary_address: 0, is_international: international } : { ...address, is_international: international };
  if (ADDRESS_TEXT_FIELDS.every((field) => isEmptyValue(address[field]))) return said;
  return {
    ...said,
    ...(international ? { state_id: null } : { country_id: UNITED_STATES_COUNTRY_ID, state_name: null }),
  };
}
