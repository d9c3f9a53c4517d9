import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { OnDemandDialog } from '@/components/on-demand-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { outbox } from '@/offline/outbox-instance';
import { useT } from '@/i18n/i18n';
import { startOverMessages as m } from './messages';
import { applicationDraftKey, forgetDraft, NEW_DRAFT_KEY } from './intake-draft';

/**
 * 'Start over': the draft kept on this device is discarded on purpose. Steps not yet sent are
 * dropped with it; what the server already has stays there (resume to see it).
 */
export function StartOver({ queue, created }: { queue: string; created: boolean }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const t = useT();

  const discard = async () => {
    setOpen(false);
    const identity = await outbox.identityOf(queue);
    await outbox.clearQueue(queue);
    await forgetDraft(identity ? applicationDraftKey(identity.id) : NEW_DRAFT_KEY);
    navigate(paths.intake.href(), { replace: true });
  };

  return (
    <>
      <Button color="inherit" onClick={() => setOpen(true)} sx={{ textDecoration: 'underline' }}>
        {t(m.button)}
      </Button>
      <OnDemandDialog open={open} onClose={() => setOpen(false)} aria-labelledby="start-over-title" slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100% - 32px)' } } }}>
        <DialogTitle id="start-over-title">{t(m.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(created ? m.created : m.notCreated)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t(m.keep)}</Button>
          <Button color="error" variant="contained" onClick={() => void discard()}>
            {t(m.button)}
          </Button>
        </DialogActions>
      </OnDemandDialog>
    </>
  );
}
