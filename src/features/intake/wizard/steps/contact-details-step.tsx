import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ContactFields } from './contact-fields';

/** Step 4 (optional; not shown when the applicant fills the form themselves): the applicant's own contacts. */
export function ContactDetailsStep() {
  return (
    <Stack spacing={3}>
      <Typography>How can we reach the applicant directly? Leave this empty if we should use the representative's details.</Typography>
      <ContactFields prefix="personal_contact" who="Applicant's" />
    </Stack>
  );
}
