// With its extension: vite.config.ts reads this file (through src/app/web-manifest.ts) before any alias exists.
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/**
 * Every page has one address per language: English at the root (`/about-us`), each other
 * language under its own prefix (`/es/about-us`). The app's router takes the prefix as its base,
 * the build writes the prerendered pages at both addresses, and the service worker and the
 * server answer both (docs/decisions.md, "One address per language").
 */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language an address is in: its first segment when that names one of ours, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1];
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The address without its language prefix: `/es/about-us` -> `/about-us`, `/es` -> `/`. */
export function withoutLocale(pathname: string): string {
  const prefix = localePrefix(localeOfPath(pathname));
  return pathname.slice(prefix.length) || '/';
}

/** The same page in another language: `/about-us` -> `/es/about-us`, `/es/` -> `/`. */
export function pathIn(locale: Locale, pathname: string): string {
  const bare = withoutLocale(pathname);
  const prefix = localePrefix(locale);
  return prefix && bare === '/' ? `${prefix}/` : `${prefix}${bare}`;
}

/** An address with no trailing slash (the root aside), for comparing `/es/` with `/es`. */
export function samePage(a: string, b: string): boolean {
  const bare = (path: string) => path.replace(/\/+$/, '') || '/';
  return bare(a) === bare(b);
}

/** Each language's web app manifest (names, description and shortcuts in that language). */
export function manifestPath(locale: Locale): string {
  return `${localePrefix(locale)}/manifest.webmanifest`;
}
