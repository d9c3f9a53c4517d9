import { useState } from 'react';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import Button from '@mui/material/Button';
import { CONFIRMATIONS, ConfirmDialog } from '@/components/confirm-dialog';
import { useT } from '@/i18n/i18n';
import { onboardingMessages } from './messages';

/** Quit, after the spec's question ('Quit?' / 'Are you sure you want to quit?'). */
export function QuitButton({ onQuit }: { onQuit: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const { title, text, confirm } = CONFIRMATIONS.quit;
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<ExitToAppIcon />} onClick={() => setOpen(true)}>
        {t(onboardingMessages.quit)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(title)}
        text={t(text)}
        confirmLabel={t(confirm)}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setBusy(true);
          void onQuit().finally(() => setBusy(false));
        }}
      />
    </>
  );
}
