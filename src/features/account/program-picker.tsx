import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ClientProgram } from '@/features/account/api/client-programs';
import { useT } from '@/i18n/i18n';
import { accountMessages } from './messages';

export interface ProgramPickerProps {
  programs: readonly ClientProgram[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Spec section 2: the program dropdown, placeholder 'Select your Program'. */
export function ProgramPicker({ programs, selectedId, onSelect }: ProgramPickerProps) {
  const t = useT();
  return (
    <TextField
      select
      id="program"
      label={t(accountMessages.program)}
      value={selectedId ?? ''}
      onChange={(event) => onSelect(Number(event.target.value))}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (value) => programs.find((program) => program.id === value)?.name ?? t(accountMessages.selectProgram),
        },
      }}
    >
      {programs.map((program) => (
        <MenuItem key={program.id} value={program.id} sx={{ minHeight: 48 }}>
          {program.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
