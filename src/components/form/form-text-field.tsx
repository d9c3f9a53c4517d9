import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import Box from '@mui/material/Box';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { useT } from '@/i18n/i18n';
import { fieldLabel, visibleError } from './field-state';
import { TextBox } from './text-box';

export interface FormTextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'url';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** A visible '{n}/{max}' under the field (needs maxLength). */
  showCount?: boolean;
  multiline?: boolean;
  minRows?: number;
  disabled?: boolean;
  /** Turns what was typed into what the form keeps (e.g. a formatted SSN). */
  parse?: (value: string) => string | undefined;
  /**
   * Keeps only some of the characters typed, each on its own ('$1,250' is 1250; nothing kept is
   * no value): the form keeps that, and the caret stays after the last character typed.
   */
  filter?: (value: string) => string | undefined;
  /** A control inside the field's end, e.g. a show/hide button. */
  endAdornment?: ReactNode;
  /** Draws the `<input>` itself, e.g. one that keeps a pattern of digits (digits-pattern-input.tsx). */
  inputComponent?: ElementType<InputBaseComponentProps>;
  validate?: FieldValidator<string | undefined>;
}

/**
 * Where a filter drops a character typed in the middle ('12,50'), React puts the kept text back
 * with the caret at its end, and the next key would land there. The caret goes back after the
 * last character typed, once React has put the text back (after the event, in a microtask).
 */
function keepCaret(field: HTMLInputElement | HTMLTextAreaElement, filter: (value: string) => string | undefined) {
  const { value, selectionStart } = field;
  if (selectionStart === null || (filter(value) ?? '') === value) return;
  const caret = (filter(value.slice(0, selectionStart)) ?? '').length;
  queueMicrotask(() => {
    if (document.activeElement === field) field.setSelectionRange(caret, caret);
  });
}

/** A react-final-form text field drawn with MUI: label, hint, errors and ARIA wired once. */
export function FormTextField({
  name,
  label,
  required = false,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  showCount = false,
  multiline = false,
  minRows,
  disabled = false,
  parse,
  filter,
  endAdornment,
  inputComponent,
  validate,
}: FormTextFieldProps) {
  const kept = filter ?? parse;
  const { input, meta } = useField<string | undefined>(name, {
    validate,
    ...(kept ? { parse: (value: string) => kept(value ?? '') } : {}),
  });
  // Drawn again in the language on screen (its label's '(optional)').
  useT();
  const error = visibleError(meta);
  const value = input.value ?? '';
  const count = showCount && maxLength ? `${value.length}/${maxLength}` : null;
  const message = error ?? hint;

  return (
    <TextBox
      id={`field-${name}`}
      name={input.name}
      value={value}
      onChange={(event) => {
        if (filter) keepCaret(event.target, filter);
        input.onChange(event);
      }}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      label={fieldLabel(label, required)}
      type={type}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={minRows}
      disabled={disabled}
      error={Boolean(error)}
      helperText={
        message || count ? (
          // The count goes below the hint when the hint would have under 10em beside it.
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
            <Box component="span" sx={{ flex: '1 1 10em' }}>
              {message}
            </Box>
            {/* '0/1000' is read as one figure: never broken over two lines beside a long hint. */}
            {count ? (
              <Box component="span" sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
                {count}
              </Box>
            ) : null}
          </Box>
        ) : undefined
      }
      htmlInput={{ maxLength, inputMode, 'aria-required': required || undefined }}
      endAdornment={endAdornment}
      inputComponent={inputComponent}
    />
  );
}
