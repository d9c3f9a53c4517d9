import type { ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { SSN_DISPLAY_MAX_LENGTH } from '@/contract/limits';
import { MESSAGES } from '@/contract/messages';
import { formatSsn } from '@/lib/ssn';
import { FormTextField } from './form-text-field';

export interface SsnFieldProps {
  name: string;
  label?: string;
  required?: boolean;
  /** Dots instead of digits, where the spec asks for a password-type SSN input. */
  masked?: boolean;
  validate?: FieldValidator<string | undefined>;
  disabled?: boolean;
  /** Replaces the spec's hint, e.g. to say why the field is locked. */
  hint?: ReactNode;
}

/**
 * Spec section 5: digits only, shown as XXX-XX-XXXX (11 characters at most), with the hint.
 * The form keeps the formatted value; strip it with `ssnForApi` when building the payload.
 */
export function SsnField({ name, label = 'SSN', required = true, masked = false, validate, disabled, hint }: SsnFieldProps) {
  return (
    <FormTextField
      name={name}
      label={label}
      required={required}
      hint={hint ?? MESSAGES.ssnHint}
      disabled={disabled}
      type={masked ? 'password' : 'text'}
      autoComplete="off"
      inputMode="numeric"
      maxLength={SSN_DISPLAY_MAX_LENGTH}
      parse={(value) => formatSsn(value) || undefined}
      validate={validate}
    />
  );
}
