import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { fieldLabel, visibleError } from './field-state';

export interface YesNoFieldProps {
  name: string;
  label: string;
  required?: boolean;
  validate?: FieldValidator<string | undefined>;
}

/** A yes/no question as two large radio buttons; the form keeps '1' or '0', as the API takes it. */
export function YesNoField({ name, label, required = false, validate }: YesNoFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { validate });
  const error = visibleError(meta);
  const errorId = `field-${name}-error`;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
        {fieldLabel(label, required)}
      </FormLabel>
      <RadioGroup row name={input.name} value={input.value ?? ''} onChange={(event) => input.onChange(event.target.value)}>
        {[
          ['1', 'Yes'],
          ['0', 'No'],
        ].map(([value, text], index) => (
          <FormControlLabel
            key={value}
            value={value}
            label={text}
            control={
              <Radio
                sx={{ p: '10px' }}
                onBlur={() => input.onBlur()}
                onFocus={() => input.onFocus()}
                slotProps={{
                  input: {
                    ...(index === 0 ? { id: `field-${name}` } : {}),
                    'aria-invalid': Boolean(error) || undefined,
                    'aria-describedby': error ? errorId : undefined,
                  },
                }}
              />
            }
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
