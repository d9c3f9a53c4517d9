import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { InstallCard } from '@/offline/install-card';
import { IntakePage } from '../components/intake-page';

/** What the intake wizard hands to the success page in navigation state. */
export interface SuccessState {
  /** After an intake submission: the email line of the spec's variant. */
  notify?: boolean;
  /** The submission waits in the outbox: it is sent when the connection returns. */
  queued?: boolean;
}

/** /client/onboarding/success: after the final onboarding submit and after intake submission. */
export function SuccessPage() {
  const state = (window.history.state ?? {}) as SuccessState;
  return (
    <IntakePage title="Thank you">
      <div role="status">
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {state.queued
            ? `Your request is saved on this device and will be sent to the ${brand.name} team as soon as the connection returns.`
            : `Your request has been successfully submitted to the ${brand.name} team!`}
        </Typography>
        {state.queued ? (
          <Typography sx={{ mb: 2 }}>Keep this app open or come back to it when you are online; the banner above shows when it has been sent.</Typography>
        ) : null}
        {state.notify ? <Typography sx={{ mb: 2 }}>We will notify you via email, regarding your request.</Typography> : null}
      </div>
      <Button component={Link} href={paths.home.href()} variant="contained" size="large" sx={{ mt: 2 }}>
        Back to Home
      </Button>
      <InstallCard />
    </IntakePage>
  );
}
