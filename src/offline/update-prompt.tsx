import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { applyUpdate, useUpdateWaiting } from './sw-bridge';

/**
 * 'New version available' stays until the person reloads: it is not a toast (toast-host), so a
 * later toast (which dismisses the earlier one) cannot hide it.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  return (
    <Snackbar
      open={waiting}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="New version available"
      slotProps={{ content: { role: 'alert' } }}
      action={
        <Button color="inherit" size="small" onClick={applyUpdate} sx={{ color: '#90caf9' }}>
          Reload
        </Button>
      }
    />
  );
}
