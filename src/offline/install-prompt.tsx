import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '@/config/brand';
import { dismissInstall, promptInstall, useInstall } from './install';

export function InstallPrompt() {
  const { canPrompt, showIosHint } = useInstall();
  if (!canPrompt && !showIosHint) return null;
  return (
    <Paper
      component="aside"
      aria-label="Install app"
      elevation={6}
      sx={{ position: 'fixed', left: 12, right: 12, bottom: 12, zIndex: 1300, p: 2, maxWidth: 480, mx: 'auto' }}
    >
      <Typography sx={{ mb: 1.5 }}>
        {canPrompt
          ? `Install ${brand.appName} on this device to open it from your home screen, even without a connection.`
          : 'To install this app: tap the Share button, then "Add to Home Screen".'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={dismissInstall}>{canPrompt ? 'Not now' : 'Got it'}</Button>
        {canPrompt && (
          <Button variant="contained" onClick={() => void promptInstall()}>
            Install app
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
