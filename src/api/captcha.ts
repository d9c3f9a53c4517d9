import { env } from '@/config/env';
import { CAPTCHA_FIELD, localCaptchaToken, type CaptchaAction } from '@/contract/captcha';

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

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
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
