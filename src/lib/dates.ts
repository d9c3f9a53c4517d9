/**
 * Dates travel as 'YYYY-MM-DD' strings (what the API sends and takes), are shown as
 * MM/DD/YYYY, and are compared as local calendar days, never as instants, so a birth date
 * never shifts by a time zone.
 */
import { isIsoDate as isRealIsoDate, localToday } from '@/contract/calendar';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const TYPED_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function isRealDay({ year, month, day }: CalendarDay): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1000) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

export function parseIsoDate(value: string | null | undefined): CalendarDay | null {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDay(day) ? day : null;
}

export function isIsoDate(value: string | null | undefined): boolean {
  return isRealIsoDate(value ?? '');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toIso({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today's date where the code runs, as 'YYYY-MM-DD' (the shared rules' own 'today'). */
export const todayIso = localToday;

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY'; anything else -> ''. */
export function formatUsDate(iso: string | null | undefined): string {
  const day = parseIsoDate(iso);
  return day ? `${pad(day.month)}/${pad(day.day)}/${pad(day.year, 4)}` : '';
}

/** 'MM/DD/YYYY' (or 'M/D/YYYY', as people type it) -> 'YYYY-MM-DD' (what is sent); anything else -> null. */
export function usDateToIso(value: string | null | undefined): string | null {
  const match = US_DATE.exec((value ?? '').trim());
  if (!match) return null;
  const day = { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) };
  return isRealDay(day) ? toIso(day) : null;
}

/** ISO strings of real days compare correctly as text. */
export function isAfterToday(iso: string, now: Date = new Date()): boolean {
  return iso > todayIso(now);
}

export function isBefore(iso: string, otherIso: string): boolean {
  return iso < otherIso;
}

/** 'YYYY-MM-DD' -> 'January 5, 2024'. */
export function formatLongDate(iso: string | null | undefined): string {
  const day = parseIsoDate(iso);
  return day ? `${MONTHS[day.month - 1]} ${day.day}, ${day.year}` : '';
}

/**
 * A date typed into the stand-in of the date field (before MUI X's field has loaded), as
 * 'YYYY-MM-DD': the digits alone (MMDDYYYY), MM/DD/YYYY with any separator, or a pasted
 * 'YYYY-MM-DD'. Anything else, a date not yet whole included, is null.
 */
export function typedDateToIso(text: string): string | null {
  const typed = text.trim();
  if (parseIsoDate(typed)) return typed;
  const digits = TYPED_DIGITS.exec(typed);
  return usDateToIso(digits ? `${digits[1]}/${digits[2]}/${digits[3]}` : typed.replace(/[-. ]/g, '/'));
}

/** A moment as a person reads it here: 'January 5, 2024 at 3:04 PM' (the device's time zone). */
export function formatDateTime(epochMs: number): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(epochMs);
}
