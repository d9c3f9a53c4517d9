import { MESSAGES } from '@/contract/messages';
import { apiSaveFile } from '@/api/client';
import type { ApiError, ToastRule } from '@/api/errors';
import { accountMessages } from '../messages';

export interface StatementRequest {
  programId: number;
  /** 'YYYY-MM-DD', both ends included. */
  from: string;
  to: string;
}

/** Spec section 7: the name comes from the x-filename header, else 'account-statement'. */
export const DEFAULT_STATEMENT_NAME = 'account-statement';

/**
 * Spec section 8, 'Statement failure': a refused statement is told as 'No transactions found
 * for the selected dates.' unless the server names a field (then its own message).
 */
export const STATEMENT_TOASTS: ToastRule = {
  refusals: (error: ApiError) => (Object.keys(error.fieldErrors).length > 0 ? error.words : MESSAGES.noTransactions),
};

/**
 * GET /website/client/account-statement: the PDF for a program and a date range, handed to the
 * browser. Offline, it is not asked for: the client says a statement needs a connection.
 */
export async function downloadAccountStatement({ programId, from, to }: StatementRequest): Promise<void> {
  await apiSaveFile(
    {
      path: '/website/client/account-statement',
      query: { program_id: programId, transaction_date: [from, to] },
      whenOffline: accountMessages.statementOffline,
      ...STATEMENT_TOASTS,
    },
    DEFAULT_STATEMENT_NAME,
  );
}
