import { useState } from 'react';
import Button from '@mui/material/Button';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
      <ConfirmDialog
        open={open}
        title={t(m.title)}
        text={t(created ? m.created : m.notCreated)}
        confirmLabel={t(m.button)}
        cancelLabel={t(m.keep)}
        onCancel={() => setOpen(false)}
        onConfirm={() => void discard()}
      />
    </>
  );
}
