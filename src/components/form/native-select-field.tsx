import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { useT } from '@/i18n/i18n';
import { fieldLabel, visibleError } from './field-state';
import { formMessages } from './messages';
import type { SelectOption } from './select-field';

type Value = string | number | undefined;

export interface NativeSelectFieldProps {
  name: string;
  label: string;
  /** Undefined while the list is on its way (the select says so); empty when it could not come. */
  options: readonly SelectOption[] | undefined;
  required?: boolean;
  hint?: string;
  validate?: FieldValidator<Value>;
}

/**
 * A single select drawn by the browser itself (MUI's NativeSelect in an outlined field, as
 * SelectField looks): the phone's own picker, with no menu, popover, modal or focus trap to
 * download. For a short list chosen once; SelectField keeps the spec's menu for the rest.
 * The form holds the option's own value (a number stays a number), as SelectField's does.
 */
export function NativeSelectField({ name, label, options, required = false, hint, validate }: NativeSelectFieldProps) {
  const { input, meta } = useField<Value>(name, { validate });
  const t = useT();
  const error = visibleError(meta);
  const id = `field-${name}`;
  const helperText = error ?? hint;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const shownLabel = fieldLabel(label, required);
  const loading = !options;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)}>
      {/* A native select always shows its chosen line (empty or not), so its label stays above it. */}
      <InputLabel shrink htmlFor={id} id={`${id}-label`}>
        {shownLabel}
      </InputLabel>
      <NativeSelect
        value={input.value === undefined ? '' : String(input.value)}
        onChange={(event) => input.onChange(options?.find((option) => String(option.value) === event.target.value)?.value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        input={<OutlinedInput notched label={shownLabel} />}
        inputProps={{
          id,
          name: input.name,
          'aria-describedby': helperTextId,
          'aria-required': required || undefined,
          'aria-busy': loading || undefined,
        }}
      >
        <option value="">{loading ? t(formMessages.loadingChoices) : ''}</option>
        {options?.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
