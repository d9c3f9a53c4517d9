import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';

interface FinishLaterProps {
  /** The application's code once the server has created it (step 2 on). */
  applicationCode: string | null;
  /** Keeps what is on screen now on the device before leaving. */
  keepNow(): void;
}

/**
 * Issue 19: a long form is often finished another day. Says where the answers are kept and how
 * to come back, keeps what is on the screen, and leaves for the page with 'Resume Your
 * Application'.
 */
export function FinishLater({ applicationCode, keepNow }: FinishLaterProps) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();

  const leave = () => {
    keepNow();
    setOpen(false);
    navigate(paths.intake.href());
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Finish later
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="finish-later-title" aria-describedby="finish-later-text" slotProps={{ paper: { sx: { width: 440, maxWidth: 'calc(100% - 32px)' } } }}>
        <DialogTitle id="finish-later-title">Finish later</DialogTitle>
        <DialogContent id="finish-later-text">
          <DialogContentText sx={{ mb: 2 }}>
            Your answers are kept on this device. From step 2 on, each step you save is also sent to us, so you can finish on another device too.
          </DialogContentText>
          <DialogContentText sx={{ mb: applicationCode ? 2 : 0 }}>
            To come back, choose &lsquo;Resume Your Application&rsquo; and enter your SSN and date of birth.
          </DialogContentText>
          {applicationCode ? (
            <DialogContentText>
              Your application code: <strong>{applicationCode}</strong>
            </DialogContentText>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)}>Keep going</Button>
          <Button variant="contained" onClick={leave}>
            Leave for now
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
