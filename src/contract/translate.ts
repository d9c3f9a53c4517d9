import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { INTL_LOCALE, type Locale } from './locales';

/**
 * A text a person reads: its id in the catalogues and its English source, written as a Lingui
 * message descriptor marked `/*i18n*\/` (docs/i18n.md). `values` fill its {placeholders} when
 * the text is said later (an error the server translates once it knows the language). The
 * browser's build keeps only the id (build/english-once.ts): code says a text through a
 * `Translator`, never by reading its `message`.
 */
export interface Message extends MessageDescriptor {
  readonly id: string;
  readonly message: string;
}

/**
 * Says a text in one language. A value that is itself a message is said first, so a rule's
 * label goes into its error in the same language ('The {label} field is required.').
 */
export interface Translator {
  (message: MessageDescriptor, values?: Record<string, unknown>): string;
  /** The language it speaks: dates, money and numbers follow it. */
  readonly locale: Locale;
}

/** What a descriptor may hold: the browser's build keeps only its id (build/english-once.ts). */
const DESCRIPTOR_KEYS = new Set(['id', 'message', 'values', 'comment']);

export function isMessage(value: unknown): value is MessageDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MessageDescriptor).id === 'string' &&
    Object.keys(value).every((key) => DESCRIPTOR_KEYS.has(key))
  );
}

/** A message with the values it will be said with. */
export const withValues = (message: MessageDescriptor, values: Record<string, unknown>): MessageDescriptor => ({ ...message, values });

/** A translator over a Lingui instance; `locale` is read each time (the app's language can change). */
export function translatorOf(i18n: I18n, locale: () => Locale): Translator {
  const translate = (message: MessageDescriptor, values?: Record<string, unknown>): string => {
    const given = values ?? message.values;
    const said = given && Object.fromEntries(Object.entries(given).map(([name, value]) => [name, isMessage(value) ? translate(value) : value]));
    return i18n._(message.id, said, { message: message.message });
  };
  Object.defineProperty(translate, 'locale', { get: locale, enumerable: true });
  return translate as Translator;
}

/** A translator of its own (not the app's shared Lingui instance) for one compiled catalogue. */
export function catalogueTranslator(locale: Locale, messages: Messages): Translator {
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: messages } });
  return translatorOf(i18n, () => locale);
}
