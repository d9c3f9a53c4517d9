import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useSWR from 'swr';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { lookUpProcess } from '@/api/identity';
import { portalQuery } from '@/api/swr-config';
import { identityFromHistory, paths } from '@/config/paths';
import { NotFound } from '@/components/not-found';
import { usePageTitle } from '@/components/use-page-title';
import { useHydrated } from '@/components/use-hydrated';
import { useT } from '@/i18n/i18n';
import { IntakePage } from '../components/intake-page';
import { reApplyState } from '../wizard/re-apply';
import { statusMessages as m } from '../messages';
import { isIntakeStatus, statusContent } from './status-content';

/**
 * /client/intake/status/{status}: where an application stands. The person's SSN and birth
 * date come in navigation state (never the URL); the name and reasons are looked up again.
 * Until the app has adopted the page, it is the same for every status and every person (the
 * build draws it once for them all): the heading, a skeleton where the answer goes, and the
 * way home.
 */
export function IntakeStatusPage() {
  const { status = '' } = useParams<{ status: string }>();
  const hydrated = useHydrated();
  const identity = hydrated ? identityFromHistory(window.history.state) : null;
  const [, navigate] = useLocation();
  const record = useSWR(
    identity && isIntakeStatus(status) ? ['intake-status', identity.ssn, identity.dob] : null,
    () => lookUpProcess({ ssn: identity!.ssn, date_of_birth: identity!.dob }, 'resume_lookup'),
    portalQuery,
  );
  const t = useT();
  usePageTitle(!hydrated || isIntakeStatus(status) ? t(m.pageTitle) : null);

  if (hydrated && !isIntakeStatus(status)) return <NotFound />;
  if (hydrated && !identity) return <Redirect to={paths.resumeVerification.href()} replace />;

  const data = record.data?.data;
  const reasons = (data?.rejection_reason ?? []).map((reason) => reason.message);
  const content = data && isIntakeStatus(status) ? statusContent(status, data.first_name ?? '', reasons, t) : null;

  return (
    <IntakePage title={t(m.pageTitle)}>
      {record.error ? (
        <Alert severity="error">{t(m.lookupFailed)}</Alert>
      ) : !content ? (
        <Skeleton variant="rounded" height={160} role="progressbar" aria-label={t(m.loading)} />
      ) : (
        <div role="status">
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {content.title}
          </Typography>
          {content.lines.map((line) => (
            <Typography key={line} sx={{ mb: 1.5 }}>
              {line}
            </Typography>
          ))}
        </div>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1.5 }}>
        <Button component={Link} href={paths.home.href()} variant="outlined" size="large">
          {t(m.backHome)}
        </Button>
        {status === 'rejected' && data && identity ? (
          <Button variant="contained" size="large" onClick={() => navigate(paths.intakeResume.href(data.id), { state: reApplyState(identity, reasons) })}>
            {t(m.reApply)}
          </Button>
        ) : null}
      </Stack>
    </IntakePage>
  );
}
