import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { halfTypedDate, isHalfTypedDate, typedOfHalfDate } from '@/contract/calendar';
import { formatUsDate, typedDateToIso } from '@/lib/dates';
import { createStore } from '@/lib/store';
import { onIntent } from './intent';
import { useT } from '@/i18n/i18n';
import { fieldLabel, visibleError } from './field-state';
import type * as DatePickerModule from './date-picker-field';
import { formMessages } from './messages';
import { TextBox } from './text-box';

type PickerModule = typeof DatePickerModule;

// MUI X's field and picker, its adapter and dayjs: fetched once a person is about to use a form
// with a date, never for a screen that is only looked at (docs/decisions.md, "Dates through MUI X").
const pickerModule = createStore<PickerModule | null>(null);
let loading: Promise<PickerModule> | null = null;

export function loadDatePicker(): Promise<PickerModule> {
  loading ??= import('./date-picker-field').then(
    (module) => {
      pickerModule.set(module);
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const requestDatePicker = () => void loadDatePicker().catch(() => undefined);

/** Null while a page is prerendered or adopted (its markup has the stand-in), the module once in. */
function usePickerModule(): PickerModule | null {
  return useSyncExternalStore(pickerModule.subscribe, pickerModule.getSnapshot, () => null);
}

/** What the stand-in shows for what the form holds: a day as MM/DD/YYYY, or as much of a date as was typed. */
const shownOf = (value: string | undefined) => (isHalfTypedDate(value) ? typedOfHalfDate(value) : formatUsDate(value));

/**
 * A birth date: the person's own ('bday') or a field named as one (the intake's About you).
 * Its calendar opens at the years; someone born in 1940 would otherwise page back month by month.
 */
export function isBirthDateField(name: string, autoComplete: string): boolean {
  return autoComplete === 'bday' || /(^|\.)(date_of_birth|dob)$/.test(name);
}

/**
 * Whether a press on the stand-in's calendar button is still under way. The press itself asks
 * for the picker's code (a sign of use), which may arrive before the pointer is lifted: handing
 * over then would take the pressed button out of the page, and the press would end on nothing
 * (a tap on the calendar that opened no calendar). The stand-in stays until the press ends in a
 * click (heard on the window, after the button's own) or is taken back for a scroll.
 */
function usePressHeld(): { held: boolean; hold: () => void } {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!held) return undefined;
    const release = () => setHeld(false);
    const ends = ['click', 'pointercancel'] as const;
    for (const type of ends) window.addEventListener(type, release);
    return () => {
      for (const type of ends) window.removeEventListener(type, release);
    };
  }, [held]);
  return { held, hold: () => setHeld(true) };
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
 * A date as the spec wants it: MM/DD/YYYY on screen, 'YYYY-MM-DD' in the form and the payload,
 * typed in MUI X's date field or chosen in its picker (date-picker-field.tsx). Until that code
 * is in, a plain text box of the same size stands in (the prerendered page has it): it takes
 * typing, and hands over to MUI X's field as soon as what it holds is empty or a whole date,
 * focus included, so nothing typed is lost. Whether the day is allowed (not in the future,
 * not before a start) is the form's rule, with the contract's messages.
 */
export function DateField({ name, label, required = false, hint, disabled = false, disableFuture = false, minDate, autoComplete = 'off', validate }: DateFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { validate });
  const t = useT();
  const picker = usePickerModule();
  const standIn = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(() => shownOf(input.value));
  // The form changed the value itself (a reset, a restored draft, a cleared end date), or the
  // language changed: MUI X's field then draws its parts again from its value, and a date half
  // typed there, no value to it, would vanish. The stand-in shows it instead, until it is whole.
  const [handedOver, setHandedOver] = useState(input.value);
  const [drawnIn, setDrawnIn] = useState(t.locale);
  if (input.value !== handedOver || t.locale !== drawnIn) {
    setHandedOver(input.value);
    setDrawnIn(t.locale);
    setTyped(shownOf(input.value));
  }
  const [standInFocused, setStandInFocused] = useState(false);
  const [openRequested, setOpenRequested] = useState(false);
  const pressed = usePressHeld();
  const error = visibleError(meta);
  const id = `field-${name}`;
  const shownLabel = fieldLabel(label, required);
  const format = t(formMessages.dateFormat);
  const helperText = error ?? hint ?? format;
  // A date half typed into the stand-in stays there until it is whole or cleared (or the
  // calendar is asked for): MUI X's field cannot be handed a part of a date.
  const halfTyped = typed.trim() !== '' && typedDateToIso(typed) === null;

  // Focus given to the prerendered stand-in before React adopted it was never heard: it is
  // read when the picker's code arrives, so that MUI X's field takes the focus over.
  useEffect(
    () =>
      pickerModule.subscribe(() => {
        if (standIn.current && standIn.current === document.activeElement) setStandInFocused(true);
      }),
    [],
  );

  useEffect(() => {
    if (picker) return undefined;
    const root = standIn.current?.closest('form') ?? standIn.current?.parentElement;
    if (!root) return undefined;
    if (root.contains(document.activeElement)) {
      requestDatePicker();
      return undefined;
    }
    // The person about to use the form: the picker's code is asked for then.
    return onIntent(root, requestDatePicker);
  }, [picker]);

  if (picker && !pressed.held && (!halfTyped || openRequested)) {
    const { DatePickerField } = picker;
    return (
      <DatePickerField
        id={id}
        name={name}
        label={shownLabel}
        value={input.value || undefined}
        onChange={(value) => {
          // Already on screen in MUI X's field: a date half typed there stays there, so the
          // stand-in takes only a whole date or none (it is drawn again for a half date the
          // form brings back itself, a draft after a reload).
          setHandedOver(value);
          if (!isHalfTypedDate(value)) setTyped(shownOf(value));
          input.onChange(value);
        }}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
        error={Boolean(error)}
        helperText={helperText}
        disabled={disabled}
        disableFuture={disableFuture}
        minDate={minDate}
        birthDate={isBirthDateField(name, autoComplete)}
        autoComplete={autoComplete}
        focusOnMount={standInFocused ? (typed ? 'year' : 'month') : undefined}
        openOnMount={openRequested}
      />
    );
  }

  return (
    <TextBox
      id={id}
      name={name}
      inputRef={standIn}
      value={typed}
      onChange={(event) => {
        const text = event.target.value;
        const value = text.trim() === '' ? undefined : (typedDateToIso(text) ?? halfTypedDate(text));
        setTyped(text);
        setHandedOver(value);
        input.onChange(value);
      }}
      onFocus={() => {
        setStandInFocused(true);
        input.onFocus();
      }}
      onBlur={() => {
        setStandInFocused(false);
        input.onBlur();
      }}
      label={shownLabel}
      placeholder={format}
      autoComplete={autoComplete}
      disabled={disabled}
      error={Boolean(error)}
      helperText={helperText}
      htmlInput={{ inputMode: 'numeric', maxLength: 10, 'aria-required': required || undefined }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            disabled={disabled}
            aria-label={t(formMessages.chooseDate)}
            onPointerDown={pressed.hold}
            onClick={() => {
              setOpenRequested(true);
              requestDatePicker();
            }}
          >
            <CalendarMonthIcon />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
