import { useState } from 'react';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import Button from '@mui/material/Button';
import { CONFIRMATIONS, ConfirmDialog } from '@/components/confirm-dialog';

/** Quit, after the spec's question ('Quit?' / 'Are you sure you want to quit?'). */
export function QuitButton({ onQuit }: { onQuit: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { title, text, confirm } = CONFIRMATIONS.quit;
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<ExitToAppIcon />} onClick={() => setOpen(true)}>
        Quit
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        text={text}
        confirmLabel={confirm}
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
