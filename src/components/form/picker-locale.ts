import 'dayjs/locale/es-us';
import { enUS, esES, type PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { Locale } from '@/contract/locales';
import type { Translator } from '@/contract/translate';
import { formMessages, pickerMessages as m } from './messages';

/**
 * MUI X's own texts for each language (its documented locale packs), and dayjs's month and day
 * names in the regional form of the app (es-US: the week starts on Sunday, as on US calendars).
 */
const PACKS: Record<Locale, Partial<PickersLocaleText>> = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
};
export const DAYJS_LOCALE: Record<Locale, string> = { en: 'en', es: 'es-us' };

/**
 * The picker's texts in the language on screen: the pack of the language, with what a person
 * meets in our date fields said in our own words (usted, every accent; the glossary's).
 */
export function pickerLocaleText(t: Translator): Partial<PickersLocaleText> {
  return {
    ...PACKS[t.locale],
    previousMonth: t(m.previousMonth),
    nextMonth: t(m.nextMonth),
    openPreviousView: t(m.openPreviousView),
    openNextView: t(m.openNextView),
    calendarViewSwitchingButtonAriaLabel: (view) => t(view === 'year' ? m.yearViewOpen : m.calendarViewOpen),
    cancelButtonLabel: t(m.cancel),
    clearButtonLabel: t(m.clear),
    okButtonLabel: t(m.ok),
    todayButtonLabel: t(m.today),
    datePickerToolbarTitle: t(m.toolbarTitle),
    openDatePickerDialogue: (date) => (date ? t(m.chosenDate, { date }) : t(formMessages.chooseDate)),
    fieldClearLabel: t(m.clear),
    dateTableLabel: t(m.dateTable),
    fieldYearPlaceholder: ({ digitAmount }) => t(m.yearLetter).repeat(digitAmount),
    year: t(m.year),
    month: t(m.month),
    day: t(m.day),
    weekDay: t(m.weekDay),
    empty: t(m.empty),
  };
}
