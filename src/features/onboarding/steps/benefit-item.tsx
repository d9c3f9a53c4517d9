import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { DateField } from '@/components/form/date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { amountText } from '../values/common';
import { benefitKey, type BenefitValues } from '../values/active-benefits-values';

/** One benefit of the checklist; ticked, it asks for its dates and monthly amount. */
export function BenefitItem({ id, label }: { id: number; label: string }) {
  const prefix = `active_benefits.${benefitKey(id)}`;
  const benefit = useField<BenefitValues | undefined>(prefix, { subscription: { value: true } }).input.value;
  return (
    <Box>
      <CheckboxField name={`${prefix}.checked`} label={label} />
      {benefit?.checked ? (
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
          <DateField name={`${prefix}.effective_from`} label="From Date" required disableFuture />
          <DateField name={`${prefix}.effective_till`} label="Till Date" disableFuture minDate={benefit.effective_from} />
          <FormTextField
            name={`${prefix}.benefit_amount`}
            label="Monthly amount in dollars"
            required
            inputMode="decimal"
            maxLength={13}
            parse={amountText}
            hint="For example 943.00"
            autoComplete="off"
          />
        </Box>
      ) : null}
    </Box>
  );
}
