import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { useT } from '@/i18n/i18n';
import { fieldLabel, visibleError } from './field-state';
import { formMessages } from './messages';
import type { SelectOption } from './select-field';
import { WrappingNativeSelect } from './wrapping-native-select';

type Value = string | number | undefined;

export interface NativeSelectBoxProps {
  id: string;
  name: string;
  /** The label as shown, with its required mark or '(optional)'. */
  label: string;
  /** The chosen option's value as the select holds it ('' for none). */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  onFocus?(): void;
  /** Undefined while the list is on its way (the select says so); empty when it could not come. */
  options: readonly SelectOption[] | undefined;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** The field's purpose for the browser's autofill ('address-level1'). */
  autoComplete?: string;
}

/**
 * A single select drawn by the browser itself (MUI's NativeSelect in an outlined field, as
 * MUI's TextField draws a select): the phone's own picker, with no menu, popover, modal or
 * focus trap to download. Its empty line says the list is loading while it is on its way. Its
 * chosen line wraps (WrappingNativeSelect).
 */
export function NativeSelectBox({ id, name, label, value, onChange, onBlur, onFocus, options, required = false, disabled, error, helperText, autoComplete }: NativeSelectBoxProps) {
  const t = useT();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const loading = !options;
  const emptyLine = loading ? t(formMessages.loadingChoices) : '';
  return (
    <FormControl fullWidth variant="outlined" error={error} disabled={disabled}>
      {/* A native select always shows its chosen line (empty or not), so its label stays above it. */}
      <InputLabel shrink htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <WrappingNativeSelect
        // What the select shows: the chosen option, or its first line (React selects that one
        // when the value is not in the list: none chosen, or a kept value whose list is still
        // on its way).
        shown={options?.find((option) => String(option.value) === value)?.label ?? emptyLine}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onFocus={onFocus}
        input={<OutlinedInput label={label} />}
        inputProps={{
          id,
          name,
          autoComplete,
          'aria-describedby': helperTextId,
          'aria-required': required || undefined,
          'aria-busy': loading || undefined,
        }}
      >
        <option value="">{emptyLine}</option>
        {options?.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </WrappingNativeSelect>
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

export interface NativeSelectFieldProps {
  name: string;
  label: string;
  /** Undefined while the list is on its way (the select says so); empty when it could not come. */
  options: readonly SelectOption[] | undefined;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  validate?: FieldValidator<Value>;
  /** Called when the person picks an option (not when the form sets the value itself). */
  onValueChange?: (next: Value, previous: Value) => void;
  autoComplete?: string;
}

/**
 * A react-final-form single select drawn by the browser (NativeSelectBox). The form holds the
 * option's own value (a number stays a number), as SelectField's does; a value the list does
 * not hold yet (a kept draft, the list still on its way) stays in the form and shows once the
 * list has it.
 */
export function NativeSelectField({ name, label, options, required = false, hint, disabled, validate, onValueChange, autoComplete }: NativeSelectFieldProps) {
  const { input, meta } = useField<Value>(name, { validate });
  const error = visibleError(meta);
  return (
    <NativeSelectBox
      id={`field-${name}`}
      name={input.name}
      label={fieldLabel(label, required)}
      value={String(input.value ?? '')}
      onChange={(chosen) => {
        const next = options?.find((option) => String(option.value) === chosen)?.value;
        const previous = input.value;
        input.onChange(next);
        onValueChange?.(next, previous);
      }}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      options={options}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? hint}
      autoComplete={autoComplete}
    />
  );
}
