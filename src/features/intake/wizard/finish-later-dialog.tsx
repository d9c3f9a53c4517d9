import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '@/i18n/i18n';
import { finishLaterMessages as m } from './messages';

export interface FinishLaterDialogProps {
  open: boolean;
  applicationCode: string | null;
  onStay(): void;
  onLeave(): void;
}

/** Where the answers are kept and how to come back, with the application's code once it has one. */
export function FinishLaterQuestion({ open, applicationCode, onStay, onLeave }: FinishLaterDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="finish-later-title" aria-describedby="finish-later-text" slotProps={{ paper: { sx: { width: 440, maxWidth: 'calc(100% - 32px)' } } }}>
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
        <Button onClick={onStay}>{t(m.keepGoing)}</Button>
        <Button variant="contained" onClick={onLeave}>
          {t(m.leave)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
