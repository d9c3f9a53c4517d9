import { MESSAGES } from '@/contract/messages';
import { t } from '@/i18n/i18n';
import { apiDownload } from '@/api/client';
import type { ApiError, ToastRule } from '@/api/errors';

export interface StatementRequest {
  programId: number;
  /** 'YYYY-MM-DD', both ends included. */
  from: string;
  to: string;
}

export interface StatementFile {
  blob: Blob;
  filename: string;
}

/** Spec section 7: the name comes from the x-filename header, else 'account-statement'. */
export const DEFAULT_STATEMENT_NAME = 'account-statement';

/**
 * Spec section 8, 'Statement failure': a refused statement is told as 'No transactions found
 * for the selected dates.' unless the server names a field (then its own message).
 */
export const STATEMENT_TOASTS: ToastRule = {
  refusals: (error: ApiError) => (Object.keys(error.fieldErrors).length > 0 ? error.message : t(MESSAGES.noTransactions)),
};

/** GET /website/client/account-statement: the PDF for a program and a date range. */
export async function fetchAccountStatement({ programId, from, to }: StatementRequest): Promise<StatementFile> {
  const { blob, filename } = await apiDownload({
    path: '/website/client/account-statement',
    query: { program_id: programId, transaction_date: [from, to] },
    ...STATEMENT_TOASTS,
  });
  return { blob, filename: filename?.trim() || DEFAULT_STATEMENT_NAME };
}
