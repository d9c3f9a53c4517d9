import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { FieldValidator } from 'final-form';
import { MESSAGES } from '@/contract/messages';
import { formatSsn, SSN_PATTERN } from '@/lib/ssn';
import { useT } from '@/i18n/i18n';
import { digitsPatternInput } from './digits-pattern-input';
import { FormTextField } from './form-text-field';
import { formMessages } from './messages';

const SsnInput = digitsPatternInput({ pattern: SSN_PATTERN, show: formatSsn });

export interface SsnFieldProps {
  name: string;
  label?: string;
  required?: boolean;
  /** Dots instead of digits, where the spec asks for a password-type SSN input, with a show/hide control. */
  masked?: boolean;
  /** 'off' by default; a sign-in form passes 'on' so that saved details can be filled (WCAG 3.3.8). */
  autoComplete?: string;
  validate?: FieldValidator<string | undefined>;
  disabled?: boolean;
  /** Replaces the spec's hint, e.g. to say why the field is locked. */
  hint?: ReactNode;
}

/** Lets a person check what they typed into a hidden SSN (WCAG 3.3.8: no memorising, no retyping). */
function ShowHideButton({ shown, label, onToggle }: { shown: boolean; label: string; onToggle: () => void }) {
  const t = useT();
  return (
    <InputAdornment position="end">
      <IconButton edge="end" aria-label={t(shown ? formMessages.hideSsn : formMessages.showSsn, { label })} onClick={onToggle}>
        {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );
}

/**
 * Spec section 5: digits only, shown as XXX-XX-XXXX (11 characters at most), with the hint.
 * The form keeps the formatted value; strip it with `ssnForApi` when building the payload.
 * Pasting is allowed: whatever is pasted is reduced to its digits. The caret stays where the
 * person edits (react-number-format's caret engine), so a digit fixed in the middle lands there.
 */
export function SsnField({ name, label: given, required = true, masked = false, autoComplete = 'off', validate, disabled, hint }: SsnFieldProps) {
  const [shown, setShown] = useState(false);
  const t = useT();
  const label = given ?? t(formMessages.ssnLabel);
  return (
    <FormTextField
      name={name}
      label={label}
      required={required}
      hint={hint ?? t(MESSAGES.ssnHint)}
      disabled={disabled}
      type={masked && !shown ? 'password' : 'text'}
      autoComplete={autoComplete}
      inputMode="numeric"
      parse={(value) => formatSsn(value) || undefined}
      inputComponent={SsnInput}
      endAdornment={masked && !disabled ? <ShowHideButton shown={shown} label={label} onToggle={() => setShown((value) => !value)} /> : undefined}
      validate={validate}
    />
  );
}
