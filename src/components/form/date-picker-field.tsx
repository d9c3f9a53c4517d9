import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type FocusEventHandler, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef } from '@mui/x-date-pickers/models';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { halfTypedDate } from '@/contract/calendar';
import { isIsoDate, typedDateToIso } from '@/lib/dates';
import { useT } from '@/i18n/i18n';
import { DAYJS_LOCALE, pickerLocaleText } from './picker-locale';

const API_FORMAT = 'YYYY-MM-DD';
/**
 * Where an empty birth date's calendar opens: the year of someone 60 today. The app's people are
 * mostly older people and adults with a disability; the years around it are on screen, and a
 * birth year from the 1930s to the 1990s is a few rows away from it.
 */
const BIRTH_YEARS_BACK = 60;
const birthYearsFrom = (): Dayjs => dayjs().subtract(BIRTH_YEARS_BACK, 'year').startOf('year');
/** Spec section 5: shown MM/DD/YYYY. */
const SHOWN_FORMAT = 'MM/DD/YYYY';

/**
 * The app's theme, with what MUI X's field and calendar need. They come with this code: the
 * app's theme is in every page's first load, and most pages never draw a calendar.
 */
const withPickerLooks = (outer: Theme): Theme =>
  createTheme({
    ...outer,
    components: {
      ...outer.components,
      // No gap in the outline for a label that is not in it (the app's labels sit above their fields).
      MuiPickersOutlinedInput: { defaultProps: { notched: false } },
      // MUI X's calendar is laid out in px around rem-sized text: with large text its month and
      // years need more room than their boxes give, and a date or a year never breaks inside.
      MuiPickersLayout: { styleOverrides: { root: { overflowWrap: 'normal' } } },
      MuiDateCalendar: { styleOverrides: { root: { height: 'auto', maxHeight: 'none', minHeight: 336 } } },
      MuiPickersCalendarHeader: { styleOverrides: { root: { flexWrap: 'wrap', maxHeight: 'none' }, labelContainer: { overflow: 'visible' } } },
      // The chosen date above the calendar wraps within the calendar's 320 px rather than widen the dialog.
      MuiPickersToolbar: { styleOverrides: { root: { maxWidth: 320 } } },
      MuiYearCalendar: { styleOverrides: { button: { width: 'auto', minWidth: 72, height: 'auto', minHeight: 36, paddingInline: 4 } } },
    },
  });

function toDayjs(value: string | undefined): Dayjs | null {
  return value && isIsoDate(value) ? dayjs(value, API_FORMAT) : null;
}

/**
 * The parts as typed, as the stand-in would show them: '02/29/' (the year still to come),
 * '02/30/1940'; '' when none is. Kept in the form with a date half typed, so that a draft
 * brought back after a reload shows what was typed. MUI X pads a part as it is typed ('0' is
 * month '00', '19' the year '0019'): the padding is taken off, so that the rest typed after it
 * in the stand-in makes the date ('02/29/19' and '40').
 */
function typedParts(sections: readonly { type: string; value: string }[]): string {
  const parts = sections.map(({ type, value }) => (type === 'year' ? value.replace(/^0+(?=\d)/, '') : value === '00' ? '0' : value));
  const last = parts.findLastIndex((part) => part !== '');
  if (last < 0) return '';
  const typed = parts.slice(0, last + 1).join('/');
  return last < parts.length - 1 ? `${typed}/` : typed;
}

/**
 * MUI X draws its field and calendar one way for a mouse (a popper) and another for a touch
 * screen (a dialog), chosen by its documented `desktopModeMediaQuery`, by default whether the
 * pointer is fine. When the device changes between the two while the field is on screen (a
 * laptop folded into a tablet, a mouse paired with a tablet), it draws the field again from
 * nothing: a date half typed, which is no value to MUI X, vanished, and the focus with it. The
 * kind is read once, as the field is drawn, and given back as a query that keeps its answer.
 */
function useDesktopModeAtFirst(): string | undefined {
  const [query] = useState(() => (typeof matchMedia === 'function' ? (matchMedia('(pointer: fine)').matches ? '@media all' : '@media not all') : undefined));
  return query;
}

/** What people type between a date's parts: each moves on to the next part, as a space does. */
const SEPARATORS = new Set(['/', '-', '.']);

/**
 * '1/5/1950' typed as many people write a date: MUI X's field moves on by itself once a part is
 * whole ('12', '3'), and takes a space as 'next part', but ignores a slash, so '1/5/1950' read as
 * month 05, day 19, year 0050. A separator typed after a digit of the part in hand moves to the
 * next part, through the field's documented `setSelectedSections`; one typed in a part the field
 * has just moved to by itself ('12/') is dropped, so the day is not skipped.
 */
