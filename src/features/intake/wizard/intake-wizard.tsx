import { memo, useEffect, useRef, useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useLocation } from 'wouter';
import { validateIntakeStep, intakeStepsFor } from '@/contract/intake-rules';
import type { RuleContext } from '@/contract/field-rules';
import { localToday } from '@/contract/calendar';
import { INTAKE_STEPS, type IntakeStepSlug } from '@/contract/steps';
import { toBranchId } from '@/components/help-line/help-branch';
import { paths } from '@/config/paths';
import { loadOutboxAlert } from '@/components/offline/outbox-banner';
import { preloadToasts, showToast, toastSuccess } from '@/components/toast';
import { nestErrors, submitErrorsFrom } from '@/components/form/submit-errors';
import { loadDatePicker } from '@/components/form/date-field';
import { onIntent } from '@/components/form/intent';
import { preloadMultipleSelect } from '@/components/form/rule-field';
import { focusFirstErrorSoon } from '@/components/wizard/focus-first-error';
import type { ItemOutcome } from '@/offline/outbox';
import type { ItemProblem } from '@/offline/outbox-item';
import { fetchIntakeApplication } from '@/features/intake/api/intake-application';
import { forgetDraft, type IntakeDraft } from './intake-draft';
import type { IntakeValues } from './intake-values';
import { checkRepresentative, saveThroughOutbox } from './save-step';
import { applicantOf, stepBody, stepOfField, type Applicant } from './step-body';
import { WizardBody } from './wizard-body';
import { useWizardSession } from './wizard-session';
import type { SuccessState } from '../status/success-page';
import { useT } from '@/i18n/i18n';
import { wizardPageMessages } from './messages';

export const QUEUED_MESSAGE = wizardPageMessages.queued;

/** The first state keeps nothing: the device's own draft is on its way and must not be overwritten. */
const keepNothing = () => undefined;

/** The receipt token the answer of the submitting save carries: the receipt needs no SSN. */
function receiptTokenOf(data: unknown): string | null {
  const token = data && typeof data === 'object' ? (data as { receipt_token?: unknown }).receipt_token : undefined;
  return typeof token === 'string' ? token : null;
}

const typeOf = (values: IntakeValues) => (values.representative as { representative_type?: unknown } | undefined)?.representative_type;

interface IntakeWizardProps {
  start: IntakeDraft;
  /** Resume mode: the SSN and birth date the person gave (they address every update). */
  resumedBy: Applicant | null;
  /** The first state, drawn while the app or the device's draft is on its way: nothing can be typed. */
  gettingReady?: boolean;
}

/**
 * The nine-step intake application (spec sections 2, 4 and 5). Memoised: the page's renders
 * while the first state waits for the app and the draft stop here.
 */
