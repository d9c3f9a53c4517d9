import type { ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { formatPhone, PHONE_PATTERN, withoutCountryCode } from '@/lib/phone';
import { digitsPatternInput } from './digits-pattern-input';
import { FormTextField } from './form-text-field';

const PhoneInput = digitsPatternInput({ pattern: PHONE_PATTERN, show: formatPhone, overflow: withoutCountryCode });

export interface PhoneFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  validate?: FieldValidator<string | undefined>;
  /** The person's own number by default; 'off' for another person's. */
  autoComplete?: string;
}

/**
 * Spec section 5: digits only, shown as (XXX) XXX-XXXX (14 characters at most). The form
 * keeps the formatted value; strip it with `phoneForApi` when building the payload. The caret
 * stays where the person edits (react-number-format's caret engine). A number pasted or filled
 * with the country code ('+1 …') keeps its own ten digits (`withoutCountryCode`).
 */
export function PhoneField({ name, label, required = true, hint, disabled, validate, autoComplete = 'tel-national' }: PhoneFieldProps) {
  return (
    <FormTextField
      name={name}
      label={label}
      required={required}
      hint={hint}
      type="tel"
      autoComplete={autoComplete}
      inputMode="tel"
      disabled={disabled}
      parse={(value) => formatPhone(value) || undefined}
      inputComponent={PhoneInput}
      validate={validate}
    />
  );
}
