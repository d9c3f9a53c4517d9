import type { HTMLAttributes, ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { fieldLabel, visibleError } from './field-state';

export interface SelectOption {
  label: string;
  value: string | number;
}

type SelectValue = string | number | (string | number)[] | undefined;

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  multiple?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  validate?: FieldValidator<SelectValue>;
  /** Called when the person picks an option (not when the form sets the value itself). */
  onValueChange?: (next: SelectValue, previous: SelectValue) => void;
  /** Shown in an empty single select, e.g. 'Select your Program'. */
  placeholder?: string;
}

/** Spec section 9: select menus are at most 168 px tall. */
export const SELECT_MENU_MAX_HEIGHT = 168;

/** Spec section 9: '{n} items are selected' when more than one, or the single label. */
export function selectionSummary(selected: readonly (string | number)[], options: readonly SelectOption[]): string {
  if (selected.length > 1) return `${selected.length} items are selected`;
  return options.find((option) => option.value === selected[0])?.label ?? '';
}

/** A react-final-form select drawn with MUI, single or multiple, with the spec's summary. */
export function SelectField({ name, label, options, required = false, multiple = false, hint, disabled, validate, onValueChange, placeholder }: SelectFieldProps) {
  const { input, meta } = useField<SelectValue>(name, { validate });
  const error = visibleError(meta);
  const value = multiple ? (Array.isArray(input.value) ? input.value : []) : (input.value ?? '');

  return (
    <TextField
      select
      id={`field-${name}`}
      name={input.name}
      value={value}
      onChange={(event) => {
        const next = event.target.value as SelectValue;
        const previous = input.value;
        input.onChange(next);
        onValueChange?.(next, previous);
      }}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      label={fieldLabel(label, required)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      slotProps={{
        ...(placeholder ? { inputLabel: { shrink: true } } : {}),
        select: {
          multiple,
          displayEmpty: Boolean(placeholder),
          renderValue: (selected) => {
            const chosen = Array.isArray(selected) ? selected : selected === '' || selected === undefined ? [] : [selected as string | number];
            return chosen.length === 0 && placeholder ? placeholder : selectionSummary(chosen, options);
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT } } } },
          SelectDisplayProps: { 'aria-required': required || undefined } as HTMLAttributes<HTMLDivElement>,
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={{ minHeight: 44 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
