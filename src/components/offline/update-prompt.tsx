import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '@/i18n/i18n';
import { applyUpdate, useUpdateWaiting } from '@/offline/sw-bridge';

const messages = {
  available: /*i18n*/ { id: 'offline.update.available', message: 'New version available' },
  reload: /*i18n*/ { id: 'offline.update.reload', message: 'Reload' },
} as const;

/**
 * 'New version available' stays until the person reloads: it is not a toast (toast-host), so a
 * later toast (which dismisses the earlier one) cannot hide it.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const t = useT();
  return (
    <Snackbar
      open={waiting}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t(messages.available)}
      slotProps={{ content: { role: 'alert' } }}
      action={
        <Button color="inherit" size="small" onClick={applyUpdate} sx={{ color: '#90caf9' }}>
          {t(messages.reload)}
        </Button>
      }
    />
  );
}
