import Stack from '@mui/material/Stack';
import { RuleField } from '@/components/form/rule-field';
import { ContactFields } from './contact-fields';

/** Step 5: someone to call in an emergency. */
export function EmergencyContactStep() {
  return (
    <Stack spacing={3}>
      <RuleField name="emergency_contact.name" label="Emergency Contact Name" />
      <RuleField name="emergency_contact.contact_category_id" label="Contact Category" />
      <RuleField name="emergency_contact.other_contact_category" label="Other Contact Category" />
      <ContactFields prefix="emergency_contact" who="Emergency Contact" />
    </Stack>
  );
}
