import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { formatDateTyping, formatLongDate, formatUsDate, usDateToIso } from '@/lib/dates';
import { visuallyHidden } from '@/components/visually-hidden';
import { fieldLabel, visibleError } from './field-state';
import { TextBox } from './text-box';

/** What the form keeps for a date that was typed but is not a real day yet. */
export const INVALID_DATE = 'invalid-date';
/** Spec section 9: changes reach the form 300 ms after the last keystroke. */
const DEBOUNCE_MS = 300;

// The calendar (MUI X's DateCalendar, its adapter and dayjs) is fetched when a person asks for
// it, or shows they are about to (focus, pointer over the button): the typed field alone is
// what a screen with a date needs to be shown and used.
const loadCalendar = () => import('./date-calendar-dialog');
const CalendarDialog = lazy(async () => ({ default: (await loadCalendar()).DateCalendarDialog }));
const prefetchCalendar = () => void loadCalendar().catch(() => undefined);

function toShown(value: string | undefined): string {
  return value && value !== INVALID_DATE ? formatUsDate(value) : '';
}

function toFormValue(shown: string): string | undefined {
  if (shown === '') return undefined;
  return usDateToIso(shown) ?? INVALID_DATE;
}

/**
 * A birth date: the person's own ('bday') or a field named as one (the intake's About you).
 * Its calendar opens at the years; someone born in 1940 would otherwise page back month by month.
 */
export function isBirthDateField(name: string, autoComplete: string): boolean {
  return autoComplete === 'bday' || /(^|\.)(date_of_birth|dob)$/.test(name);
}

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  /** No day after today (birth dates, move-in dates, statements): the calendar offers none. */
  disableFuture?: boolean;
  /** 'YYYY-MM-DD': the earliest day the calendar offers (an end date's start). */
  minDate?: string;
  /** e.g. 'bday' on a person's own birth date (WCAG 1.3.5); 'off' otherwise. */
  autoComplete?: string;
  validate?: FieldValidator<string | undefined>;
}

/**
 * A date as the spec wants it: typed as MM/DD/YYYY (the slashes come by themselves), kept and
 * sent as YYYY-MM-DD, or picked from a calendar behind the field's button. A plain text input:
 * Enter submits its form, screen readers read it like any other field. Whether the
 * day is allowed (not in the future, not before a start) is the form's rule, as for typing.
 */
export function DateField({ name, label, required = false, hint, disabled = false, disableFuture, minDate, autoComplete = 'off', validate }: DateFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { validate });
  const [shown, setShown] = useState(() => toShown(input.value));
  const [calendarOpen, setCalendarOpen] = useState(false);
  const emitted = useRef<string | undefined>(input.value);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const error = visibleError(meta);
  const chosen = usDateToIso(shown);

  // The form changed the value itself (a reset, a restored draft, a cleared end date). Only a
  // change counts: on mount the field may already show text the form has not had yet (typed
  // before the app loaded, adopted in the same commit, still inside the debounce).
  const formValue = useRef(input.value);
  useEffect(() => {
    if (input.value === formValue.current) return;
    formValue.current = input.value;
    if (input.value !== emitted.current) {
      emitted.current = input.value;
      setShown(toShown(input.value));
    }
  }, [input.value]);

  const flush = () => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    if (emitted.current !== input.value) input.onChange(emitted.current);
  };
  const latestFlush = useRef(flush);
  useLayoutEffect(() => {
    latestFlush.current = flush;
  });

  // A form sent within the debounce (Enter, a click on Submit, a submit held while the app
  // loaded) must see the last keystroke: the form's own submit handler runs after this one.
  useEffect(() => {
    const form = field.current?.form;
    if (!form) return undefined;
    const beforeSubmit = () => latestFlush.current();
    form.addEventListener('submit', beforeSubmit, true);
    return () => {
      form.removeEventListener('submit', beforeSubmit, true);
      if (pending.current) clearTimeout(pending.current);
    };
  }, []);

  const show = (text: string) => {
    setShown(text);
    emitted.current = toFormValue(text);
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => latestFlush.current(), DEBOUNCE_MS);
  };

  const pick = (iso: string) => {
    setCalendarOpen(false);
    setShown(formatUsDate(iso));
    emitted.current = iso;
    flush();
  };

  return (
    <>
      <TextBox
        id={`field-${name}`}
        name={name}
        inputRef={field}
        value={shown}
        onChange={(event) => show(formatDateTyping(event.target.value))}
        onFocus={() => input.onFocus()}
        onBlur={() => {
          flush();
          // '1/2/1950' is read as January 2; once the person moves on it is shown as the spec says.
          if (chosen) setShown(formatUsDate(chosen));
          input.onBlur();
        }}
        label={fieldLabel(label, required)}
        placeholder="MM/DD/YYYY"
        autoComplete={autoComplete}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error ?? hint ?? 'MM/DD/YYYY'}
        htmlInput={{ inputMode: 'numeric', maxLength: 10, 'aria-required': required || undefined }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              disabled={disabled}
              aria-label={chosen ? `Choose date, selected date is ${formatLongDate(chosen)}` : 'Choose date'}
              onClick={() => setCalendarOpen(true)}
              onFocus={prefetchCalendar}
              onPointerEnter={prefetchCalendar}
            >
              <CalendarMonthIcon />
            </IconButton>
          </InputAdornment>
        }
      />
      {calendarOpen ? (
        <Suspense fallback={<span role="status" style={visuallyHidden}>Opening the calendar</span>}>
          <CalendarDialog
            title={label}
            value={chosen}
            disableFuture={disableFuture}
            minDate={minDate}
            openTo={isBirthDateField(name, autoComplete) ? 'year' : 'day'}
            onPick={pick}
            onClose={() => setCalendarOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
