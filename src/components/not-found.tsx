import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';

const messages = {
  title: /*i18n*/ { id: 'not_found.title', message: '404 Page Not Found !' },
  text: /*i18n*/ { id: 'not_found.text', message: 'You may have mistyped the address or the page may have been moved.' },
  back: /*i18n*/ { id: 'not_found.back', message: 'Back' },
  tryAgain: /*i18n*/ { id: 'not_found.try_again', message: 'Try Again' },
} as const;

/** The spec's 404 screen: Back goes back in history, Try Again reloads. */
export function NotFound() {
  const t = useT();
  return (
    <Box sx={{ px: 2, py: 8, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t(messages.title)}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t(messages.text)}</Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="outlined" onClick={() => window.history.back()}>
          {t(messages.back)}
        </Button>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t(messages.tryAgain)}
        </Button>
      </Stack>
    </Box>
  );
}
