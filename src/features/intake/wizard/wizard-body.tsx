import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useField, useFormState, type FormRenderProps } from 'react-final-form';
import { intakeAnswers } from '@/contract/intake-answers';
import { intakeStepsFor } from '@/contract/intake-rules';
import type { RuleContext } from '@/contract/field-rules';
import type { IntakeStepSlug } from '@/contract/steps';
import { ReadyFieldset } from '@/components/form/ready-fieldset';
import { PageLoading } from '@/components/page-loading';
import { CheckAnswers } from '@/components/wizard/check-answers';
import { ErrorSummary, flattenErrors } from '@/components/wizard/error-summary';
import { focusFirstErrorSoon } from '@/components/wizard/focus-first-error';
import { StepFields } from '@/components/wizard/step-fields';
import { StepHeader } from '@/components/wizard/step-header';
import { stepOf } from '@/components/wizard/wizard-step';
import { confirmLeave, useUnsavedChangesWarning } from '@/components/wizard/use-unsaved-changes';
import { SaveFailed } from '@/components/wizard/save-failed';
import { WizardActions } from '@/components/wizard/wizard-actions';
import type { ItemProblem } from '@/offline/outbox-item';
import type { IntakeDraft } from './intake-draft';
import { IntakeListsProvider, useIntakeLists } from './intake-lists';
import type { IntakeValues } from './intake-values';
import { FinishLater } from './finish-later';
import { StartOver } from './start-over';
import { INTAKE_WIZARD } from './intake-steps';
import { IntakeStepRules } from './step-rules-context';
import { useAutoSave } from './use-auto-save';
import { useQueueProblem } from './use-queue-problem';
import { wizardPageMessages as m } from './messages';
import { useT } from '@/i18n/i18n';

interface WizardBodyProps {
  form: FormRenderProps<IntakeValues>;
  session: IntakeDraft;
  title: string;
  lastSaved: string;
  onContext(context: RuleContext): void;
  keepValues(values: IntakeValues): void;
  goTo(step: IntakeStepSlug): void;
  /** Opens a step from the summary (its Save and proceed returns there). */
  changeStep(step: IntakeStepSlug): void;
  injectProblem(problem: ItemProblem): void;
  /** Refusals already shown (an interactive save's), so a queue watcher does not show them twice. */
  handled: Set<string>;
  /** The form is drawn before it can take input (the first state): its fieldset is disabled. */
  gettingReady: boolean;
  /** The last save failed on the device itself, before anything was sent. */
  saveFailed: boolean;
}

/** Shares the lists' rule context with the form's validation. */
function ContextBridge({ onContext }: { onContext(context: RuleContext): void }) {
  const { ruleContext } = useIntakeLists();
  useEffect(() => onContext(ruleContext), [ruleContext, onContext]);
  return null;
}

/** The summary of every step's answers, from the form's values and the device's lists. */
function IntakeCheckAnswers({ changeStep, focusHeading }: { changeStep(step: IntakeStepSlug): void; focusHeading: boolean }) {
  const { values } = useFormState<IntakeValues>({ subscription: { values: true } });
  const { ruleContext, ready, failed } = useIntakeLists();
  // The summary names the chosen options: until their lists are here (or have failed), it would
  // show an id such as '#2' where 'Female' should be, and grow as the names came.
  if (!ready && !failed) return <PageLoading />;
  const sections = intakeAnswers(values, ruleContext).map((section) => ({ key: section.slug, title: section.title, lines: section.lines }));
  return <CheckAnswers sections={sections} onChange={(key) => changeStep(key as IntakeStepSlug)} focusHeading={focusHeading} />;
}

/** The step's errors once a Save and proceed has been refused, as links to their fields. */
function StepErrorSummary() {
  const { submitFailed, errors, submitErrors } = useFormState({ subscription: { submitFailed: true, errors: true, submitErrors: true } });
  const summary = submitFailed ? flattenErrors({ ...(errors ?? {}), ...(submitErrors ?? {}) }).filter((error) => error.name !== 'FINAL_FORM/form-error') : [];
  return <ErrorSummary errors={summary} />;
}

const unsavedIn = (values: IntakeValues, lastSaved: string) => JSON.stringify(values) !== lastSaved;

