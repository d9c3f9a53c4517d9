import type { HTMLAttributes, ReactNode } from 'react';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { t, useT } from '@/i18n/i18n';
import { fieldLabel, visibleError } from './field-state';
import { formMessages } from './messages';

export interface SelectOption {
  label: string;
  value: string | number;
}

type SelectValue = string | number | (string | number)[] | undefined;

export interface SelectFieldProps {
  name: string;
  label: string;
  /** Undefined while the list is on its way (its menu says so); empty when it could not come. */
  options: readonly SelectOption[] | undefined;
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

/**
 * What a select's list says while its options are on their way, to a screen reader too: the
 * list is marked busy and described by this line. The spec has no text for it
 * (docs/decisions.md, "A list that is still loading").
 */
export const LOADING_CHOICES_MESSAGE = formMessages.loadingChoices;

/** The list's props of a select named `name` whose options are still on their way. */
export function loadingListProps(name: string, loading: boolean) {
  return loading ? { 'aria-busy': true, 'aria-describedby': `${name}-loading` } : {};
}

/**
 * The one line of such a list: disabled, so never focused nor chosen; the options replace it.
 * The select gives its items their role and handlers: they are passed on to the MenuItem.
 */
function LoadingChoice({ name, ...item }: { name: string } & MenuItemProps) {
  return (
    <MenuItem {...item} disabled id={`${name}-loading`} sx={{ minHeight: 44 }}>
      {t(LOADING_CHOICES_MESSAGE)}
    </MenuItem>
  );
}

/**
 * The items of a select named `name`: its options, or the loading line while they are on their
 * way. Called, not rendered as a component: the select reads its items as its direct children.
 */
export function choiceItems(name: string, options: readonly SelectOption[] | undefined): ReactNode {
  if (!options) return <LoadingChoice name={name} />;
  return options.map((option) => (
    <MenuItem key={option.value} value={option.value} sx={{ minHeight: 44 }}>
      {option.label}
    </MenuItem>
  ));
}

/** Spec section 9: '{n} items are selected' when more than one, or the single label. */
export function selectionSummary(selected: readonly (string | number)[], options: readonly SelectOption[]): string {
  if (selected.length > 1) return t(formMessages.itemsSelected, { count: selected.length });
  return options.find((option) => option.value === selected[0])?.label ?? '';
}

/** A react-final-form select drawn with MUI, single or multiple, with the spec's summary. */
export function SelectField({ name, label, options, required = false, multiple = false, hint, disabled, validate, onValueChange, placeholder }: SelectFieldProps) {
  const { input, meta } = useField<SelectValue>(name, { validate });
  useT();
  const error = visibleError(meta);
  const value = multiple ? (Array.isArray(input.value) ? input.value : []) : (input.value ?? '');
  const choices = options ?? [];

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
            return chosen.length === 0 && placeholder ? placeholder : selectionSummary(chosen, choices);
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT } }, list: loadingListProps(`field-${name}`, !options) } },
          SelectDisplayProps: { 'aria-required': required || undefined } as HTMLAttributes<HTMLDivElement>,
        },
      }}
    >
      {choiceItems(`field-${name}`, options)}
    </TextField>
  );
}
