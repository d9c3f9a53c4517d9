import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '@/config/brand';
import { dismissInstall, promptInstall, useInstall } from './install';

/**
 * 'Install app', shown in the flow of the screens where installing helps (the start of an
 * application, its end, the account page), never floating over a first visit's content.
 * Nothing is drawn unless the browser offers to install (or on iOS Safari, which never does).
 */
export function InstallCard() {
  const { canPrompt, showIosHint } = useInstall();
  if (!canPrompt && !showIosHint) return null;
  return (
    <Paper component="aside" aria-label="Install app" variant="outlined" sx={{ p: 2, mt: 3, bgcolor: '#f3f7fc' }}>
      <Typography sx={{ mb: 1.5 }}>
        {canPrompt
          ? `Install ${brand.appName} on this device to open it from your home screen, even without a connection.`
          : 'To install this app on your iPhone or iPad: tap the Share button, then "Add to Home Screen".'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={dismissInstall}>{canPrompt ? 'Not now' : 'Got it'}</Button>
        {canPrompt ? (
          <Button variant="contained" onClick={() => void promptInstall()}>
            Install app
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
