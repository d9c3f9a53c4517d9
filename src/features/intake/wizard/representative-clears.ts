import { DEFAULT_PREFERRED_COMMUNICATION, isOtherOption } from '@/contract/ids';

/** A field to set, and its new value (undefined clears it). */
export type FieldChange = [name: string, value: unknown];

const CONTACTS = ['primary_phone', 'other_phone', 'primary_email', 'other_email'];
const REPRESENTATIVE = ['agency_id', 'other_agency', 'case_manager_id', 'name', 'relationship_id', ...CONTACTS];

const rep = (field: string) => `representative.${field}`;

/**
 * Spec section 4: changing the representative type clears the representative's fields;
 * switching away from 'myself' also clears the personal contact fields.
 */
export function representativeTypeChanged(previous: unknown): FieldChange[] {
  const changes: FieldChange[] = REPRESENTATIVE.map((field) => [rep(field), undefined]);
  changes.push([rep('preferred_communication'), DEFAULT_PREFERRED_COMMUNICATION]);
  if (previous === 'myself') changes.push(...CONTACTS.map((field): FieldChange => [`personal_contact.${field}`, undefined]));
  return changes;
}

/** Choosing an agency clears the case manager and its contacts. */
export function agencyChanged(): FieldChange[] {
  return ['case_manager_id', 'name', ...CONTACTS].map((field) => [rep(field), undefined]);
}

/**
 * Choosing a case manager clears the contact fields and fills the name from the chosen option's
 * label, unless the option is the list's 'Other' (known by its code).
 */
export function caseManagerChanged(chosen: { label: string; slug?: string | null } | undefined): FieldChange[] {
  const changes: FieldChange[] = CONTACTS.map((field) => [rep(field), undefined]);
  changes.push([rep('name'), chosen && !isOtherOption(chosen) ? chosen.label : undefined]);
  return changes;
}
