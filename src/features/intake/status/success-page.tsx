import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'wouter';
import { brand } from '@/config/brand';
import { useHelpBranch } from '@/components/help-line/help-branch';
import { paths } from '@/config/paths';
import { InstallCard } from '@/components/offline/install-card';
import { useHydrated } from '@/components/use-hydrated';
import { useT } from '@/i18n/i18n';
import { IntakePage } from '../components/intake-page';
import { successMessages as m } from '../messages';
import { DownloadReceipt } from './download-receipt';
import { NextSteps } from './next-steps';

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
  /** The application's code, shown as the reference (a queued Submit learns it once sent). */
  reference?: string | null;
  /** The token of the application's receipt, from the answer that submitted it. */
  receipt?: string | null;
  /** The applicant's state (a branch id): its office is the one to contact. */
  branchId?: number | null;
  /** After the onboarding's last step rather than an intake. */
  onboarding?: boolean;
}

/**
 * /client/onboarding/success: after the final onboarding submit and after intake submission.
 * The build draws it without navigation state (there is no history then); once adopted, the
 * screen starts afresh with the state the wizard left, in a deferred render that React does in
 * slices between the browser's work.
 */
export function SuccessPage() {
  const live = useDeferredValue(useHydrated());
  return <Success key={live ? 'live' : 'first'} state={live ? ((window.history.state ?? {}) as SuccessState) : FIRST_STATE} />;
}

/** What the build knows: no navigation state. */
const FIRST_STATE: SuccessState = {};

/** Memoised: the render right after hydration stops here (see ProgramSelectionPage). */
const Success = memo(function Success({ state }: { state: SuccessState }) {
  const [, navigate] = useLocation();
  const [sent, setSent] = useState(false);
  const [reference, setReference] = useState(state.reference ?? null);
  const [receipt, setReceipt] = useState(state.receipt ?? null);
  const waiting = Boolean(state.queued) && !sent;
  useHelpBranch(state.branchId);
  const t = useT();
  return (
    <IntakePage title={t(m.title)}>
      {waiting && state.queue ? (
        <Suspense fallback={null}>
          <QueuedSubmission
            queue={state.queue}
            onSent={(code, token) => {
              setSent(true);
              if (code) setReference(code);
              if (token) setReceipt(token);
            }}
            onRefused={() => {
              if (state.wizard) navigate(state.wizard.href, { state: state.wizard.state });
            }}
          />
        </Suspense>
      ) : null}
      <div role="status" aria-live="polite">
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {t(waiting ? m.waiting : m.submitted, { brand: brand.name })}
        </Typography>
        {waiting ? (
          <Typography sx={{ mb: 2 }}>{t(m.keepOpen)}</Typography>
        ) : null}
        {state.notify ? <Typography sx={{ mb: 2 }}>{t(m.notify)}</Typography> : null}
        {reference && !waiting ? (
          <Box sx={{ my: 2, p: 2, border: 2, borderColor: 'primary.main', borderRadius: 1, bgcolor: '#fff' }}>
            <Typography sx={{ fontSize: '1.25rem' }}>
              {t(m.reference)} <strong>{reference}</strong>
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t(m.keepReference)}
            </Typography>
          </Box>
        ) : null}
      </div>
      {receipt && !waiting ? <DownloadReceipt token={receipt} /> : null}
      {waiting ? null : <NextSteps branchId={state.branchId ?? null} onboarding={Boolean(state.onboarding)} />}
      <Button component={Link} href={paths.home.href()} variant="contained" size="large" sx={{ mt: 2 }}>
        {t(m.backHome)}
      </Button>
      <InstallCard />
    </IntakePage>
  );
});
