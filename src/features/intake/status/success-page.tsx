import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'wouter';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { InstallCard } from '@/offline/install-card';
import { IntakePage } from '../components/intake-page';

// Only a Submit that waits on this device needs the outbox on this page.
const QueuedSubmission = lazy(() => import('./queued-submission').then((module) => ({ default: module.QueuedSubmission })));

/** What the intake wizard hands to the success page in navigation state. */
export interface SuccessState {
  /** After an intake submission: the email line of the spec's variant. */
  notify?: boolean;
  /** The submission waits in the outbox: it is sent when the connection returns. */
  queued?: boolean;
  /** Its outbox queue, watched until every step has been accepted. */
  queue?: string;
  /** Where the wizard was (and its navigation state), to go back to if a step is refused. */
  wizard?: { href: string; state: unknown };
}

/** /client/onboarding/success: after the final onboarding submit and after intake submission. */
export function SuccessPage() {
  const [, navigate] = useLocation();
  const state = (window.history.state ?? {}) as SuccessState;
  const [sent, setSent] = useState(false);
  const waiting = Boolean(state.queued) && !sent;
  return (
    <IntakePage title="Thank you">
      {waiting && state.queue ? (
        <Suspense fallback={null}>
          <QueuedSubmission
            queue={state.queue}
            onSent={() => setSent(true)}
            onRefused={() => {
              if (state.wizard) navigate(state.wizard.href, { state: state.wizard.state });
            }}
          />
        </Suspense>
      ) : null}
      <div role="status" aria-live="polite">
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {waiting
            ? `Your request is saved on this device and will be sent to the ${brand.name} team as soon as the connection returns.`
            : `Your request has been successfully submitted to the ${brand.name} team!`}
        </Typography>
        {waiting ? (
          <Typography sx={{ mb: 2 }}>Keep this app open or come back to it when you are online; this page changes when it has been sent.</Typography>
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
