import Stack from '@mui/material/Stack';
import { MESSAGES } from '@/contract/messages';
import { RuleField } from '@/components/form/rule-field';
import { t } from '@/i18n/i18n';

/** Step 6 (optional): other benefits. */
export function BenefitDetailsStep() {
  return (
    <Stack spacing={3}>
      <RuleField name="benefit.food_stamp" label="Food Stamps per Month ($)" hint={t(MESSAGES.zeroAmountHint)} />
      <RuleField name="benefit.life_insurance" label="Life Insurance ($)" hint={t(MESSAGES.zeroAmountHint)} />
      <RuleField name="benefit.life_insurance_type" label="Life Insurance Type" multiline />
      <RuleField name="benefit.veteran_service_no" label="Veteran Service Number" />
    </Stack>
  );
}
