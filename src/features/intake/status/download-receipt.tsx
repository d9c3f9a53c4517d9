import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { ApiError } from '@/api/errors';
import { fetchIntakeReceipt } from '@/api/intake-receipt';
import { toastError } from '@/components/toast';
import { MESSAGES } from '@/contract/messages';
import type { Message } from '@/contract/translate';
import { saveFile } from '@/lib/save-file';
import { isOnline } from '@/offline/online-status';
import { useT } from '@/i18n/i18n';
import { successMessages as m } from '../messages';

export const RECEIPT_OFFLINE = m.downloadOffline;

/** "Download a copy": the application as sent, in a PDF from the API, for the person's records. */
export function DownloadReceipt({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  // The server's words as it said them, or ours, said when drawn (in the language on screen).
  const [failure, setFailure] = useState<string | Message | null>(null);
  const t = useT();

  const download = async () => {
    setFailure(null);
    if (!isOnline()) {
      toastError(t(RECEIPT_OFFLINE));
      return;
    }
    setBusy(true);
    try {
      const file = await fetchIntakeReceipt(token);
      saveFile(file.blob, file.filename);
    } catch (error) {
      // The client has already said what it owns (no connection, a server failure); a receipt gone is said here.
      setFailure(error instanceof ApiError && error.status === 404 ? error.message : MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        onClick={() => void download()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
        sx={{ mt: 1 }}
      >
        {t(m.download)}
      </Button>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {typeof failure === 'string' ? failure : t(failure)}
        </Alert>
      ) : null}
    </>
  );
}
