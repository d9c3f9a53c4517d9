import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import type { ClientBillDetail } from '@/features/onboarding/api/onboarding-detail';
import { FilePickerField } from '@/components/form/file-picker-field';
import { fullRow, twoColumns } from '@/components/form/form-grid';
import { RuleField } from '@/components/form/rule-field';
import { useFieldRule } from '@/components/form/rule-scope';
import { uploadWords } from '@/contract/upload-rules';
import { useT } from '@/i18n/i18n';
import { billMessages } from '../messages';

export interface BillBlockProps {
  /** The saved bill this block edits, for its file on record. */
  saved: ClientBillDetail | undefined;
  progress: number | null;
}

/** The copy of the bill: a new one is needed unless the saved bill has one (its rule). */
function BillFile({ saved, progress }: BillBlockProps) {
  const file = useFieldRule('files.0')!;
  const t = useT();
  const chosen = useField<File | null | undefined>(file.name, { subscription: { value: true } }).input.value;
  const savedFile = saved?.files?.[0];
  return (
    <FilePickerField
      name={file.name}
      label={file.label}
      kind={file.rule.upload ?? 'bill'}
      ruleLabel={file.rule.label}
      required={file.required}
      buttonLabel={t(chosen || savedFile ? billMessages.another : billMessages.upload)}
      stored={savedFile ? { name: savedFile.original_name ?? null, link: savedFile.file_path, mime: savedFile.mime ?? null } : null}
      progress={chosen ? progress : null}
      hint={t(billMessages.fileHint, uploadWords('bill', t))}
    />
  );
}

/** One bill: its type, one month's amount, whether it repeats (and how often), and a copy of it. */
export function BillBlock({ saved, progress }: BillBlockProps) {
  const t = useT();
  return (
    <Box sx={twoColumns(2.5)}>
      <RuleField name="reporting_account_id" />
      <RuleField name="amount" label={t(billMessages.amount)} hint={t(billMessages.amountHint)} />
      <Box sx={fullRow}>
        <RuleField name="is_recursive" label={t(billMessages.recurring)} />
      </Box>
      <RuleField name="bill_repeat_frequency_id" label={t(billMessages.frequency)} />
      <RuleField name="repeat_intervals" hint={(rule) => t(billMessages.intervalsHint, { min: rule.min, max: rule.max })} />
      <Box sx={fullRow}>
        <BillFile saved={saved} progress={progress} />
      </Box>
    </Box>
  );
}
