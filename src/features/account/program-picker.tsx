import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { WrappingNativeSelect } from '@/components/form/wrapping-native-select';
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
 * picker (MUI's NativeSelect in an outlined field, as docs/decisions.md's "Single selects are
 * the phone's own select" says), its chosen line wrapping (a Spanish program's name at 200 %
 * text is longer than the field); the placeholder is its line while no program is selected.
 */
export function ProgramPicker({ programs, selectedId, onSelect, disabled = false }: ProgramPickerProps) {
  const t = useT();
  const label = t(accountMessages.program);
  const placeholder = t(accountMessages.selectProgram);
  return (
    <FormControl fullWidth variant="outlined" disabled={disabled}>
      {/* A native select always shows its chosen line, so its label stays above it. */}
      <InputLabel shrink htmlFor="program" id="program-label">
        {label}
      </InputLabel>
      <WrappingNativeSelect
        shown={programs.find((program) => program.id === selectedId)?.name ?? (selectedId === null ? placeholder : '')}
        value={selectedId === null ? '' : String(selectedId)}
        onChange={(event) => onSelect?.(Number(event.target.value))}
        input={<OutlinedInput label={label} />}
        inputProps={{ id: 'program', name: 'program' }}
      >
        {selectedId === null ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {programs.map((program) => (
          <option key={program.id} value={String(program.id)}>
            {program.name}
          </option>
        ))}
      </WrappingNativeSelect>
    </FormControl>
  );
}
