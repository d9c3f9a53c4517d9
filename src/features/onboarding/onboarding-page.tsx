import { memo, useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { ApiError } from '@/api/errors';
import { useOnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { paths } from '@/config/paths';
import { PageLoading } from '@/components/page-loading';
import { OpenElsewhere } from '@/components/wizard/open-elsewhere';
import { useDraftTab } from '@/components/wizard/use-draft-tab';
import { useHydrated } from '@/components/use-hydrated';
import { useT } from '@/i18n/i18n';
import { useSession } from '@/session/use-session';
import { draftKey } from './draft/wizard-draft';
import { LoadFailure } from './load-failure';
import { onboardingMessages as m } from './messages';
import { OnboardingFrame } from './onboarding-frame';
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
 * does in slices between the browser's work rather than in one long task. One tab at a time
 * types into the draft (use-draft-tab.ts): once another has opened it, this one says so in
 * place of the wizard, and takes it back on request, the draft and the detail read again.
 */
export function OnboardingPage() {
  const params = useParams<{ applicationCode: string }>();
  const session = useSession();
  const [, navigate] = useLocation();
  const applicationCode = session?.application_code ?? params.applicationCode ?? '';
  const t = useT();
  const tab = useDraftTab(useHydrated() && applicationCode ? draftKey(applicationCode) : null);
  const detail = useOnboardingDetail(applicationCode);
  const draft = useWizardDraft(applicationCode, tab.turn);
  const shownDetail = useDeferredValue(detail.data);
  const shownDraft = useDeferredValue(draft);
  const [leaving, setLeaving] = useState(false);
  // Taken back from another tab: the detail is asked for again, as that tab may have saved steps.
  const [refreshing, setRefreshing] = useState(false);
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
  if (!tab.here) {
    return (
      <OnboardingFrame>
        <OpenElsewhere
          text={t(m.openElsewhere)}
          takeBackLabel={t(m.continueHere)}
          onTakeBack={() => {
            tab.takeBack();
            setRefreshing(true);
            const refreshed = () => setRefreshing(false);
            detail.mutate().then(refreshed, refreshed);
          }}
        />
      </OnboardingFrame>
    );
  }
  if (detail.error && !detail.data) return <LoadFailure retrying={detail.isValidating} onRetry={() => void detail.mutate()} />;
  // Taken back from another tab, the wizard opens with the draft and the detail read again, not
  // with a deferred render's copies of the ones before (it takes its draft once, as it opens).
  const opening = tab.turn > 0 ? { detail: refreshing ? undefined : detail.data, draft } : { detail: shownDetail, draft: shownDraft };
  // The first state, the same for every code (the build draws it): nothing moves when the wizard comes.
  if (!opening.detail || !opening.draft) return <FirstState />;
  return <OnboardingWizard key={tab.turn} applicationCode={applicationCode} detail={opening.detail} draft={opening.draft} onLeave={() => setLeaving(true)} />;
}
