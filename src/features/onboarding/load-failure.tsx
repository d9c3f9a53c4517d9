import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';
import { onboardingMessages } from './messages';

/** The detail could not be fetched (no connection): nothing on the device is lost; try again. */
export function LoadFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 5 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: '1.75rem', mb: 2 }}>
        {t(onboardingMessages.heading)}
      </Typography>
      <Alert severity="warning" sx={{ mb: 3 }}>
        {t(onboardingMessages.loadFailed)}
      </Alert>
      <Button variant="contained" size="large" onClick={onRetry} disabled={retrying}>
        {t(onboardingMessages.tryAgain)}
      </Button>
    </Box>
  );
}
