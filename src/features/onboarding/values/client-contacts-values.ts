import type { AddressValues } from '@/components/form/address-behaviour';
import { isBlankContact } from '@/contract/onboarding-rules';
import { formatPhone, phoneForApi } from '@/lib/phone';
import { addressFromDetail, addressPayload, mailingPayload } from './address-values';
import { idOf, shown, text, type StepValuesDefinition } from './common';

export interface ContactValues {
  id?: number;
  name?: string;
  contact_category_id?: number;
  other_contact_category?: string;
  personal_contact?: { primary_phone?: string; other_phone?: string; primary_email?: string; other_email?: string; website?: string };
  description?: string;
  physical_address?: AddressValues;
  mailing_address?: AddressValues;
}

export interface ClientContactsValues {
  client_contacts: ContactValues[];
}

const phone = (value: string | undefined) => text(phoneForApi(value));

function contactPayload(contact: ContactValues) {
  // Spec section 4: a block with nothing filled in is sent as the physical address's
  // international flag alone, with no country, so the server sees it is empty and drops it.
  if (isBlankContact(contact as Record<string, unknown>)) return { physical_address: { is_international: 0 } };
  const personal = contact.personal_contact ?? {};
  return {
    id: contact.id,
    name: text(contact.name),
    contact_category_id: contact.contact_category_id,
    other_contact_category: text(contact.other_contact_category),
    personal_contact: {
      primary_phone: phone(personal.primary_phone),
      other_phone: phone(personal.other_phone),
      primary_email: text(personal.primary_email),
      other_email: text(personal.other_email),
      website: text(personal.website),
    },
    physical_address: addressPayload(contact.physical_address),
    mailing_address: mailingPayload(contact.mailing_address, contact.physical_address),
    description: text(contact.description),
  };
}

/** Step 5, client_contacts: `client_contacts[i][id|name|contact_category_id|...|personal_contact[...]|physical_address[...]|mailing_address[...]|description]`. */
export const clientContactsValues: StepValuesDefinition<ClientContactsValues> = {
  slug: 'client_contacts',
  initialValues: (detail) => {
    const contacts = (detail.client_contacts ?? []).map((contact): ContactValues => {
      const personal = contact.personal_contact;
      return {
        id: contact.id,
        name: shown(contact.name),
        contact_category_id: idOf(contact.contact_category_id),
        other_contact_category: shown(contact.other_contact_category),
        personal_contact: {
          primary_phone: shown(formatPhone(shown(personal?.primary_phone))),
          other_phone: shown(formatPhone(shown(personal?.other_phone))),
          primary_email: shown(personal?.primary_email),
          other_email: shown(personal?.other_email),
          website: shown(personal?.website),
        },
        description: shown(contact.description),
        physical_address: addressFromDetail(contact.physical_address),
        mailing_address: addressFromDetail(contact.mailing_address),
      };
    });
    return { client_contacts: contacts.length > 0 ? contacts : [{}] };
  },
  toPayload: (values) => ({ step: 'client_contacts', skip: 0, client_contacts: values.client_contacts.map(contactPayload) }),
};
