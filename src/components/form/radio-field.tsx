import { useMemo, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useField } from 'react-final-form';
import { useT } from '@/i18n/i18n';
import { fieldLabel, visibleError } from './field-state';
import { radioGroupControl, useSteadyChoices, useSteadyHandler } from './radio-group-focus';

export interface RadioFieldProps {
  name: string;
  label: string;
  options: readonly { label: string; value: string }[];
  required?: boolean;
  /** Called when the person picks an option (not when the form sets the value itself). */
  onValueChange?: (next: string, previous: string | undefined) => void;
}

/**
 * A react-final-form radio group: few choices, all visible, each a large target. Its radios are
 * drawn again only when their own choices, error or value change (radio-group-focus.ts says why).
 */
export function RadioField({ name, label, options, required = false, onValueChange }: RadioFieldProps) {
  const { input, meta } = useField<string | undefined>(name);
  useT();
  const error = visibleError(meta);
  const invalid = Boolean(error);
  const labelId = `field-${name}-label`;
  const errorId = `field-${name}-error`;
  const choices = useSteadyChoices(options);
  const onChange = useSteadyHandler((event: ChangeEvent<HTMLInputElement>) => {
    const previous = input.value;
    input.onChange(event.target.value);
    onValueChange?.(event.target.value, previous);
  });
  const radios = useMemo(
    () =>
      choices.map((option, index) => (
        <FormControlLabel
          key={option.value}
          value={option.value}
          label={option.label}
          control={<Radio id={index === 0 ? `field-${name}` : undefined} slotProps={{ input: { 'aria-invalid': invalid || undefined } }} />}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, mx: 0, mb: 1, pr: 2 }}
        />
      )),
    [choices, name, invalid],
  );
  return (
    <FormControl error={invalid} focused={radioGroupControl.focused} component="fieldset" sx={{ ...radioGroupControl.sx, width: '100%' }}>
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
        {fieldLabel(label, required)}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        name={input.name}
        value={input.value ?? ''}
        onChange={onChange}
        onBlur={() => input.onBlur()}
      >
        {radios}
      </RadioGroup>
      {error ? <FormHelperText id={errorId} sx={{ mx: 0 }}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
