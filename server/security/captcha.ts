import { CAPTCHA_ACTIONS, CAPTCHA_FIELD, LOCAL_CAPTCHA_PREFIX, type CaptchaAction } from '../../src/contract/captcha';
import { MESSAGES } from '../../src/contract/messages';
import { HttpError } from '../http/errors';

/** What a bot-check says of a token: whether it passed, and for which action it was made. */
export interface CaptchaVerdict {
  success: boolean;
  action: string | null;
}

export type CaptchaVerifier = (token: string, remoteIp: string) => Promise<CaptchaVerdict>;

/** Without RECAPTCHA_SECRET: only the local provider's `local:<action>` tokens pass. */
export const localCaptcha: CaptchaVerifier = async (token) => {
  const action = token.startsWith(LOCAL_CAPTCHA_PREFIX) ? token.slice(LOCAL_CAPTCHA_PREFIX.length) : null;
  const known = action !== null && (CAPTCHA_ACTIONS as readonly string[]).includes(action);
  return { success: known, action: known ? action : null };
};

export interface GoogleOptions {
  secret: string;
  minScore?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** reCAPTCHA v3: asked once per token (Google refuses a token seen twice); the score must reach minScore. */
export function googleCaptcha({ secret, minScore = 0.5, fetch: fetchFn = fetch, timeoutMs = 5000 }: GoogleOptions): CaptchaVerifier {
  return async (token, remoteIp) => {
    try {
      const response = await fetchFn(VERIFY_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return { success: false, action: null };
      const answer = (await response.json()) as { success?: unknown; action?: unknown; score?: unknown };
      const score = typeof answer.score === 'number' ? answer.score : 0;
      return { success: answer.success === true && score >= minScore, action: typeof answer.action === 'string' ? answer.action : null };
    } catch {
      // Google unreachable counts as a failed check: the applicant may simply try again.
      return { success: false, action: null };
    }
  };
}

/** Refuses the request (422 on `g-recaptcha-response`) unless the token passes for one of the actions. */
export async function requireCaptcha(verify: CaptchaVerifier, token: unknown, actions: readonly CaptchaAction[], remoteIp: string): Promise<void> {
  if (typeof token === 'string' && token.length > 0 && token.length <= 4096) {
    const verdict = await verify(token, remoteIp);
    if (verdict.success && verdict.action !== null && (actions as readonly string[]).includes(verdict.action)) return;
  }
  throw new HttpError(422, MESSAGES.captchaFailed, { [CAPTCHA_FIELD]: [MESSAGES.captchaFailed] });
}
