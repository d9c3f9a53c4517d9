import Stack from '@mui/material/Stack';
import { MESSAGES } from '@/contract/messages';
import { RuleField } from '@/components/form/rule-field';
import { t } from '@/i18n/i18n';

/** Step 7: work and income. */
export function EmploymentDetailsStep() {
  return (
    <Stack spacing={3}>
      <RuleField name="benefit.employment_status" label="Employment Status" />
      <RuleField name="benefit.other_employment" label="Other Employment Status" />
      <RuleField name="benefit.monthly_income" label="Monthly Income ($)" hint={t(MESSAGES.monthlyIncomeHint)} />
      <RuleField name="benefit.income_type" label="Income Type" />
      <RuleField name="benefit.other_income" label="Other Income Type" />
    </Stack>
  );
}
