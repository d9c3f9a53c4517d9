import { isIsoDate } from './calendar';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from './locales';

/**
 * Dates and money as a person reads them in their language (en-US, es-US), for the summary of
 * answers and the server's PDFs. Calendar days are 'YYYY-MM-DD' text with no time zone: they
 * are drawn at noon UTC and formatted in UTC, so no zone can move them to another day.
 */
function dayOf(iso: string): Date | null {
  if (!isIsoDate(iso)) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** 'YYYY-MM-DD' -> 'January 5, 1950' / '5 de enero de 1950'; anything else as it is. */
export function longDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const day = dayOf(iso);
  return day ? new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(day) : iso;
}

/**
 * A day in a table: 01/05/2024 in English; '5 ene 2024' in Spanish, where es-US's numeric
 * form (05/01/2024) puts the day first and would be read as May 1 beside US papers.
 */
const SHORT_DATE: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  es: { dateStyle: 'medium', timeZone: 'UTC' },
};

export function shortDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const day = dayOf(iso);
  return day ? new Intl.DateTimeFormat(INTL_LOCALE[locale], SHORT_DATE[locale]).format(day) : iso;
}

/** An amount in dollars: $1,234.56 (es-US writes dollars the same way). */
export function dollars(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD' }).format(amount);
}

/** A moment in the device's time zone: 'January 5, 2024 at 3:04 PM' / '5 de enero de 2024 a las 3:04 p.m.'. */
export function dateTime(epochMs: number, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short' }).format(epochMs);
}
