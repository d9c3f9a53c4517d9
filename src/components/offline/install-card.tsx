import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { brand } from '@/config/brand';
import { useT } from '@/i18n/i18n';
import { dismissInstall, promptInstall, useInstall } from '@/offline/install';

const messages = {
  name: /*i18n*/ { id: 'install.name', message: 'Install app' },
  prompt: /*i18n*/ { id: 'install.prompt', message: 'Install {app} on this device to open it from your home screen, even without a connection.' },
  ios: /*i18n*/ { id: 'install.ios', message: 'To install this app on your iPhone or iPad: tap the Share button, then "Add to Home Screen".' },
  notNow: /*i18n*/ { id: 'install.not_now', message: 'Not now' },
  gotIt: /*i18n*/ { id: 'install.got_it', message: 'Got it' },
} as const;

/**
 * 'Install app', shown in the flow of the screens where installing helps (the start of an
 * application, its end, the account page), never floating over a first visit's content.
 * Nothing is drawn unless the browser offers to install (or on iOS Safari, which never does).
 */
export function InstallCard() {
  const { canPrompt, showIosHint } = useInstall();
  const t = useT();
  if (!canPrompt && !showIosHint) return null;
  return (
    <Paper component="aside" aria-label={t(messages.name)} variant="outlined" sx={{ p: 2, mt: 3, bgcolor: '#f3f7fc' }}>
      <Typography sx={{ mb: 1.5 }}>
        {canPrompt ? t(messages.prompt, { app: brand.appName }) : t(messages.ios)}
      </Typography>
      {/* A Box, not MUI's Stack: the account page loads nothing else of Stack's. The buttons take
          a line each where they do not fit side by side ('Ahora no' at 200 %), never squeezed. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={dismissInstall}>{canPrompt ? t(messages.notNow) : t(messages.gotIt)}</Button>
        {canPrompt ? (
          <Button variant="contained" onClick={() => void promptInstall()}>
            {t(messages.name)}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
