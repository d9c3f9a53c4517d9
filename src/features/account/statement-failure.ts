import { ApiError, isToastedStatus } from '@/api/errors';
import { MESSAGES } from '@/contract/messages';
import { toastError } from '@/components/toast';
import { t } from '@/i18n/i18n';

/**
 * Spec section 8, 'Statement failure': a refused statement reads 'No transactions found for
 * the selected dates.' unless the server names a field (then its own message). What the API
 * client already told the person (no answer, 500/403/429, an ended session) is not repeated.
 * Returns the text to keep on screen, or null.
 */
export function statementFailure(error: unknown): string | null {
  if (!(error instanceof ApiError)) {
    toastError(t(MESSAGES.downloadFailed));
    return t(MESSAGES.downloadFailed);
  }
  if (error.kind !== 'http' || error.status === 401) return null;
  if (isToastedStatus(error.status)) return error.message || t(MESSAGES.somethingWentWrong);
  const text = Object.keys(error.fieldErrors).length > 0 ? error.message : t(MESSAGES.noTransactions);
  toastError(text);
  return text;
}
