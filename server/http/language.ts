import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTRACT_MESSAGES } from '../../src/contract/catalogues';
import { acceptedLanguages, isLocale, pickLocale, type Locale } from '../../src/contract/locales';
import { catalogueTranslator, type Translator } from '../../src/contract/translate';
import { messages as serverEnglish } from '../catalogs/en';
import { messages as serverSpanish } from '../catalogs/es';

/**
 * The language of each answer (docs/api.md, "Languages"): the `lang` query parameter when it
 * names one we have, else the first of Accept-Language's that we have, else English. One
 * Lingui instance per language, made once, over the contract's catalogues (the rules' words) and
 * the server's own; never the screens' catalogue. A request only picks one.
 */
const TRANSLATORS: Record<Locale, Translator> = {
  en: catalogueTranslator('en', { ...CONTRACT_MESSAGES.en, ...serverEnglish }),
  es: catalogueTranslator('es', { ...CONTRACT_MESSAGES.es, ...serverSpanish }),
};

export const translatorFor = (locale: Locale): Translator => TRANSLATORS[locale];

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in. */
    readonly locale: Locale;
    /** Says a message in that language. */
    readonly t: Translator;
  }
}

/** `lang=es` (or `es-US`): the app's explicit choice, which wins over the browser's header. */
export function explicitLocale(request: FastifyRequest): Locale | null {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof lang !== 'string') return null;
  const language = lang.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

export function localeOf(request: FastifyRequest): Locale {
  return explicitLocale(request) ?? pickLocale(acceptedLanguages(request.headers['accept-language']));
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return localeOf(this);
    },
  });
  app.decorateRequest('t', {
    getter(this: FastifyRequest) {
      return TRANSLATORS[localeOf(this)];
    },
  });
}

/**
 * An answer whose words followed Accept-Language says so, so that a cache keeps one copy per
 * language; with `lang` in the address the address alone decides.
 */
export function varyByLanguage(request: FastifyRequest, reply: FastifyReply): void {
  if (explicitLocale(request)) return;
  const vary = reply.getHeader('Vary');
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (current.split(',').some((name) => ['accept-language', '*'].includes(name.trim().toLowerCase()))) return;
  reply.header('Vary', current ? `${current}, Accept-Language` : 'Accept-Language');
}
