import Stack from '@mui/material/Stack';
import { RuleField } from '@/components/form/rule-field';

/** Step 9 (optional): who sent the applicant to us. */
export function ReferralDetailsStep() {
  return (
    <Stack spacing={3}>
      <RuleField name="referral_id" label="Referred By" />
      <RuleField name="referral_agency" label="Referral Agency" />
      <RuleField name="referral_date" label="Referral Date" />
      <RuleField name="source_id" label="How did you hear about us?" />
      <RuleField name="other_source" label="Other Source" />
    </Stack>
  );
}
