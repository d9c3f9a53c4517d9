import { apiDownload } from './client';

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

/** GET /website/client/account-statement: the PDF for a program and a date range. */
export async function fetchAccountStatement({ programId, from, to }: StatementRequest): Promise<StatementFile> {
  const { blob, filename } = await apiDownload({
    path: '/website/client/account-statement',
    query: { program_id: programId, transaction_date: [from, to] },
  });
  return { blob, filename: filename?.trim() || DEFAULT_STATEMENT_NAME };
}
