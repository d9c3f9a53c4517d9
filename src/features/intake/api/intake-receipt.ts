import { apiSaveFile } from '@/api/client';
import { successMessages } from '../messages';

/**
 * POST /website/intake/receipt: the PDF copy of a submitted application, handed to the browser.
 * The token came with the answer of the save that submitted it; it is sent in the body, never
 * in an address. Offline, it is not asked for: the client says a copy needs a connection.
 */
export async function downloadIntakeReceipt(receiptToken: string): Promise<void> {
  await apiSaveFile(
    { method: 'POST', path: '/website/intake/receipt', body: { receipt_token: receiptToken }, whenOffline: successMessages.downloadOffline },
    'application-receipt.pdf',
  );
}
