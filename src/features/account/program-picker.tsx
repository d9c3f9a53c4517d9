import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ClientProgram } from '@/features/account/api/client-programs';
import { useT } from '@/i18n/i18n';
import { accountMessages } from './messages';

export interface ProgramPickerProps {
  programs: readonly ClientProgram[];
  selectedId: number | null;
  onSelect?: (id: number) => void;
  /** While the list is on its way: the field holds its place and takes nothing. */
  disabled?: boolean;
}

/**
 * Spec section 2: the program dropdown, placeholder 'Select your Program'. The phone's own
 * picker (MUI's NativeSelect in an outlined field, as docs/decisions.md's "Enquiry Type and My
 * Account's Program are the phone's own select" says); the placeholder is its line while no
 * program is selected.
 */
export function ProgramPicker({ programs, selectedId, onSelect, disabled = false }: ProgramPickerProps) {
  const t = useT();
  const label = t(accountMessages.program);
  return (
    <FormControl fullWidth variant="outlined" disabled={disabled}>
      {/* A native select always shows its chosen line, so its label stays above it. */}
      <InputLabel shrink htmlFor="program" id="program-label">
        {label}
      </InputLabel>
      <NativeSelect
        value={selectedId === null ? '' : String(selectedId)}
        onChange={(event) => onSelect?.(Number(event.target.value))}
        input={<OutlinedInput label={label} />}
        inputProps={{ id: 'program', name: 'program' }}
      >
        {selectedId === null ? (
          <option value="" disabled>
            {t(accountMessages.selectProgram)}
          </option>
        ) : null}
        {programs.map((program) => (
          <option key={program.id} value={String(program.id)}>
            {program.name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
