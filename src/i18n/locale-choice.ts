import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '@/contract/locales';
import { localeOfPath, pathIn } from '@/contract/locale-paths';
import { choiceCookie, choiceInCookies } from '@/contract/locale-cookie';

/*
 * Which language a visit shows. Pure and small: the head script (src/app/head-script.ts)
 * reads it before the page paints, to send a person to their language's address. The choice
 * is a cookie the server reads too (src/contract/locale-cookie.ts).
 */

/** Where the choice was kept before the cookie: read once, moved to the cookie, then removed. */
const LEGACY_KEY = 'language';

function writeCookie(locale: Locale): void {
  document.cookie = choiceCookie(locale, window.location.protocol === 'https:');
}

/** A choice kept in localStorage by an earlier version, moved to the cookie so it is not lost. */
function legacyChoice(): Locale | null {
  try {
    const value = localStorage.getItem(LEGACY_KEY);
    if (value !== null) localStorage.removeItem(LEGACY_KEY);
    if (!isLocale(value)) return null;
    writeCookie(value);
    return value;
  } catch {
    return null;
  }
}

/** The language chosen on this device with the switch, if any. */
export function storedChoice(): Locale | null {
  return choiceInCookies(document.cookie) ?? legacyChoice();
}

/** Keeps the switch's choice on this device (and tells the server, which reads the cookie). */
export function rememberChoice(locale: Locale): void {
  writeCookie(locale);
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
