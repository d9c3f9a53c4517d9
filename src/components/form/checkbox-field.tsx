import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { toFlag } from '@/contract/field-rules';
import { visibleError } from './field-state';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  disabled?: boolean;
  validate?: FieldValidator<boolean | undefined>;
  /** Called when the person ticks or unticks it (not when the form sets the value itself). */
  onValueChange?: (checked: boolean) => void;
}

/**
 * A react-final-form checkbox drawn with MUI; the whole label is the (44 px) target. Ticked is
 * whatever the rules read as a flag set (true, 1, '1'): a value read from the server ('0', '1')
 * shows as it is; a click stores true or false.
 */
export function CheckboxField({ name, label, disabled, validate, onValueChange }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean | string | number | undefined>(name, { validate: validate as FieldValidator<unknown> });
  const error = visibleError(meta);
  const errorId = `field-${name}-error`;

  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            name={input.name}
            checked={toFlag(input.value) === 1}
            onChange={(event) => {
              input.onChange(event.target.checked);
              onValueChange?.(event.target.checked);
            }}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            sx={{ p: '10px' }}
            slotProps={{
              input: { 'aria-invalid': Boolean(error) || undefined, 'aria-describedby': error ? errorId : undefined },
            }}
          />
        }
      />
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