/** What the person typed since the last save: kept on the device, and a warning before leaving. */
function KeepTyping({ lastSaved, keepValues }: { lastSaved: string; keepValues(values: IntakeValues): void }) {
  const { values } = useFormState<IntakeValues>({ subscription: { values: true } });
  useAutoSave(values, keepValues);
  useUnsavedChangesWarning(unsavedIn(values, lastSaved));
  return null;
}

/**
 * The step on screen. Its frame reads from the form only what draws it (whether it is sending,
 * and the kind of representative, which decides the steps): what is typed draws again only the
 * fields it concerns (StepRules), and keeping it on the device draws nothing.
 */
function Step({ session, form, title, lastSaved, keepValues, goTo, changeStep, injectProblem, handled, gettingReady, saveFailed }: Omit<WizardBodyProps, 'onContext'>) {
  const { submitting, handleSubmit } = form;
  const t = useT();
  const representativeType = useField('representative.representative_type', { subscription: { value: true } }).input.value as unknown;
  const steps = intakeStepsFor(representativeType);
  const index = Math.max(0, steps.indexOf(session.step));
  const isLast = index === steps.length - 1;
  const step = stepOf(INTAKE_WIZARD, session.step);
  // A replay's refusal: go to its step first; once that step (and its rules) is on screen,
  // a submit hands the server's errors to its fields (final-form takes them from onSubmit only).
  const refusal = useRef<ItemProblem | null>(null);
  useQueueProblem(session.queue, handled, (problem, slot) => {
    refusal.current = problem;
    goTo(slot as IntakeStepSlug);
  });
  const deliver = useRef({ injectProblem, submit: form.form.submit });
  deliver.current = { injectProblem, submit: form.form.submit };
  useEffect(() => {
    if (!refusal.current) return;
    const problem = refusal.current;
    refusal.current = null;
    setTimeout(() => {
      deliver.current.injectProblem(problem);
      void deliver.current.submit();
    }, 0);
  }, [session.step]);

  // A summary open when the page itself opened (a reload) does not take the focus from the page.
  const reviewing = session.review === 'open';
  const [reopenedAtSummary, setReopenedAtSummary] = useState(reviewing);
  if (!reviewing && reopenedAtSummary) setReopenedAtSummary(false);

  const back = () => {
    if (reviewing) goTo(session.step);
    else if (index > 0) goTo(steps[index - 1]!);
    else if (confirmLeave(unsavedIn(form.form.getState().values, lastSaved))) window.history.back();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void handleSubmit(event);
        if (form.form.getState().hasValidationErrors) focusFirstErrorSoon();
      }}
    >
      <KeepTyping lastSaved={lastSaved} keepValues={keepValues} />
      <ReadyFieldset gettingReady={gettingReady}>
        {reviewing ? (
          <IntakeCheckAnswers changeStep={changeStep} focusHeading={!reopenedAtSummary} />
        ) : (
          <>
            <StepHeader index={index + 1} total={steps.length} title={title} optional={step.optional} />
            <StepErrorSummary />
            <IntakeStepRules rules={step.rules().fields} autoComplete={step.autoComplete}>
              {/* Once the application exists (or its create waits in the outbox) the SSN and birth date address it: they are locked. */}
              <StepFields step={step} locked={Boolean(session.identity) || session.savedSteps.includes('about_you')} />
            </IntakeStepRules>
          </>
        )}
        <SaveFailed shown={saveFailed} />
        <WizardActions onBack={back} submitLabel={t(reviewing ? m.send : isLast ? m.submit : m.saveAndProceed)} submitting={Boolean(submitting)} />
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center', alignItems: 'center' }}>
          <FinishLater applicationCode={session.identity?.application_code ?? null} keepNow={() => keepValues(form.form.getState().values)} />
          <StartOver queue={session.queue} created={Boolean(session.identity)} />
        </Box>
      </ReadyFieldset>
    </form>
  );
}

export function WizardBody(props: WizardBodyProps) {
  return (
    <IntakeListsProvider waiting={props.gettingReady}>
      <ContextBridge onContext={props.onContext} />
      <Step {...props} />
    </IntakeListsProvider>
  );
}
