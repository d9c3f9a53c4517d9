import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link, Redirect, useRoute, useSearch } from 'wouter';
import { ApiError } from '@/api/errors';
import { identityFromHistory, paths } from '@/config/paths';
import { ActionAlert } from '@/components/action-alert';
import { useHelpBranch } from '@/components/help-line/help-branch';
import { useHydrated } from '@/components/use-hydrated';
import { OpenElsewhere } from '@/components/wizard/open-elsewhere';
import { StepSkeleton } from '@/components/wizard/step-skeleton';
import { useDraftTab } from '@/components/wizard/use-draft-tab';
import { useT } from '@/i18n/i18n';
import { IntakePage } from '../components/intake-page';
import { intakeFormRedirect, parseIntakeChoices } from '../intake-query';
import { forgetRecalledDraft, type IntakeDraft } from './intake-draft';
import { newApplicationValues } from './intake-values';
import { IntakeWizard } from './intake-wizard';
import { wizardPageMessages as m } from './messages';
import { reasonsFromHistory } from './re-apply';
import { draftKeyOf, useWizardStart, type WizardMode } from './use-wizard-start';

/**
 * A new application's first step with nothing typed, before the device's draft is read: the
 * build draws it (it knows no query and no device), and it stays, its form disabled, until
 * the draft is in. Never sent anywhere: its queue is not the outbox's.
 */
const FIRST_STATE: IntakeDraft = {
  values: newApplicationValues({ stateId: null, programIds: [], isAwareChecked: false }),
  step: 'representative',
  queue: 'intake:first-state',
  identity: null,
  savedSteps: [],
  submitted: false,
};

/**
 * A draft that opens where the first state stands (step 1, no summary): the live wizard takes
 * it in the first state's place (intake-wizard.tsx), so React keeps every element on the page
 * and changes only what differs. Any other (a reload at a later step, or at the summary) is
 * drawn afresh, as a wizard that opens there.
 */
const opensAsFirstState = (draft: IntakeDraft) => draft.step === FIRST_STATE.step && draft.review === undefined;

/**
 * /client/intake/new and /client/intake/resume/{id}: one screen, so that the route change
 * after the create (new -> resume) keeps the form as it is. The build's first state is drawn
 * at the same place in both renders, so hydration's re-render adopts it instead of drawing it
 * again (the wizard is memoised: that render stops at it). Once the draft is read, the wizard
 * takes it in a deferred render, which React does in slices between the browser's work rather
 * than in one long task; a draft that opens where the first state stands keeps the first
 * state's key, so the same wizard takes it in place rather than being drawn anew.
 *
 * A resumed application opens at its first unsaved step, which only its draft tells: its first
 * state (built once for every id) is the step as a skeleton, until the draft is in.
 *
 * One tab at a time types into the draft (use-draft-tab.ts): once another has opened it, this
 * one says so in place of the form, and takes it back on request, read again from the device.
 */
export function IntakeWizardPage() {
  const hydrated = useHydrated();
  const [isResume, params] = useRoute<{ id: string }>(paths.intakeResume.path);
  const t = useT();
  const choices = parseIntakeChoices(useSearch());
  const who = hydrated ? identityFromHistory(window.history.state) : null;
  const reasons = hydrated && isResume ? reasonsFromHistory(window.history.state) : [];
  const id = Number(params?.id);
  const mode: WizardMode | null = !hydrated ? null : isResume && who ? { resume: true, id, who } : { resume: false, choices };
  // Not while the page is still being adopted, nor on the way to resume verification.
  const draftKey = mode && !(isResume && !who) ? draftKeyOf(mode) : null;
  const tab = useDraftTab(draftKey);
  const start = useWizardStart(mode, tab.turn);
  const draft = useDeferredValue('draft' in start ? start.draft : null);
  useHelpBranch(draft ? draft.values.branch_id : choices.stateId);
  // The queue of the first draft, when the first state's wizard took it in place: it keeps the
  // first state's key for as long as it is on screen (after the create, too: new -> resume).
  const [inPlace, setInPlace] = useState<string | null | undefined>(undefined);
  if (draft && inPlace === undefined) setInPlace(opensAsFirstState(draft) ? draft.queue : null);

  if (hydrated && isResume && !who) return <Redirect to={paths.resumeVerification.href()} replace />;
  if (hydrated && who && 'sent' in start) return <Redirect to={paths.intakeStatus.href('in-progress')} state={who} replace />;
  if (hydrated && !isResume) {
    const redirect = intakeFormRedirect(choices);
    if (redirect && !('draft' in start && start.draft.identity)) return <Redirect to={redirect} replace />;
  }

  const opening = !draft && !('failed' in start);
  const firstState = !isResume && (!hydrated || opening);
  return (
    <IntakePage title={t(m.pageTitle)} wide>
      {tab.here && draft && reasons.length > 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t(m.rejected, { reasons: reasons.join('; ') })}
        </Alert>
      ) : null}
      {!tab.here ? (
        <OpenElsewhere
          text={t(m.openElsewhere)}
          takeBackLabel={t(m.continueHere)}
          onTakeBack={() => {
            if (draftKey) forgetRecalledDraft(draftKey);
            tab.takeBack();
          }}
        />
      ) : firstState ? (
        <IntakeWizard key={FIRST_STATE.queue} start={FIRST_STATE} resumedBy={null} gettingReady />
      ) : draft ? (
        <IntakeWizard
          key={tab.turn > 0 ? `${draft.queue}:${tab.turn}` : draft.queue === inPlace ? FIRST_STATE.queue : draft.queue}
          start={draft}
          resumedBy={who ? { ssn: who.ssn, date_of_birth: who.dob } : null}
        />
      ) : 'failed' in start ? (
        <ActionAlert
          severity="error"
          action={
            <Button color="inherit" component={Link} href={paths.resumeVerification.href()}>
              {t(m.tryAgain)}
            </Button>
          }
        >
          {start.failed instanceof ApiError ? start.failed.message : t(m.openFailed)}
        </ActionAlert>
      ) : (
        <StepSkeleton label={t(m.opening)} />
      )}
    </IntakePage>
  );
}
