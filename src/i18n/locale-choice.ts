import { LOCALES, isLocale, pickLocale, type Locale } from '@/contract/locales';
import { activateLocale } from './i18n';

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

/**
 * The language to open in: the one the person chose on this device, else the first of their
 * browser's languages that we have, else English.
 */
export function initialLocale(): Locale {
  return storedChoice() ?? pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

/** The person chose a language: shown at once and remembered on this device. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Private mode with storage refused: the choice holds for this visit only.
  }
  await activateLocale(locale);
}

export { LOCALES };
