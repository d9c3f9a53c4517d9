import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import type { Option } from '@/api/dropdowns';
import type { ClientBillDetail } from '@/api/onboarding-detail';
import { FilePickerField } from '@/components/form/file-picker-field';
import { FormTextField } from '@/components/form/form-text-field';
import { SelectField } from '@/components/form/select-field';
import { RadioField } from '@/components/form/radio-field';
import { amountText } from '../values/common';
import type { BillValues } from '../values/upload-bill-values';

export interface BillBlockProps {
  prefix: string;
  /** Undefined while the list is on its way. */
  billTypes: readonly Option[] | undefined;
  frequencies: readonly Option[] | undefined;
  /** The saved bill this block edits, for its file on record. */
  saved: ClientBillDetail | undefined;
  progress: number | null;
}

const YES_NO = [
  { label: 'Yes', value: '1' },
  { label: 'No', value: '0' },
] as const;

const digitsOnly = (value: string) => value.replace(/\D/g, '') || undefined;

/** One bill: its type, one month's amount, whether it repeats (and how often), and a copy of it. */
export function BillBlock({ prefix, billTypes, frequencies, saved, progress }: BillBlockProps) {
  const bill = useField<BillValues | undefined>(prefix, { subscription: { value: true } }).input.value;
  const field = (name: string) => `${prefix}.${name}`;
  const savedFile = saved?.files?.[0];
  const chosen = bill?.files?.[0];
  return (
    <Box sx={(theme) => ({ display: 'grid', gap: 2.5, [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } })}>
      <SelectField name={field('reporting_account_id')} label="Bill type" required options={billTypes} />
      <FormTextField name={field('amount')} label="Amount for one month in dollars" required inputMode="decimal" maxLength={13} parse={amountText} hint="For example 120.50" autoComplete="off" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <RadioField name={field('is_recursive')} label="Is this a recurring bill?" required options={YES_NO} />
      </Box>
      {bill?.is_recursive === '1' ? (
        <>
          <SelectField name={field('bill_repeat_frequency_id')} label="How often" required options={frequencies} />
          <FormTextField name={field('repeat_intervals')} label="Repeat intervals" inputMode="numeric" maxLength={2} parse={digitsOnly} hint="How many times it repeats, from 1 to 52." />
        </>
      ) : null}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FilePickerField
          name={field('files.0')}
          label="Bill file"
          kind="bill"
          ruleLabel="bill file"
          required={!savedFile}
          buttonLabel={chosen || savedFile ? 'Choose a different file' : 'Upload Bill'}
          stored={savedFile ? { name: savedFile.original_name ?? null, link: savedFile.file_path, mime: savedFile.mime ?? null } : null}
          progress={chosen ? progress : null}
          hint="A photo or PDF of the bill (PNG, JPG, JPEG, GIF, WEBP or PDF), at most 10 MB."
        />
      </Box>
    </Box>
  );
}
