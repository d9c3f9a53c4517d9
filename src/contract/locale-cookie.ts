import { isLocale, type Locale } from './locales.ts';

/**
 * The language chosen with the switch, kept in a cookie so that the server can read it too:
 * it answers a page's address with a redirect to the chosen language's address before any HTML
 * arrives (server/static.ts), and the app reads it before the page paints
 * (src/i18n/locale-choice.ts). It holds the language's code and nothing else.
 */
export const CHOICE_COOKIE = 'lang';
const A_YEAR = 60 * 60 * 24 * 365;

/** The chosen language in a Cookie header (or document.cookie), when it is one of ours. */
export function choiceInCookies(cookies: string | undefined): Locale | null {
  for (const part of (cookies ?? '').split(';')) {
    const at = part.indexOf('=');
    const value = part.slice(at + 1).trim();
    if (at > 0 && part.slice(0, at).trim() === CHOICE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** The cookie that keeps a choice for a year on every address of the origin (Secure on https). */
export function choiceCookie(locale: Locale, secure: boolean): string {
  return `${CHOICE_COOKIE}=${locale}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
