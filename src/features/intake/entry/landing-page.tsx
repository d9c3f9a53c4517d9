import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { InstallCard } from '@/offline/install-card';
import { IntakePage } from '../components/intake-page';

/** /client/intake: start a new application or resume one. */
export function IntakeLandingPage() {
  return (
    <IntakePage title="Apply for our services" intro="Tell us about yourself so that we can help you manage your benefits.">
      <Stack spacing={3}>
        <div>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
            New here?
          </Typography>
          <Typography sx={{ mb: 2 }}>
            The application has up to nine short steps. What you type is kept on this device, so you can stop and come back.
          </Typography>
          <Button component={Link} href={paths.stateSelection.href()} variant="contained" size="large" fullWidth>
            Start a New Application
          </Button>
        </div>
        <div>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
            Already started?
          </Typography>
          <Typography sx={{ mb: 2 }}>Use your Social Security Number and birth date to continue or to see where your application stands.</Typography>
          <Button component={Link} href={paths.resumeVerification.href()} variant="outlined" size="large" fullWidth>
            Resume Your Application
          </Button>
        </div>
      </Stack>
      <InstallCard />
    </IntakePage>
  );
}
