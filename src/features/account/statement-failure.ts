import { STATEMENT_TOASTS } from '@/features/account/api/account-statement';
import { ApiError, errorToast } from '@/api/errors';
import { MESSAGES } from '@/contract/messages';
import { toastError } from '@/components/toast';
import { t } from '@/i18n/i18n';

/**
 * The text kept on screen after a failed statement (spec section 8, 'Statement failure'): what
 * the API client told the person in its toast for an error answer, or null (no answer, an ended
 * session). A failure that is not the API's (the file could not be built) is told here.
 */
export function statementFailure(error: unknown): string | null {
  if (!(error instanceof ApiError)) {
    toastError(t(MESSAGES.downloadFailed));
    return t(MESSAGES.downloadFailed);
  }
  if (error.kind !== 'http' || error.status === 401) return null;
  return errorToast(error, STATEMENT_TOASTS);
}
