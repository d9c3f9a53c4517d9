import Stack from '@mui/material/Stack';
import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { stepMessages as m } from './messages';

/** Step 9 (optional): who sent the applicant to us. */
export function ReferralDetailsStep() {
  const t = useT();
  return (
    <Stack spacing={3}>
      <RuleField name="referral_id" label={t(m.referredBy)} />
      <RuleField name="referral_agency" label={t(m.referralAgency)} />
      <RuleField name="referral_date" label={t(m.referralDate)} />
      <RuleField name="source_id" label={t(m.source)} />
      <RuleField name="other_source" label={t(m.otherSource)} />
    </Stack>
  );
}
