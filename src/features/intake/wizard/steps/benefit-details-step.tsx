import Stack from '@mui/material/Stack';
import { MESSAGES } from '@/contract/messages';
import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { stepMessages as m } from './messages';

/** Step 6 (optional): other benefits. */
export function BenefitDetailsStep() {
  const t = useT();
  return (
    <Stack spacing={3}>
      <RuleField name="benefit.food_stamp" label={t(m.foodStamps)} hint={t(MESSAGES.zeroAmountHint)} />
      <RuleField name="benefit.life_insurance" label={t(m.lifeInsurance)} hint={t(MESSAGES.zeroAmountHint)} />
      <RuleField name="benefit.life_insurance_type" label={t(m.lifeInsuranceType)} multiline />
      <RuleField name="benefit.veteran_service_no" label={t(m.veteranServiceNumber)} />
    </Stack>
  );
}
