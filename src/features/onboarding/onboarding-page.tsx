import { memo, useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { ApiError } from '@/api/errors';
import { useOnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { paths } from '@/config/paths';
import { PageLoading } from '@/components/page-loading';
import { useSession } from '@/session/use-session';
import { LoadFailure } from './load-failure';
import { OnboardingLoading } from './onboarding-loading';
import { OnboardingWizard } from './onboarding-wizard';
import { signOutTo } from './sign-out-to';
import { useWizardDraft } from './use-wizard-draft';
import { preloadToasts } from '@/components/toast';
import { preloadFilePicker } from '@/components/form/rule-field';

/** A refusal to show the detail ends the session (spec section 4); no answer at all does not. */
const refused = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status !== 401;

/** Memoised: a render of the page while the detail or the draft is on its way stops here. */
const FirstState = memo(OnboardingLoading);

/**
 * /client/onboarding/{application_code}: the wizard, opened with the server's detail and the
 * device's draft. The wizard takes the first state's place in a deferred render, which React
 * does in slices between the browser's work rather than in one long task.
 */
export function OnboardingPage() {
  const params = useParams<{ applicationCode: string }>();
  const session = useSession();
  const [, navigate] = useLocation();
  const applicationCode = session?.application_code ?? params.applicationCode ?? '';
  const detail = useOnboardingDetail(applicationCode);
  const draft = useWizardDraft(applicationCode);
  const shownDetail = useDeferredValue(detail.data);
  const shownDraft = useDeferredValue(draft);
  const [leaving, setLeaving] = useState(false);
  // A save that fails with no connection is said in a toast; its code must be here by then.
  useEffect(preloadToasts, []);
  // Its steps ask for files: the picker comes while the detail does, so a step draws it at once.
  useEffect(() => {
    preloadFilePicker().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (refused(detail.error)) void signOutTo(paths.login.href(applicationCode), navigate);
  }, [detail.error, applicationCode, navigate]);

  if (leaving || refused(detail.error)) return <PageLoading />;
  if (detail.error && !detail.data) return <LoadFailure retrying={detail.isValidating} onRetry={() => void detail.mutate()} />;
  // The first state, the same for every code (the build draws it): nothing moves when the wizard comes.
  if (!shownDetail || !shownDraft) return <FirstState />;
  return <OnboardingWizard applicationCode={applicationCode} detail={shownDetail} draft={shownDraft} onLeave={() => setLeaving(true)} />;
}
