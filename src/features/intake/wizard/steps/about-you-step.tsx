import { useContext } from 'react';
import Stack from '@mui/material/Stack';
import { RuleField } from '@/components/form/rule-field';
import { IdentityLockedContext } from '../step-rules-context';

const LOCKED_HINT = 'Your application is filed under this. To change it, please contact us.';

/** Step 2: the applicant. Saving it creates the application (architecture.md section 8). */
export function AboutYouStep() {
  const locked = useContext(IdentityLockedContext);
  return (
    <Stack spacing={3}>
      <RuleField name="title" label="Title" hint="For example Mr., Mrs., Ms. or Dr." />
      <RuleField name="first_name" label="First Name" />
      <RuleField name="middle_name" label="Middle Name" />
      <RuleField name="last_name" label="Last Name" />
      <RuleField name="suffix" label="Suffix" hint="For example Jr., Sr. or III" />
      <RuleField name="ssn" label="Social Security Number" disabled={locked} hint={locked ? LOCKED_HINT : undefined} />
      <RuleField name="date_of_birth" label="Birth Date" disabled={locked} hint={locked ? LOCKED_HINT : undefined} />
      <RuleField name="birth_city" label="City of Birth" />
      <RuleField name="birth_country_id" label="Country of Birth" />
      <RuleField name="birth_state_id" label="State of Birth" />
      <RuleField name="birth_state_name" label="State or Province of Birth" />
      <RuleField name="english_fluency_id" label="English Fluency" />
      <RuleField name="language_id" label="Preferred Language" />
      <RuleField name="marital_status_id" label="Marital Status" />
      <RuleField name="mother_name" label="Mother's Name" />
      <RuleField name="father_name" label="Father's Name" />
      <RuleField name="gender_id" label="Gender" />
      <RuleField name="other_gender" label="Other Gender" />
      <RuleField name="ethnicity_id" label="Ethnicity" />
      <RuleField name="race_id" label="Race" hint="Choose all that apply." />
      <RuleField name="other_race" label="Other Race" />
    </Stack>
  );
}
