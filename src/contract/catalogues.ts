import type { Messages } from '@lingui/core';
import { messages as commonEnglish } from './catalogs/common/en';
import { messages as commonSpanish } from './catalogs/common/es';
import { messages as rulesEnglish } from './catalogs/rules/en';
import { messages as rulesSpanish } from './catalogs/rules/es';
import type { Locale } from './locales';

/**
 * Every text of the contract in each language, its parts together: for the server and for
 * `ENGLISH`, which say any rule's words. The app loads the parts its screens say, with their
 * code (src/i18n/i18n.ts), and never imports this module.
 */
export const CONTRACT_MESSAGES: Record<Locale, Messages> = {
  en: { ...commonEnglish, ...rulesEnglish },
  es: { ...commonSpanish, ...rulesSpanish },
};
