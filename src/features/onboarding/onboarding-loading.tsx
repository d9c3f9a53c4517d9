import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { StepSkeleton } from '@/components/wizard/step-skeleton';
import { usePageTitle } from '@/components/use-page-title';
import { useT } from '@/i18n/i18n';
import { onboardingMessages } from './messages';
import { OnboardingFrame, stepPaperSx } from './onboarding-frame';

/**
 * The onboarding before the person's detail and the device's draft are read: the same for every
 * code, so the build draws it once as the first state of every `/client/onboarding/{code}`
 * (src/contract/page-patterns.ts). Which step opens is not known yet: the step is a skeleton
 * of its size, the greeting a skeleton of its line, Quit in its place but not pressable until
 * the wizard is there. Nothing in it is the person's.
 */
export function OnboardingLoading() {
  const t = useT();
  usePageTitle(t(onboardingMessages.heading));
  return (
    <OnboardingFrame
      greeting={<Skeleton variant="text" sx={{ width: '14em', maxWidth: '100%' }} />}
      quit={
        <Button variant="outlined" color="inherit" startIcon={<ExitToAppIcon />} disabled>
          {t(onboardingMessages.quit)}
        </Button>
      }
    >
      <Paper variant="outlined" sx={stepPaperSx}>
        <StepSkeleton label={t(onboardingMessages.loading)} />
      </Paper>
    </OnboardingFrame>
  );
}
