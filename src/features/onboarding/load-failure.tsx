import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '@/i18n/i18n';
import { onboardingMessages } from './messages';
import { OnboardingFrame } from './onboarding-frame';

/** The detail could not be fetched (no connection): nothing on the device is lost; try again. */
export function LoadFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <OnboardingFrame>
      <Alert severity="warning" sx={{ mb: 3 }}>
        {t(onboardingMessages.loadFailed)}
      </Alert>
      <Button variant="contained" size="large" onClick={onRetry} disabled={retrying}>
        {t(onboardingMessages.tryAgain)}
      </Button>
    </OnboardingFrame>
  );
}
