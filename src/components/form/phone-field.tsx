import type { ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { PHONE_DISPLAY_MAX_LENGTH } from '@/contract/limits';
import { formatPhone, PHONE_PATTERN } from '@/lib/phone';
import { digitsPatternInput } from './digits-pattern-input';
import { FormTextField } from './form-text-field';

const PhoneInput = digitsPatternInput({ pattern: PHONE_PATTERN, show: formatPhone });

export interface PhoneFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  validate?: FieldValidator<string | undefined>;
}

/**
 * Spec section 5: digits only, shown as (XXX) XXX-XXXX (14 characters at most). The form
 * keeps the formatted value; strip it with `phoneForApi` when building the payload. The caret
 * stays where the person edits (react-number-format's caret engine).
 */
export function PhoneField({ name, label, required = true, hint, disabled, validate }: PhoneFieldProps) {
  return (
    <FormTextField
      name={name}
      label={label}
      required={required}
      hint={hint}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={PHONE_DISPLAY_MAX_LENGTH}
      disabled={disabled}
      parse={(value) => formatPhone(value) || undefined}
      inputComponent={PhoneInput}
      validate={validate}
    />
  );
}
