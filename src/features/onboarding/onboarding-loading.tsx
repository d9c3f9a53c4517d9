import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/use-page-title';
import { useT } from '@/i18n/i18n';
import { onboardingMessages } from './messages';
import { OnboardingFrame, stepPaperSx } from './onboarding-frame';

/** A field's place: its label's line above a box of an outlined field's height. */
function FieldSkeleton() {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ mb: 1 }}>
        <Skeleton variant="text" sx={{ width: '40%' }} />
      </Typography>
      <Skeleton variant="rounded" sx={{ height: 56 }} />
    </Box>
  );
}

/**
 * The onboarding before the person's detail and the device's draft are read: the same for every
 * code, so the build draws it once as the first state of every `/client/onboarding/{code}`
 * (src/contract/page-patterns.ts). Which step opens is not known yet: the step header and the
 * first fields are skeletons of their size, the greeting a skeleton of its line, Quit in its
 * place but not pressable until the wizard is there. Nothing in it is the person's.
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
      <Paper variant="outlined" role="progressbar" aria-label={t(onboardingMessages.loading)} sx={stepPaperSx}>
        {/* The step header's lines: 'Step i of n', the progress bar and the step's heading. */}
        <Box sx={{ mb: 3 }}>
          <Typography sx={{ fontWeight: 500, mb: 1 }}>
            <Skeleton variant="text" sx={{ width: '8em' }} />
          </Typography>
          <Skeleton variant="rounded" sx={{ height: 8, borderRadius: 4, mb: 2 }} />
          <Typography variant="h5" sx={{ fontWeight: 700 }}>
            <Skeleton variant="text" sx={{ width: '60%' }} />
          </Typography>
        </Box>
        <FieldSkeleton />
        <FieldSkeleton />
        <FieldSkeleton />
        <Box sx={{ mt: 4, display: 'flex', justifyContent: 'flex-end' }}>
          <Skeleton variant="rounded" sx={{ width: '10em', height: 40 }} />
        </Box>
      </Paper>
    </OnboardingFrame>
  );
}
