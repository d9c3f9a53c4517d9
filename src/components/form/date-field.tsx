import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { useHydrated } from '@/components/use-hydrated';
import { fieldLabel, visibleError } from './field-state';

/** What the form keeps for a date that was typed but is not a real day yet. */
export const INVALID_DATE = 'invalid-date';
const API_FORMAT = 'YYYY-MM-DD';
/** Spec section 9: changes reach the form 300 ms after the last keystroke. */
const DEBOUNCE_MS = 300;

function toDayjs(value: string | undefined): Dayjs | null {
  if (!value || value === INVALID_DATE) return null;
  const day = dayjs(value, API_FORMAT);
  return day.isValid() ? day : null;
}

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  /** No day after today (birth dates, move-in dates, statements). */
  disableFuture?: boolean;
  /** 'YYYY-MM-DD': the earliest day that may be chosen (an end date's start). */
  minDate?: string;
  validate?: FieldValidator<string | undefined>;
}

/**
 * A date as the spec wants it: shown MM/DD/YYYY, kept and sent as YYYY-MM-DD. The pickers'
 * code (and their LocalizationProvider) load only with the screens that use this field.
 */
export function DateField({ name, label, required = false, hint, disabled, disableFuture, minDate, validate }: DateFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { validate });
  const [shown, setShown] = useState<Dayjs | null>(() => toDayjs(input.value));
  const emitted = useRef<string | undefined>(input.value);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const error = visibleError(meta);
  // The pickers draw their sections as editable spans; digits typed there before React adopts
  // a prerendered page would make it redraw the whole page (and lose the rest of the typing,
  // see src/app/early-input.ts). Until then the field is read-only.
  const hydrated = useHydrated();

  // The form changed the value itself (a reset, a restored draft, a cleared end date).
  useEffect(() => {
    if (input.value !== emitted.current) {
      emitted.current = input.value;
      setShown(toDayjs(input.value));
    }
  }, [input.value]);

  const flush = () => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    if (emitted.current !== input.value) input.onChange(emitted.current);
  };
  useEffect(() => () => {
    if (pending.current) clearTimeout(pending.current);
  }, []);

  const change = (next: Dayjs | null) => {
    setShown(next);
    emitted.current = next === null ? undefined : next.isValid() ? next.format(API_FORMAT) : INVALID_DATE;
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(flush, DEBOUNCE_MS);
  };

  // The field is not an <input>, so Enter does not submit its form by itself (spec: Enter submits).
  // Enter on the 'Choose date' button keeps opening the calendar.
  const submitOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || !event.currentTarget.contains(target) || target.closest('button')) return;
    event.preventDefault();
    flush();
    event.currentTarget.closest('form')?.requestSubmit();
  };

  return (
    <div onKeyDown={submitOnEnter}>
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={fieldLabel(label, required)}
        value={shown}
        onChange={change}
        onClose={flush}
        format="MM/DD/YYYY"
        disabled={disabled}
        readOnly={!hydrated}
        disableFuture={disableFuture}
        minDate={toDayjs(minDate) ?? undefined}
        slotProps={{
          textField: {
            id: `field-${name}`,
            name,
            fullWidth: true,
            required: false,
            error: Boolean(error),
            helperText: error ?? hint ?? 'MM/DD/YYYY',
            onBlur: () => {
              flush();
              input.onBlur();
            },
            onFocus: () => input.onFocus(),
          },
        }}
      />
    </LocalizationProvider>
    </div>
  );
}
