import { useSyncExternalStore } from 'react';
import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '@/contract/locales';
import { manifestPath } from '@/contract/locale-paths';
import { translatorOf, type Translator } from '@/contract/translate';
import { FORM_AREAS, type Area, type ContractPart } from './areas';

export { i18n };
export type { MessageDescriptor };

type Catalogue = () => Promise<{ messages: Messages }>;

/**
 * Each language's compiled catalogues, each a chunk of its own: a visit loads only the language
 * it shows. The shell's texts come with every page; an area's (src/i18n/areas.ts) come with the
 * code of its routes, and with an area whose screens have forms, the texts of forms: the forms'
 * parts' and the contract's (the rules', shared with the server) that its screens say.
 */
const ALWAYS: Record<Locale, readonly Catalogue[]> = {
  en: [() => import('./catalogs/shell/en')],
  es: [() => import('./catalogs/shell/es')],
};

const FORMS: Record<Locale, readonly Catalogue[]> = {
  en: [() => import('@/contract/catalogs/common/en'), () => import('./catalogs/forms/en')],
  es: [() => import('@/contract/catalogs/common/es'), () => import('./catalogs/forms/es')],
};

const CONTRACT: Record<Locale, Record<Exclude<ContractPart, 'common'>, Catalogue>> = {
  en: { rules: () => import('@/contract/catalogs/rules/en') },
  es: { rules: () => import('@/contract/catalogs/rules/es') },
};

const AREAS: Record<Locale, Record<Area, Catalogue>> = {
  en: {
    home: () => import('./catalogs/home/en'),
    about: () => import('./catalogs/about/en'),
    contact: () => import('./catalogs/contact/en'),
    legal: () => import('./catalogs/legal/en'),
    intake: () => import('./catalogs/intake/en'),
    auth: () => import('./catalogs/auth/en'),
    account: () => import('./catalogs/account/en'),
    onboarding: () => import('./catalogs/onboarding/en'),
  },
  es: {
    home: () => import('./catalogs/home/es'),
    about: () => import('./catalogs/about/es'),
    contact: () => import('./catalogs/contact/es'),
    legal: () => import('./catalogs/legal/es'),
    intake: () => import('./catalogs/intake/es'),
    auth: () => import('./catalogs/auth/es'),
    account: () => import('./catalogs/account/es'),
    onboarding: () => import('./catalogs/onboarding/es'),
  },
};

/** The areas whose screens this visit has asked for: a change of language loads theirs too. */
const areasShown = new Set<Area>();
/** The language being shown, from the moment it is asked for (its catalogues may still be on their way). */
let shownLocale: Locale | null = null;

async function catalogueOf(catalogues: readonly Catalogue[]): Promise<Messages> {
  const parts = await Promise.all(catalogues.map((load) => load()));
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

/** The language on screen now. */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/**
 * Loads a language's catalogues (the shell's and those of every area shown so far) and shows
 * every text in them; `<html lang>` and the page's manifest follow. `alongside` runs in the
 * same task as the change (the switch moves to the language's address there), so the screen
 * draws once, in the new language at its new address. The texts are added to what the
 * language already holds, so an area's catalogue that arrives meanwhile is never lost.
 */
export async function activateLocale(locale: Locale, alongside?: () => void): Promise<void> {
  shownLocale = locale;
  const messages = await catalogueOf([...ALWAYS[locale], ...[...areasShown].flatMap((area) => areaCatalogues(locale, area))]);
  alongside?.();
  i18n.load(locale, messages);
  i18n.activate(locale, [INTL_LOCALE[locale]]);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
}

/**
 * The language the screen is about to show: the one being activated while its texts are on
 * their way (the address's language as the app starts, a language just chosen), else the one
 * on screen. For what is asked of the server before that language is on screen, so that it
 * comes in the language it will be shown in.
 */
export const localeComing = (): Locale => shownLocale ?? currentLocale();

/**
 * Loads the texts of an area's screens in the language shown (or being shown), alongside the
 * screen's code (src/app/routes.tsx): the screen draws once both are in.
 */
export async function loadArea(area: Area): Promise<void> {
  areasShown.add(area);
  const locale = localeComing();
  i18n.load(locale, await catalogueOf(areaCatalogues(locale, area)));
}

/** An area's catalogue, and when its screens have forms, the forms' texts and its parts of the contract's. */
function areaCatalogues(locale: Locale, area: Area): readonly Catalogue[] {
  const parts = FORM_AREAS.get(area);
  return parts ? [...FORMS[locale], ...parts.map((part) => CONTRACT[locale][part]), AREAS[locale][area]] : [AREAS[locale][area]];
}

/**
 * A text in the language on screen. Values fill the message's {placeholders}; a value that is a
 * message itself is said first. The shared rules take it as their translator (RuleContext.t).
 */
export const t: Translator = translatorOf(i18n, currentLocale);

/**
 * Words to show later: the app's own as their message, said in the language on screen when
 * shown (a toast still up when the person changes language is said again in the new one); the
 * server's as they came, in the language they were asked in (they cannot be said in another).
 */
export type Words = string | MessageDescriptor;

/** Words in the language on screen now. */
export const wordsNow = (words: Words): string => (typeof words === 'string' ? words : t(words));

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
