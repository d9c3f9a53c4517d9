import Box from '@mui/material/Box';
import { AddressFields } from '@/components/form/address-fields';
import { RuleField } from '@/components/form/rule-field';

const grid = { display: 'grid', gap: 2 } as const;
/** A whole row of the grid; gone, gap and all, while its field is not drawn (an 'Other' text). */
const wide = { gridColumn: '1 / -1', '&:empty': { display: 'none' } } as const;

/**
 * One contact: who they are, how to reach them, and their addresses. A contact is optional;
 * once anything is filled in, its name, category and phone are needed (the list's rules).
 */
export function ContactBlock() {
  return (
    <Box sx={{ ...grid, gap: 3 }}>
      <Box sx={(theme) => ({ ...grid, [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } })}>
        <RuleField name="name" />
        <RuleField name="contact_category_id" hint="For example Doctor or Pharmacy." />
        <Box sx={wide}>
          <RuleField name="other_contact_category" />
        </Box>
        <RuleField name="personal_contact.primary_phone" />
        <RuleField name="personal_contact.other_phone" />
        <RuleField name="personal_contact.primary_email" />
        <RuleField name="personal_contact.other_email" />
        <Box sx={wide}>
          <RuleField name="personal_contact.website" type="url" />
        </Box>
        <Box sx={wide}>
          <RuleField name="description" multiline minRows={2} showCount hint="How this person or place helps you." />
        </Box>
      </Box>
      <AddressFields name="physical_address" legend="Physical address" />
      <AddressFields name="mailing_address" legend="Mailing address" physical="physical_address" />
    </Box>
  );
}
