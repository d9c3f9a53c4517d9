// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STATEMENT_TOASTS } from '@/features/account/api/account-statement';
import { ENGLISH } from '@/contract/english';
import { ApiError, MALFORMED_MESSAGE, NETWORK_MESSAGE, errorToast, type ToastRule } from '@/api/errors';
import { MESSAGES } from '@/contract/messages';
import type { Words } from '@/i18n/i18n';

/** The words as an English reader sees them. */
const inEnglish = (words: Words | null) => (words === null || typeof words === 'string' ? words : ENGLISH(words));

const http = (status: number, message = '', fieldErrors: Record<string, string> = {}) => new ApiError({ kind: 'http', status, message, fieldErrors });
const CAPTCHA = 'Captcha verification failed. Please try again!';

describe('which failures become a toast (spec section 8)', () => {
  it.each<[string, ApiError, ToastRule, string | null]>([
    ['a 500 with its message', http(500, 'Database unavailable.'), {}, 'Database unavailable.'],
    ["a 500 without one, as 'Something went Wrong!!!'", http(500), {}, 'Something went Wrong!!!'],
    ['a 403 with its message', http(403, 'This action is unauthorized.'), {}, 'This action is unauthorized.'],
    ['a 429 with its message', http(429, 'Too many attempts.'), {}, 'Too many attempts.'],
    ['no answer at all', new ApiError({ kind: 'network', message: ENGLISH(NETWORK_MESSAGE) }), {}, ENGLISH(NETWORK_MESSAGE)],
    ['a time-out', new ApiError({ kind: 'timeout', message: ENGLISH(NETWORK_MESSAGE) }), {}, ENGLISH(NETWORK_MESSAGE)],
    ['an answer that cannot be read', new ApiError({ kind: 'malformed', message: ENGLISH(MALFORMED_MESSAGE) }), {}, ENGLISH(MALFORMED_MESSAGE)],
    ['no captcha token', new ApiError({ kind: 'captcha', message: CAPTCHA }), {}, CAPTCHA],
    ['not a 422 unless the call asks', http(422, 'The given data was invalid.', { ssn: 'Bad' }), {}, null],
    ['a 422 where the call asks (enquiry, sign-in, onboarding save)', http(422, 'The given data was invalid.', { ssn: 'Bad' }), { refusals: true }, 'The given data was invalid.'],
    ['a 404 where the call asks', http(404, 'No application matches.'), { refusals: true }, 'No application matches.'],
    ['a refused statement in the spec\'s words', http(422, 'Invalid range.'), STATEMENT_TOASTS, 'No transactions found for the selected dates.'],
    ["a refused statement naming a field, in the server's", http(422, 'The end date is invalid.', { 'transaction_date.1': 'The end date is invalid.' }), STATEMENT_TOASTS, 'The end date is invalid.'],
    ['nothing for background work, even a 500', http(500, 'Down'), { quiet: true }, null],
    ['nothing for background work without a connection', new ApiError({ kind: 'network', message: ENGLISH(NETWORK_MESSAGE) }), { quiet: true }, null],
    ["no answer left to the screen where the call asks (step 1's check)", new ApiError({ kind: 'network', message: ENGLISH(NETWORK_MESSAGE) }), { quiet: 'unanswered' }, null],
    ["a 500 still told where only no answer is the screen's", http(500, 'Down'), { quiet: 'unanswered', refusals: true }, 'Down'],
    ["a refusal told where only no answer is the screen's", http(422, 'The given data was invalid.'), { quiet: 'unanswered', refusals: true }, 'The given data was invalid.'],
    ['a download not tried offline, in its own words', new ApiError({ kind: 'offline', message: 'You are offline.' }), {}, 'You are offline.'],
    ["a file the browser would not take, as 'Failed to download the file'", new ApiError({ kind: 'download', message: 'Failed to download the file' }), {}, 'Failed to download the file'],
  ])('%s', (_case, error, rule, toast) => {
    expect(inEnglish(errorToast(error, rule))).toBe(toast);
  });

  it("gives the app's own words as their message, to be said in the language on screen when shown, and the server's as they came", () => {
    expect(errorToast(new ApiError({ kind: 'network', message: NETWORK_MESSAGE }))).toBe(NETWORK_MESSAGE);
    expect(errorToast(new ApiError({ kind: 'captcha', message: MESSAGES.captchaFailed }))).toBe(MESSAGES.captchaFailed);
    expect(errorToast(http(500))).toBe(MESSAGES.somethingWentWrong);
    expect(errorToast(http(422, 'Invalid range.'), STATEMENT_TOASTS)).toBe(MESSAGES.noTransactions);
    expect(errorToast(http(500, 'Database unavailable.'))).toBe('Database unavailable.');
  });

  it('leaves a 401 that ended the session to the sign-in screen, and tells one that did not (a sign-in refused)', () => {
    expect(errorToast(http(401, 'Unauthenticated.'), { refusals: true }, { sessionEnded: true })).toBeNull();
    expect(errorToast(http(401, 'These details do not match.'), { refusals: true })).toBe('These details do not match.');
  });
});
