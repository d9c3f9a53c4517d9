import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';

const messages = {
  close: /*i18n*/ { id: 'dialog.not_loaded.close', message: 'OK' },
} as const;

/**
 * A message at the foot of the screen, drawn with what every screen already has (no code to
 * fetch): where a dialog or a toast could not come because its code could not (offline before
 * the service worker holds it), the person is still told. It stays until closed (or until its
 * owner takes it away), and an alert is read out as it appears, a status when the reader pauses.
 */
export function FootNotice({ children, role = 'alert', tone = 'error', onClose }: { children: ReactNode; role?: 'alert' | 'status'; tone?: 'error' | 'neutral'; onClose: () => void }) {
  const t = useT();
  return (
    <Box
      role={role}
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        zIndex: 'snackbar',
        maxWidth: 560,
        mx: 'auto',
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        borderRadius: 1,
        boxShadow: 6,
        bgcolor: tone === 'error' ? 'error.dark' : 'grey.900',
        color: 'common.white',
      }}
    >
      <Typography sx={{ flex: 1 }}>{children}</Typography>
      <Button color="inherit" onClick={onClose}>
        {t(messages.close)}
      </Button>
    </Box>
  );
}