function useSeparatorMovesOn(fieldRef: RefObject<FieldRef<Dayjs | null> | null>) {
  const typedIn = useRef<number | null>(null);
  return (event: KeyboardEvent) => {
    const field = fieldRef.current;
    if (!field || event.ctrlKey || event.metaKey || event.altKey) return;
    const active = field.getActiveSectionIndex();
    if (/^\d$/.test(event.key)) {
      // With every part selected (none active), a digit goes to the first.
      typedIn.current = active ?? 0;
      return;
    }
    if (!SEPARATORS.has(event.key)) return;
    event.preventDefault();
    const last = field.getSections().length - 1;
    if (active !== null && typedIn.current === active && active < last) {
      typedIn.current = null;
      field.setSelectedSections(active + 1);
    }
  };
}

/**
 * An empty date is typed from its start, wherever it is pressed. MUI X's field, like the
 * browser's own date input, selects the part under the press: at a large text size the middle
 * of an empty field is its YYYY, and '02291940' typed from there became 'MM/DD/0940'. The
 * stand-in text box (date-field.tsx) always took typing from the start; the field does too once
 * the press is over, through its documented `setSelectedSections`. The press's click is heard on
 * the window, after the field's own handling of it: the page may scroll the part into view
 * under the finger, and the click then lands beside the field. A press on a part of a date
 * already there (to mend it) and on the calendar's button are left to the field.
 */
function useEmptyStartsAtFirstPart(fieldRef: RefObject<FieldRef<Dayjs | null> | null>) {
  return (event: MouseEvent) => {
    const field = fieldRef.current;
    const isEmpty = () => field?.getSections().every((section) => section.value === '') ?? false;
    const onButton = event.target instanceof Element && event.target.closest('button') !== null;
    if (!field || onButton || !isEmpty()) return;
    addEventListener(
      'click',
      () => {
        if (field.isFieldFocused() && isEmpty()) field.setSelectedSections(0);
      },
      { once: true },
    );
  };
}

/**
 * A whole date pasted as people write it ('1/5/1950', '01051950', ' 01/05/1950'): MUI X's field
 * reads a paste only in its own MM/DD/YYYY and drops anything else without a word. What the
 * stand-in would take when typed (typedDateToIso) becomes the field's value; any other paste,
 * a part's digits among them, is left to the field.
 */
function takePastedDate(event: ClipboardEvent, onDate: (day: Dayjs) => void) {
  const iso = typedDateToIso(event.clipboardData.getData('text'));
  if (iso === null) return;
  event.preventDefault();
  event.stopPropagation();
  onDate(dayjs(iso, API_FORMAT));
}

export interface DatePickerFieldProps {
  id: string;
  name: string;
  /** With '(optional)' where it applies: the group's name and the picker's title. */
  label: string;
  /** What the form holds: 'YYYY-MM-DD', a date half typed (`halfTypedDate`) or nothing. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onFocus: FocusEventHandler;
  onBlur: FocusEventHandler;
  error: boolean;
  helperText: ReactNode;
  disabled: boolean;
  disableFuture: boolean;
  /** 'YYYY-MM-DD': no earlier day is offered. */
  minDate: string | undefined;
  /** A birth date: the calendar opens at the years, around those of the people who use it. */
  birthDate: boolean;
  autoComplete: string;
  /** Taking over from the stand-in that had focus: the section the cursor goes to. */
  focusOnMount?: 'month' | 'year';
  /** The stand-in's 'Choose date' was pressed before this code had come. */
  openOnMount?: boolean;
}

/**
 * MUI X's DatePicker as its documentation draws it: the accessible field (a group of Month, Day
 * and Year spin buttons that take digits in sequence, paste and Backspace) and the calendar
 * behind 'Choose date' (a popper with a mouse, a dialog on a touch screen). Loaded with its
 * adapter and dayjs only when a screen's date field is about to be used (date-field.tsx).
 */
