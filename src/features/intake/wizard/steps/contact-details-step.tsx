import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';
import { ContactFields } from './contact-fields';
import { stepMessages as m } from './messages';

/** Step 4 (optional; not shown when the applicant fills the form themselves): the applicant's own contacts. */
export function ContactDetailsStep() {
  const t = useT();
  return (
    <Stack spacing={3}>
      <Typography>{t(m.contactIntro)}</Typography>
      <ContactFields prefix="personal_contact" who="applicant" />
    </Stack>
  );
}
