import { useId } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '@/i18n/i18n';
import { MODAL_WIDTH } from '@/components/modal-width';

const messages = {
  text: /*i18n*/ {
    id: 'session.idle.warning',
    message: 'You have not done anything for a while. To protect your information, we will sign you out unless you choose to stay.',
  },
  signOut: /*i18n*/ { id: 'session.idle.sign_out', message: 'Sign out' },
  stay: /*i18n*/ { id: 'session.idle.stay', message: 'Stay signed in' },
} as const;

export interface IdleWarningDialogProps {
  open: boolean;
  /** "You'll be signed out in 2 minutes": changes once a minute, so a screen reader is told once a minute. */
  title: string;
  busy: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * WCAG 2.2.1's warning before a session ends. An alertdialog: opening it moves focus to
 * "Stay signed in" (the choice that loses nothing) and is announced. Escape, or a click
 * outside, is "Stay signed in": the person is plainly there.
 */
export function IdleWarningDialog({ open, title, busy, onStay, onSignOut }: IdleWarningDialogProps) {
  const id = useId();
  const t = useT();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={busy ? undefined : onStay}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: { sx: { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ fontWeight: 700 }} aria-live="polite" aria-atomic="true">
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ color: 'text.primary' }}>
          {t(messages.text)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onSignOut} disabled={busy}>
          {t(messages.signOut)}
        </Button>
        <Button
          variant="contained"
          onClick={onStay}
          disabled={busy}
          autoFocus
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {t(messages.stay)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
