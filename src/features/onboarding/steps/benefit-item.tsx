import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { RuleField } from '@/components/form/rule-field';
import { RuleItem } from '@/components/form/rule-scope';
import { useT } from '@/i18n/i18n';
import { benefitMessages } from '../messages';

/** A benefit's key in the form: its id ('b12'), so that the server's errors, keyed by benefit, land on it. */
export const benefitKey = (id: number) => `b${id}`;

/** One benefit of the checklist; ticked, it asks for its dates and monthly amount (the list's rules). */
export function BenefitItem({ id, label }: { id: number; label: string }) {
  const prefix = `active_benefits.${benefitKey(id)}`;
  const t = useT();
  const checked = Boolean(useField<boolean | undefined>(`${prefix}.checked`, { subscription: { value: true } }).input.value);
  return (
    <Box>
      <CheckboxField name={`${prefix}.checked`} label={label} />
      {checked ? (
        <RuleItem list="active_benefits" prefix={prefix}>
          <Box
            role="group"
            aria-label={label}
            sx={(theme) => ({
              display: 'grid',
              gap: 2,
              ml: 2,
              pl: 2,
              py: 1,
              borderLeft: '3px solid',
              borderColor: 'primary.light',
              [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr', ml: 5 },
            })}
          >
            <RuleField name="effective_from" label={t(benefitMessages.fromDate)} />
            <RuleField name="effective_till" label={t(benefitMessages.tillDate)} />
            <RuleField name="benefit_amount" label={t(benefitMessages.amount)} hint={t(benefitMessages.amountHint)} />
          </Box>
        </RuleItem>
      ) : null}
    </Box>
  );
}
