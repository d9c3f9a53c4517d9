import Stack from '@mui/material/Stack';
import { MailingAddressFields, PhysicalAddressFields } from './address-fields';

/** Step 3: where the applicant lives and where their mail goes. */
export function AddressStep() {
  return (
    <Stack spacing={3}>
      <PhysicalAddressFields />
      <MailingAddressFields />
    </Stack>
  );
}
