import Box from '@mui/material/Box';
import { AddressFields } from '@/components/form/address-fields';
import { fullRow, twoColumns } from '@/components/form/form-grid';
import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { contactMessages } from '../messages';

/**
 * One contact: who they are, how to reach them, and their addresses. A contact is optional;
 * once anything is filled in, its name, category and phone are needed (the list's rules).
 */
export function ContactBlock() {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={twoColumns(2)}>
        <RuleField name="name" />
        <RuleField name="contact_category_id" hint={t(contactMessages.categoryHint)} />
        <Box sx={fullRow}>
          <RuleField name="other_contact_category" />
        </Box>
        <RuleField name="personal_contact.primary_phone" />
        <RuleField name="personal_contact.other_phone" />
        <RuleField name="personal_contact.primary_email" />
        <RuleField name="personal_contact.other_email" />
        <Box sx={fullRow}>
          <RuleField name="personal_contact.website" type="url" />
        </Box>
        <Box sx={fullRow}>
          <RuleField name="description" multiline minRows={2} showCount hint={t(contactMessages.descriptionHint)} />
        </Box>
      </Box>
      <AddressFields name="physical_address" legend={t(contactMessages.physicalAddress)} />
      <AddressFields name="mailing_address" legend={t(contactMessages.mailingAddress)} physical="physical_address" />
    </Box>
  );
}
