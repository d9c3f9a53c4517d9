/**
 * Dates travel as 'YYYY-MM-DD' strings (what the API sends and takes), are shown as
 * MM/DD/YYYY, and are compared as local calendar days, never as instants, so a birth date
 * never shifts by a time zone.
 */
import { isIsoDate as isRealIsoDate, localToday } from '@/contract/calendar';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const PASTED_ISO_DATE = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;
/** Month, day, year: the most digits each part of MM/DD/YYYY takes. */
const PART_LENGTHS = [2, 2, 4] as const;
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
 * What a date input shows while a person types: digits and slashes only, MM/DD/YYYY at most,
 * with the slash put in when a month or day is full and the next digit comes. Other separators
 * ('-', '.', a space) count as slashes, and a pasted 'YYYY-MM-DD' is turned round. Nothing is
 * padded or moved, so text that is already in shape comes back as it was (the caret stays).
 */
export function formatDateTyping(raw: string): string {
  const iso = PASTED_ISO_DATE.exec(raw);
  if (iso) return `${iso[2]!.padStart(2, '0')}/${iso[3]!.padStart(2, '0')}/${iso[1]}`;
  const parts = [''];
  for (const char of raw) {
    const last = parts.length - 1;
    if (char >= '0' && char <= '9') {
      if (parts[last]!.length < PART_LENGTHS[last]!) parts[last] += char;
      else if (last < 2) parts.push(char);
    } else if ('/-. '.includes(char) && parts[last] !== '' && last < 2) {
      parts.push('');
    }
  }
  return parts.join('/');
}

/** A moment as a person reads it here: 'January 5, 2024 at 3:04 PM' (the device's time zone). */
export function formatDateTime(epochMs: number): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(epochMs);
}
