import type { ChangeEventHandler, ElementType, FocusEventHandler, ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextBoxProps {
  id: string;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  label: ReactNode;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  disabled?: boolean;
  error?: boolean;
  /** Under the field; the field is described by it. */
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the `<input>` itself (maxLength, inputMode, aria-required). */
  htmlInput?: InputBaseComponentProps;
  /** A control inside the field's end, e.g. a show/hide or calendar button. */
  endAdornment?: ReactNode;
  /** Draws the `<input>` itself, e.g. one that formats digits as they are typed. */
  inputComponent?: ElementType<InputBaseComponentProps>;
}

/**
 * An outlined text field, as MUI's TextField draws one (label, outline, helper text,
 * the same ids and ARIA), built from the parts TextField is made of. TextField itself also
 * imports its `select` variant: the Select, Menu, Popover, Modal and focus trap, 17 KB gzip
 * that a screen without a select (the login form) would load for nothing.
 */
export function TextBox({ id, label, helperText, disabled, error, htmlInput, ...input }: TextBoxProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth variant="outlined" disabled={disabled} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} fullWidth aria-describedby={helperTextId} inputProps={htmlInput} {...input} />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
