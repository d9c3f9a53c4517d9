import type { ChangeEvent, ElementType, InputHTMLAttributes, Ref } from 'react';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { NumberFormatBase, usePatternFormat, type ChangeMeta } from 'react-number-format';
import { onlyDigits } from '@/lib/digits';

interface ElementProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  /** A change the person did not make in this field, with what the field holds now. */
  onChangeElsewhere: (typed: string) => void;
}

/**
 * A change to a field the person is not in (the browser's autofill) goes around react-number-format:
 * it puts the caret of the field it formats in place, and placing a caret focuses the field,
 * which would take the person (and their next keys) away from the field they are typing in.
 */
function ElementInput({ onChangeElsewhere, onChange, ...props }: ElementProps) {
  return (
    <input
      {...props}
      onChange={(event) => {
        if (event.target === event.target.ownerDocument.activeElement) onChange?.(event);
        else onChangeElsewhere(event.target.value);
      }}
    />
  );
}

export interface DigitsPattern {
  /** react-number-format's pattern: '#' for each digit, anything else shown as it is. */
  pattern: string;
  /** What the field shows for some digits: the pattern up to the last digit typed (no trailing separator). */
  show: (digits: string) => string;
  /** What more digits than the pattern holds stand for, if anything (a phone number's own, after its country code). */
  overflow?: (digits: string) => string | undefined;
}

/**
 * An MUI input component (OutlinedInput's `inputComponent`, as MUI documents for
 * react-number-format) for digits in a fixed pattern, e.g. an SSN or a phone number. The
 * library's caret engine keeps the caret where the person edits: typing, deleting or pasting in
 * the middle, Backspace just after a separator (the digit before it goes). The form receives
 * what is shown, as from a plain input, and may give back digits or shown text alike. The
 * pattern keeps the field within its length, so the input has no `maxlength`: the browser would
 * cut a paste to that many characters before reading it (an SSN copied with the spaces around it,
 * or '+1 (410) 555-0101', would lose its last digits).
 */
export function digitsPatternInput({ pattern, show, overflow }: DigitsPattern): ElementType<InputBaseComponentProps> {
  const size = pattern.split('#').length - 1;
  // InputBase passes `defaultValue` too (undefined: the field is controlled by the form).
  function DigitsPatternInput({ value, defaultValue: _uncontrolled, onChange, ref, name, type, ...props }: InputBaseComponentProps) {
    const emit = (typed: string) => onChange?.({ target: { name, value: show(typed) } } as ChangeEvent<HTMLInputElement>);
    // The pattern's own formatter pads a partial value to the whole pattern; `show` stops at
    // the last digit, and the rest (caret, keys, reading what was typed) is the pattern's.
    const { format: _padded, removeFormatting: digitsIn = onlyDigits, ...caret } = usePatternFormat<ElementProps>({
      ...props,
      name,
      format: pattern,
      value: onlyDigits(value as string | undefined),
      valueIsNumericString: true,
      onChange,
      onChangeElsewhere: emit,
      customInput: ElementInput,
    });
    // More digits than fit: what they stand for; else a key pressed in a full field is refused,
    // as a maxlength would refuse it (no digit of the person's is pushed out), and a paste keeps
    // the digits that fit.
    const read = (typed: string, change?: ChangeMeta) => {
      const digits = digitsIn(typed, change);
      if (digits.length <= size) return digits;
      const meant = overflow?.(digits);
      if (meant !== undefined) return meant;
      if (change && change.to.end - change.to.start <= 1) return digitsIn(change.lastValue);
      return digits.slice(0, size);
    };
    return (
      <NumberFormatBase<ElementProps>
        {...caret}
        type={type as 'text' | 'tel' | 'password' | undefined}
        format={show}
        removeFormatting={read}
        getInputRef={ref}
      />
    );
  }
  return DigitsPatternInput;
}
