import { env } from '@/config/env';
import { CAPTCHA_FIELD, localCaptchaToken, type CaptchaAction } from '@/contract/captcha';
import type { Locale } from '@/contract/locales';
import { currentLocale } from '@/i18n/i18n';

/**
 * The bot-check of architecture.md section 5. With a reCAPTCHA v3 site key the token comes from
 * Google (invisible, one action per call); without one, from the local provider the
 * reference server accepts when it has no secret. A token is fetched right before each
 * send and never stored: a call names its action (`captcha` of apiRequest) and the client
 * fetches it.
 */
export type { CaptchaAction };
export { CAPTCHA_FIELD };

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let recaptchaLoading: Promise<Grecaptcha> | null = null;

/**
 * The reCAPTCHA script's address: `hl` (its documented language parameter) gives its badge and
 * messages the language on screen when it loads.
 */
export function recaptchaScriptUrl(siteKey: string, locale: Locale): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=${locale}`;
}

/**
 * Loaded once, at the first send that needs a token, in the language on screen then. reCAPTCHA
 * has no documented way to change the language of a loaded badge, so after a switch the badge
 * keeps its first language until the next page load; its tokens do not depend on it.
 */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(siteKey, currentLocale());
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not initialise'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    recaptchaLoading = null;
    throw error;
  });
  return recaptchaLoading;
}

/** A token for the action, or null when the bot-check is unavailable or refuses. */
export async function getCaptchaToken(action: CaptchaAction): Promise<string | null> {
  const siteKey = env.recaptchaSiteKey;
  if (!siteKey) return localCaptchaToken(action);
  try {
    const grecaptcha = await loadRecaptcha(siteKey);
    const token = await grecaptcha.execute(siteKey, { action });
    return token || null;
  } catch (error) {
    console.warn('Bot-check unavailable:', error instanceof Error ? error.message : 'unknown error');
    return null;
  }
}
