/**
 * Bot-check actions, one per kind of call that needs a token (spec section 5). A local token
 * (reference server without RECAPTCHA_SECRET) is the text `local:` followed by the action.
 */
export const CAPTCHA_ACTIONS = ['login', 'process_lookup', 'resume_lookup', 'intake', 'enquiry', 'onboarding'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

export const CAPTCHA_FIELD = 'g-recaptcha-response';
export const LOCAL_CAPTCHA_PREFIX = 'local:';

export function localCaptchaToken(action: CaptchaAction): string {
  return `${LOCAL_CAPTCHA_PREFIX}${action}`;
}
