import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ClientProgram } from '@/api/client-programs';

const PLACEHOLDER = 'Select your Program';

export interface ProgramPickerProps {
  programs: readonly ClientProgram[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Spec section 2: the program dropdown, placeholder 'Select your Program'. */
export function ProgramPicker({ programs, selectedId, onSelect }: ProgramPickerProps) {
  return (
    <TextField
      select
      id="program"
      label="Program"
      value={selectedId ?? ''}
      onChange={(event) => onSelect(Number(event.target.value))}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (value) => programs.find((program) => program.id === value)?.name ?? PLACEHOLDER,
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
