import { apiDownload } from '@/api/client';

export interface ReceiptFile {
  blob: Blob;
  filename: string;
}

/**
 * POST /website/intake/receipt: the PDF copy of a submitted application. The token came with
 * the answer of the save that submitted it; it is sent in the body, never in an address.
 */
export async function fetchIntakeReceipt(receiptToken: string): Promise<ReceiptFile> {
  const { blob, filename } = await apiDownload({ method: 'POST', path: '/website/intake/receipt', body: { receipt_token: receiptToken } });
  return { blob, filename: filename?.trim() || 'application-receipt.pdf' };
}