export function DatePickerField({ id, name, label, value, onChange, onFocus, onBlur, error, helperText, disabled, disableFuture, minDate, birthDate, autoComplete, focusOnMount, openOnMount = false }: DatePickerFieldProps) {
  const [day, setDay] = useState(() => toDayjs(value));
  const [open, setOpen] = useState(openOnMount);
  const t = useT();
  const locale = t.locale;
  // The calendar's words and names of months and days follow the language on screen (t is one
  // object that speaks the language of the moment: the language is what changes).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const localeText = useMemo(() => pickerLocaleText(t), [locale]);
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  const hiddenInput = useRef<HTMLInputElement>(null);
  const separatorMovesOn = useSeparatorMovesOn(fieldRef);
  const emptyStartsAtFirstPart = useEmptyStartsAtFirstPart(fieldRef);
  const desktopModeMediaQuery = useDesktopModeAtFirst();

  // The form changed the value itself (a reset, a restored draft, a cleared end date); what the
  // field handed over comes back unchanged and leaves a half-typed date alone.
  const [handedOver, setHandedOver] = useState(value);
  const [resets, setResets] = useState(0);
  if (value !== handedOver) {
    setHandedOver(value);
    setDay(toDayjs(value));
    setResets((count) => count + 1);
  }
  // A half-typed date is no value to MUI X: emptied by the form, its parts are cleared here.
  useEffect(() => {
    if (resets > 0 && toDayjs(value) === null) fieldRef.current?.clearValue();
    // Only when the form changed the value itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resets]);

  useEffect(() => {
    if (focusOnMount) fieldRef.current?.focusField(focusOnMount);
    // Only when it takes over from the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (next: Dayjs | null) => {
    const iso = next?.isValid() ? next.format(API_FORMAT) : '';
    // A day that is no real one (02/30, the year 0195 while 1951 is typed) is kept as typed.
    const formValue = isIsoDate(iso) ? iso : next === null ? undefined : halfTypedDate(typedParts(fieldRef.current?.getSections() ?? []));
    setDay(next);
    setHandedOver(formValue);
    onChange(formValue);
  };

  // MUI X's value stays null while a part of the date is missing; the form must tell a date
  // half typed from none (an optional date half typed is refused, never silently left out),
  // and keeps what was typed of it, so that a reload brings it back. Asked of the field's
  // sections after each key, when the person leaves the field and before any submit of its form.
  const handOverHalfTyped = () => {
    if (day !== null && day.isValid()) return;
    const typed = typedParts(fieldRef.current?.getSections() ?? []);
    const next = typed === '' ? undefined : halfTypedDate(typed);
    if (next === handedOver) return;
    setHandedOver(next);
    onChange(next);
  };
  const latestHandOver = useRef(handOverHalfTyped);
  useLayoutEffect(() => {
    latestHandOver.current = handOverHalfTyped;
  });
  useEffect(() => {
    const form = hiddenInput.current?.form;
    if (!form) return undefined;
    // Capture: before the form's own submit handler reads the values.
    const beforeSubmit = () => latestHandOver.current();
    form.addEventListener('submit', beforeSubmit, true);
    return () => form.removeEventListener('submit', beforeSubmit, true);
  }, []);

  return (
    <ThemeProvider theme={withPickerLooks}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={DAYJS_LOCALE[locale]} localeText={localeText}>
        <DatePicker
          name={name}
          label={label}
          value={day}
          onChange={change}
          format={SHOWN_FORMAT}
          views={['year', 'month', 'day']}
          desktopModeMediaQuery={desktopModeMediaQuery}
          openTo={birthDate ? 'year' : 'day'}
          // With no date yet the years would open at this one: someone born in 1950 would scroll
          // past some 25 rows of years. Opened around the birth years of the people who mostly
          // use the app (MUI X's referenceDate: what an empty calendar starts from; nothing is
          // chosen by it).
          referenceDate={birthDate ? birthYearsFrom() : undefined}
          disabled={disabled}
          disableFuture={disableFuture}
          // The years end at this one: a birth date's list has no greyed-out decades to scroll past.
          maxDate={disableFuture ? dayjs() : undefined}
          minDate={toDayjs(minDate) ?? undefined}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          inputRef={hiddenInput}
          // The stand-in's icon: the field does not change its look when it takes over.
          slots={{ openPickerIcon: CalendarMonthIcon }}
          slotProps={{
            field: {
              fieldRef,
              onMouseDown: emptyStartsAtFirstPart,
              onFocus,
              onBlur: (event) => {
                handOverHalfTyped();
                onBlur(event);
              },
            },
            textField: {
              id,
              fullWidth: true,
              error,
              helperText,
              onKeyDownCapture: separatorMovesOn,
              onKeyUp: handOverHalfTyped,
              onPasteCapture: (event: ClipboardEvent) => takePastedDate(event, change),
              slotProps: { htmlInput: { autoComplete } },
            },
            // The calendar (a dialog on a touch screen, a popper with a mouse) is named after the field it fills.
            mobilePaper: { 'aria-labelledby': `${id}-label` },
            popper: { 'aria-labelledby': `${id}-label` },
          }}
        />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
