import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { ApiError } from '@/api/errors';
import { downloadIntakeReceipt } from '@/features/intake/api/intake-receipt';
import { MESSAGES } from '@/contract/messages';
import type { Message } from '@/contract/translate';
import { useT } from '@/i18n/i18n';
import { successMessages as m } from '../messages';

/** "Download a copy": the application as sent, in a PDF from the API, for the person's records. */
export function DownloadReceipt({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  // The server's words as it said them, or ours, said when drawn (in the language on screen).
  const [failure, setFailure] = useState<string | Message | null>(null);
  const t = useT();

  const download = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await downloadIntakeReceipt(token);
    } catch (error) {
      // The client has told the person what it owns (offline, no connection, a server failure);
      // what stays on screen is said here: a receipt gone, or that the copy did not come.
      if (error instanceof ApiError && error.kind === 'offline') return;
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
