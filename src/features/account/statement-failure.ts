import { STATEMENT_TOASTS } from '@/features/account/api/account-statement';
import { ApiError, errorToast } from '@/api/errors';
import { MESSAGES } from '@/contract/messages';
import { t, wordsNow } from '@/i18n/i18n';

/**
 * The text kept on screen after a failed statement (spec section 8, 'Statement failure'): what
 * the API client told the person in its toast for an error answer or a file the browser would
 * not take, or null (no answer, offline, an ended session).
 */
export function statementFailure(error: unknown): string | null {
  if (!(error instanceof ApiError)) return t(MESSAGES.downloadFailed);
  if (error.kind === 'download') return wordsNow(error.words);
  if (error.kind !== 'http' || error.status === 401) return null;
  const words = errorToast(error, STATEMENT_TOASTS);
  return words === null ? null : wordsNow(words);
}
