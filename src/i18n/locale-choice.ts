import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '@/contract/locales';
import { localeOfPath, pathIn } from '@/contract/locale-paths';

/**
 * Which language a visit shows. Pure and small: the boot script reads it before anything else
 * loads, to send a person to their language's address before the app starts.
 */
const KEY = 'language';

/** The language chosen on this device with the switch, if any. */
export function storedChoice(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the switch's choice on this device. */
export function rememberChoice(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Private mode with storage refused: the choice holds for this visit only.
  }
}

/**
 * The language to open in: the one the person chose on this device, else the first of their
 * browser's languages that we have, else English.
 */
export function initialLocale(): Locale {
  return storedChoice() ?? pickLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/**
 * The language to show at an address: the one chosen on this device; else the address's own
 * when it names one (a link to `/es/…` is a choice too); else, at an English address (also the
 * x-default one), the browser's.
 */
export function localeForAddress(pathname: string): Locale {
  const addressed = localeOfPath(pathname);
  return storedChoice() ?? (addressed !== DEFAULT_LOCALE ? addressed : initialLocale());
}

/** The same page at the address of the language to show, or null when this address is it. */
export function addressForLocale({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const locale = localeForAddress(pathname);
  return locale === localeOfPath(pathname) ? null : `${pathIn(locale, pathname)}${search}${hash}`;
}
