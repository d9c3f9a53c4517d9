import Stack from '@mui/material/Stack';
import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { ContactFields } from './contact-fields';
import { stepMessages as m } from './messages';

/** Step 5: someone to call in an emergency. */
export function EmergencyContactStep() {
  const t = useT();
  return (
    <Stack spacing={3}>
      <RuleField name="emergency_contact.name" label={t(m.emergencyContactName)} />
      <RuleField name="emergency_contact.contact_category_id" label={t(m.contactCategory)} />
      <RuleField name="emergency_contact.other_contact_category" label={t(m.otherContactCategory)} />
      <ContactFields prefix="emergency_contact" who="emergencyContact" />
    </Stack>
  );
}
