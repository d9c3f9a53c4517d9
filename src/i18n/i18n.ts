import { useSyncExternalStore } from 'react';
import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '@/contract/locales';
import { manifestPath } from '@/contract/locale-paths';
import { translatorOf, type Translator } from '@/contract/translate';

export { i18n };
export type { MessageDescriptor };

type Catalogue = () => Promise<{ messages: Messages }>;

/**
 * Each language's compiled catalogues, each a chunk of its own: a visit loads only the language
 * it shows. The contract's texts (the rules', shared with the server) and the screens' own.
 */
const CATALOGUES: Record<Locale, readonly Catalogue[]> = {
  en: [() => import('@/contract/catalogs/en'), () => import('./catalogs/app/en')],
  es: [() => import('@/contract/catalogs/es'), () => import('./catalogs/app/es')],
};

async function catalogueOf(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(CATALOGUES[locale].map((load) => load()));
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

/** The language on screen now. */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/**
 * Loads a language's catalogue and shows every text in it; `<html lang>` and the page's manifest
 * follow. `alongside` runs in the same task as the change (the switch moves to the language's
 * address there), so the screen draws once, in the new language at its new address.
 */
export async function activateLocale(locale: Locale, alongside?: () => void): Promise<void> {
  const messages = await catalogueOf(locale);
  alongside?.();
  i18n.loadAndActivate({ locale, locales: [INTL_LOCALE[locale]], messages });
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
}

/**
 * A text in the language on screen. Values fill the message's {placeholders}; a value that is a
 * message itself is said first. The shared rules take it as their translator (RuleContext.t).
 */
export const t: Translator = translatorOf(i18n, currentLocale);

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The language on screen, for a component that draws (or fetches) differently in each. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/**
 * `t` for a component: the component draws again, in place, when the language changes, so a
 * switch in the middle of a form keeps everything typed.
 */
export function useT(): typeof t {
  useLocale();
  return t;
}
