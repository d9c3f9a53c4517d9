import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import type { Option } from '@/api/dropdowns';
import { AddressFields } from '@/components/form/address-fields';
import { FormTextField } from '@/components/form/form-text-field';
import { PhoneField } from '@/components/form/phone-field';
import { SelectField } from '@/components/form/select-field';
import { isOtherLabel } from '@/contract/ids';
import { MAX_LENGTH } from '@/contract/limits';
import { isBlankContact } from '@/contract/onboarding-rules';
import type { ContactValues } from '../values/client-contacts-values';

const grid = { display: 'grid', gap: 2 } as const;

/** One contact: who they are, how to reach them, and their addresses. */
export function ContactBlock({ prefix, categories }: { prefix: string; categories: readonly Option[] | undefined }) {
  const contact = useField<ContactValues | undefined>(prefix, { subscription: { value: true } }).input.value;
  // A contact is optional; once anything is filled in, its name, category and phone are needed.
  const started = Boolean(contact) && !isBlankContact(contact as Record<string, unknown>);
  const category = categories?.find((option) => option.value === contact?.contact_category_id);
  const field = (name: string) => `${prefix}.${name}`;
  return (
    <Box sx={{ ...grid, gap: 3 }}>
      <Box sx={(theme) => ({ ...grid, [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } })}>
        <FormTextField name={field('name')} label="Contact name" required={started} maxLength={MAX_LENGTH.emergencyContactName} autoComplete="off" />
        <SelectField name={field('contact_category_id')} label="Contact category" required={started} options={categories} hint="For example Doctor or Pharmacy." />
        {isOtherLabel(category?.label) ? (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField name={field('other_contact_category')} label="Other contact category" required maxLength={MAX_LENGTH.shortText} />
          </Box>
        ) : null}
        <PhoneField name={field('personal_contact.primary_phone')} label="Primary phone" required={started} />
        <PhoneField name={field('personal_contact.other_phone')} label="Other phone" required={false} />
        <FormTextField name={field('personal_contact.primary_email')} label="Primary email" type="email" maxLength={MAX_LENGTH.email} autoComplete="off" />
        <FormTextField name={field('personal_contact.other_email')} label="Other email" type="email" maxLength={MAX_LENGTH.email} autoComplete="off" />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField name={field('personal_contact.website')} label="Website" type="url" maxLength={MAX_LENGTH.email} autoComplete="off" />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField name={field('description')} label="Description" multiline minRows={2} maxLength={MAX_LENGTH.freeText} showCount hint="How this person or place helps you." />
        </Box>
      </Box>
      <AddressFields prefix={field('physical_address')} legend="Physical address" optional />
      <AddressFields prefix={field('mailing_address')} legend="Mailing address" optional physicalPrefix={field('physical_address')} />
    </Box>
  );
}
