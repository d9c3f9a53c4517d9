import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { InstallCard } from '@/components/offline/install-card';
import { IntakePage } from '../components/intake-page';
import { entryMessages as m } from '../messages';

/** /client/intake: start a new application or resume one. */
export function IntakeLandingPage() {
  const t = useT();
  return (
    <IntakePage title={t(m.landingTitle)} intro={t(m.landingIntro)}>
      <Stack spacing={3}>
        <div>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
            {t(m.newHere)}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t(m.landingNewText)}</Typography>
          <Button component={Link} href={paths.stateSelection.href()} variant="contained" size="large" fullWidth>
            {t(m.startNew)}
          </Button>
        </div>
        <div>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
            {t(m.alreadyStarted)}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t(m.landingResumeText)}</Typography>
          <Button component={Link} href={paths.resumeVerification.href()} variant="outlined" size="large" fullWidth>
            {t(m.resume)}
          </Button>
        </div>
      </Stack>
      <InstallCard />
    </IntakePage>
  );
}
