import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { OnDemandDialog } from '@/components/on-demand-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { finishLaterMessages as m } from './messages';

interface FinishLaterProps {
  /** The application's code once the server has created it (step 2 on). */
  applicationCode: string | null;
  /** Keeps what is on screen now on the device before leaving. */
  keepNow(): void;
}

/**
 * A long form is often finished another day. Says where the answers are kept and how
 * to come back, keeps what is on the screen, and leaves for the page with 'Resume Your
 * Application'.
 */
export function FinishLater({ applicationCode, keepNow }: FinishLaterProps) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const t = useT();

  const leave = () => {
    keepNow();
    setOpen(false);
    navigate(paths.intake.href());
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t(m.button)}
      </Button>
      <OnDemandDialog open={open} onClose={() => setOpen(false)} aria-labelledby="finish-later-title" aria-describedby="finish-later-text" slotProps={{ paper: { sx: { width: 440, maxWidth: 'calc(100% - 32px)' } } }}>
        <DialogTitle id="finish-later-title">{t(m.button)}</DialogTitle>
        <DialogContent id="finish-later-text">
          <DialogContentText sx={{ mb: 2 }}>{t(m.kept)}</DialogContentText>
          <DialogContentText sx={{ mb: applicationCode ? 2 : 0 }}>{t(m.comeBack)}</DialogContentText>
          {applicationCode ? (
            <DialogContentText>
              {t(m.code)} <strong>{applicationCode}</strong>
            </DialogContentText>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)}>{t(m.keepGoing)}</Button>
          <Button variant="contained" onClick={leave}>
            {t(m.leave)}
          </Button>
        </DialogActions>
      </OnDemandDialog>
    </>
  );
}
