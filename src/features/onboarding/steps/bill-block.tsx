import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import type { ClientBillDetail } from '@/api/onboarding-detail';
import { FilePickerField } from '@/components/form/file-picker-field';
import { fullRow, twoColumns } from '@/components/form/form-grid';
import { RuleField } from '@/components/form/rule-field';
import { useFieldRule } from '@/components/form/rule-scope';
import { uploadWords } from '@/contract/upload-rules';

export interface BillBlockProps {
  /** The saved bill this block edits, for its file on record. */
  saved: ClientBillDetail | undefined;
  progress: number | null;
}

const BILL_WORDS = uploadWords('bill');

/** The copy of the bill: a new one is needed unless the saved bill has one (its rule). */
function BillFile({ saved, progress }: BillBlockProps) {
  const file = useFieldRule('files.0')!;
  const chosen = useField<File | null | undefined>(file.name, { subscription: { value: true } }).input.value;
  const savedFile = saved?.files?.[0];
  return (
    <FilePickerField
      name={file.name}
      label={file.label}
      kind={file.rule.upload ?? 'bill'}
      ruleLabel={file.rule.label}
      required={file.required}
      buttonLabel={chosen || savedFile ? 'Choose a different file' : 'Upload Bill'}
      stored={savedFile ? { name: savedFile.original_name ?? null, link: savedFile.file_path, mime: savedFile.mime ?? null } : null}
      progress={chosen ? progress : null}
      hint={`A photo or PDF of the bill (${BILL_WORDS.types}), at most ${BILL_WORDS.maxSize}.`}
    />
  );
}

/** One bill: its type, one month's amount, whether it repeats (and how often), and a copy of it. */
export function BillBlock({ saved, progress }: BillBlockProps) {
  return (
    <Box sx={twoColumns(2.5)}>
      <RuleField name="reporting_account_id" />
      <RuleField name="amount" label="Amount for one month in dollars" hint="For example 120.50" />
      <Box sx={fullRow}>
        <RuleField name="is_recursive" label="Is this a recurring bill?" />
      </Box>
      <RuleField name="bill_repeat_frequency_id" label="How often" />
      <RuleField name="repeat_intervals" hint={(rule) => `How many times it repeats, from ${rule.min} to ${rule.max}.`} />
      <Box sx={fullRow}>
        <BillFile saved={saved} progress={progress} />
      </Box>
    </Box>
  );
}
