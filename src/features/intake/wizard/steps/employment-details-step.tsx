import Stack from '@mui/material/Stack';
import { MESSAGES } from '@/contract/messages';
import { RuleField } from '@/components/form/rule-field';
import { useT } from '@/i18n/i18n';
import { stepMessages as m } from './messages';

/** Step 7: work and income. */
export function EmploymentDetailsStep() {
  const t = useT();
  return (
    <Stack spacing={3}>
      <RuleField name="benefit.employment_status" label={t(m.employmentStatus)} />
      <RuleField name="benefit.other_employment" label={t(m.otherEmploymentStatus)} />
      <RuleField name="benefit.monthly_income" label={t(m.monthlyIncome)} hint={t(MESSAGES.monthlyIncomeHint)} />
      <RuleField name="benefit.income_type" label={t(m.incomeType)} />
      <RuleField name="benefit.other_income" label={t(m.otherIncomeType)} />
    </Stack>
  );
}
