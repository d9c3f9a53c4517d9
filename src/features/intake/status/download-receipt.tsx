import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { ApiError } from '@/api/errors';
import { fetchIntakeReceipt } from '@/api/intake-receipt';
import { toastError } from '@/components/toast';
import { MESSAGES } from '@/contract/messages';
import { saveFile } from '@/lib/save-file';
import { isOnline } from '@/offline/online-status';
import { t } from '@/i18n/i18n';

export const RECEIPT_OFFLINE = 'You are offline. Downloading a copy needs a connection.';

/** "Download a copy" (issue 19): the application as sent, in a PDF from the API. */
export function DownloadReceipt({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setFailure(null);
    if (!isOnline()) {
      toastError(RECEIPT_OFFLINE);
      return;
    }
    setBusy(true);
    try {
      const file = await fetchIntakeReceipt(token);
      saveFile(file.blob, file.filename);
    } catch (error) {
      // The client has already said what it owns (no connection, a server failure); a receipt gone is said here.
      setFailure(error instanceof ApiError && error.status === 404 ? error.message : t(MESSAGES.downloadFailed));
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
        Download a copy
      </Button>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