export const IntakeWizard = memo(function IntakeWizard({ start, resumedBy, gettingReady = false }: IntakeWizardProps) {
  const [location, navigate] = useLocation();
  // Drawn again in another language: the step's title, and a new validate that says its errors in it.
  const t = useT();
  const { session, adopt, keepValues, goTo, openReview, changeStep, created, saved, submitted, refreshed } = useWizardSession(start);
  const [lastSaved, setLastSaved] = useState(() => JSON.stringify(start.values));
  // The form's values are the person's from the first render on. The screen draws the wizard
  // again with the draft as it stood then (after the create the address turns from new to
  // resume, in a deferred render); a form that took that copy as new initial values would
  // reset itself and lose what was typed since.
  const [initialValues, setInitialValues] = useState(start.values);
  // The first state takes the device's draft in place (intake-wizard-page.tsx): what was set
  // from the first state is set from the draft, in this render, and the form takes the draft's
  // values as its initial values (react-final-form initialises the form again when they change,
  // in its effect). The fields stay disabled, and nothing is kept, until the form holds them.
  const [waiting, setWaiting] = useState(gettingReady);
  const [formHoldsStart, setFormHoldsStart] = useState(true);
  if (waiting && !gettingReady) {
    setWaiting(false);
    adopt(start);
    setLastSaved(JSON.stringify(start.values));
    setInitialValues(start.values);
    setFormHoldsStart(false);
  }
  // The form's own effect, a child's, has run before this one: its values are the draft's now.
  useEffect(() => {
    if (!formHoldsStart) setFormHoldsStart(true);
  }, [formHoldsStart]);
  const notReady = gettingReady || !formHoldsStart;
  const [saveFailed, setSaveFailed] = useState(false);
  const context = useRef<RuleContext>({ today: localToday(), t });
  const injected = useRef<ItemProblem | null>(null);
  const handled = useRef(new Set<string>());

  const identity = session.identity;
  // A save queued with no connection is said in a toast and in the outbox's notice; their code must be here by then.
  useEffect(() => {
    preloadToasts();
    void loadOutboxAlert();
  }, []);
  // A step reached with no connection is drawn from what is here: on a first visit, before the
  // worker holds the app, the parts of the later steps (About you's multiple selects, the date
  // picker) are fetched at the person's first touch of the page, not when their step opens.
  useEffect(() => {
    const stop = onIntent(document, () => {
      Promise.all([preloadMultipleSelect(), loadDatePicker()]).then(stop, () => undefined);
    });
    return stop;
  }, []);
  // A Send with no connection waits on the device and leads to the confirmation, which says so:
  // its code is fetched while the answers are checked, as on a first visit the worker may not hold it yet.
  useEffect(() => {
    if (session.review !== 'open') return;
    void import('../status/success-page').catch(() => undefined);
    void import('../status/queued-submission').catch(() => undefined);
  }, [session.review]);

  /** Where a saved step leads: the next step, or back to the summary when opened from it. */
  const nextPlace = (values: IntakeValues, slug: IntakeStepSlug): Pick<IntakeDraft, 'step' | 'review'> | null => {
    const steps = intakeStepsFor(typeOf(values));
    if (session.review === 'changing') return { step: steps[steps.length - 1]!, review: 'open' };
    const next = steps[steps.indexOf(slug) + 1];
    return next ? { step: next, review: undefined } : null;
  };

  const finish = (outcome: ItemOutcome, values: IntakeValues) => {
    if (outcome.status === 'queued') submitted();
    else void forgetDraft(session.identity ? `intake:app:${session.identity.id}` : 'intake:new');
    const queued = outcome.status === 'queued';
    // The router's own address (within the language's /es base), so that going back stays in the language.
    const wizard = { href: `${location}${window.location.search}`, state: window.history.state as unknown };
    const reference = session.identity?.application_code ?? null;
    const branchId = toBranchId(values.branch_id);
    const receipt = outcome.status === 'sent' ? receiptTokenOf(outcome.data) : null;
    navigate(paths.onboardingSuccess.href(), {
      state: { notify: true, queued, reference, receipt, branchId, ...(queued ? { queue: session.queue, wizard } : {}) } satisfies SuccessState,
    });
  };

  const refusedAt = (problem: ItemProblem, values: IntakeValues, slug: IntakeStepSlug): SubmissionErrors => {
    const steps = intakeStepsFor(typeOf(values));
    const owner = Object.keys(problem.fieldErrors).map((field) => stepOfField(field, steps)).find(Boolean);
    // The step whose fields were refused, drawn as a step (a summary closes) so its errors show.
    // Its message has been told already: by the outbox (a queued save), or the client (step 1's check).
    goTo(owner ?? slug);
    focusFirstErrorSoon();
    const who = resumedBy ?? (identity ? applicantOf(values) : null);
    if (who) {
      void fetchIntakeApplication(who)
        .then((application) => refreshed((application.saved_steps ?? []) as IntakeStepSlug[]))
        .catch(() => undefined);
    }
    return submitErrorsFrom(problem);
  };

  const onSubmit = async (values: IntakeValues): Promise<SubmissionErrors | undefined> => {
    const slug = session.step;
    if (injected.current) {
      const problem = injected.current;
      injected.current = null;
      return refusedAt(problem, values, slug);
    }
    const steps = intakeStepsFor(typeOf(values));
    const isLast = slug === steps[steps.length - 1];
    // The last step's Submit checks it and opens the summary; the summary's button sends it.
    if (isLast && session.review !== 'open') {
      keepValues(values);
      openReview(slug);
      return undefined;
    }
    const creating = !identity && slug === 'about_you';
    let outcome: ItemOutcome;
    try {
      const body = stepBody(slug, values, context.current, creating, creating ? null : (resumedBy ?? applicantOf(values)));
      outcome =
        slug === 'representative' && !identity && !session.savedSteps.includes('about_you')
          ? await checkRepresentative(body)
          : await saveThroughOutbox(session.queue, slug, creating, body);
    } catch {
      // The device itself failed the save (its storage refused the step, or a fault), so neither
      // the outbox nor the API client has said anything: the step says so, and what was typed
      // stays on screen for another try.
      setSaveFailed(true);
      return undefined;
    }
    setSaveFailed(false);

    if (outcome.status === 'refused') {
      handled.current.add(outcome.itemId);
      return refusedAt(outcome.problem, values, slug);
    }
    setLastSaved(JSON.stringify(values));
    saved(slug, values, isLast ? null : nextPlace(values, slug));
    if (outcome.status === 'sent') {
      if (outcome.message) toastSuccess(outcome.message);
      if (outcome.identity && !identity) {
        created(outcome.identity);
        const who = applicantOf(values);
        navigate(paths.intakeResume.href(outcome.identity.id), { replace: true, state: { ssn: who.ssn, dob: who.date_of_birth } });
      }
    } else if (!outcome.reason) {
      // No answer at all: the step is kept on the device. (With a reason, the connection was
      // fine and the outbox or the client has told why the step waits.)
      showToast(QUEUED_MESSAGE, 'info');
    }
    if (isLast) finish(outcome, values);
    return undefined;
  };

  return (
    <Form<IntakeValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      validate={(values) => nestErrors(validateIntakeStep(session.step, values, context.current))}
      // The wizard's frame draws again only when sending starts or ends; the parts that show
      // values or errors read them themselves (wizard-body.tsx).
      subscription={{ submitting: true }}
      render={(form) => (
        <WizardBody
          form={form}
          session={session}
          title={t(INTAKE_STEPS.find((step) => step.slug === session.step)!.title)}
          lastSaved={lastSaved}
          onContext={(next) => {
            context.current = next;
          }}
          keepValues={notReady ? keepNothing : keepValues}
          goTo={goTo}
          changeStep={changeStep}
          injectProblem={(problem) => {
            injected.current = problem;
          }}
          handled={handled.current}
          gettingReady={notReady}
          saveFailed={saveFailed}
        />
      )}
    />
  );
});
