import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '@/i18n/i18n';
import { onboardingMessages } from './messages';
import { OnboardingFrame } from './onboarding-frame';

/**
 * The detail could not be fetched (no connection): nothing on the device is lost; try again.
 * Each try that fails draws the notice anew, fading in: a screen reader says it again (an
 * alert), and the eye sees it come back, so a press that changed nothing was still heard.
 * Offline a try fails at once, and the button's moment of grey is too short to see.
 */
export function LoadFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const t = useT();
  const [failedTries, setFailedTries] = useState(0);
  const [wasRetrying, setWasRetrying] = useState(retrying);
  if (wasRetrying !== retrying) {
    setWasRetrying(retrying);
    if (!retrying) setFailedTries(failedTries + 1);
  }
  return (
    <OnboardingFrame>
      <Alert
        key={failedTries}
        severity="warning"
        sx={{
          mb: 3,
          ...(failedTries > 0 && { animation: 'load-failure-again 400ms ease-out', '@keyframes load-failure-again': { from: { opacity: 0 } } }),
        }}
      >
        {t(onboardingMessages.loadFailed)}
      </Alert>
      <Button variant="contained" size="large" onClick={onRetry} disabled={retrying}>
        {t(onboardingMessages.tryAgain)}
      </Button>
    </OnboardingFrame>
  );
}
