import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FORM_ERROR, type Mutator } from 'final-form';
import { Form, FormSpy, useFormState } from 'react-final-form';
import { choicesOf } from '@/api/dropdowns';
import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { toId, type Values } from '@/contract/field-rules';
import type { OptionList } from '@/contract/option-lists';
import { listMutators } from '@/components/form/list-mutators';
import type { StoredFile } from '@/components/form/file-preview';
import { PreparingFilesScope, usePreparingFiles } from '@/components/form/preparing-files';
import { StepRules } from '@/components/form/rule-scope';
import { ErrorSummary, flattenErrors } from '@/components/wizard/error-summary';
import { focusFirstErrorSoon } from '@/components/wizard/focus-first-error';
import { StepFields } from '@/components/wizard/step-fields';
import { SaveFailed } from '@/components/wizard/save-failed';
import { WizardActions } from '@/components/wizard/wizard-actions';
import { useT } from '@/i18n/i18n';
import { onboardingMessages } from './messages';
import { OnboardingStepContext, type OnboardingStepContextValue } from './step-context';
import { listsOf, useRuleLists } from './step-lists';
import { saveStep, type SaveOutcome } from './step-save';
import { ruleContext, stepErrors, stepValues, storedUploadsOf, type OnboardingStep } from './step-values';

export interface StepNavigation {
  onBack?: () => void;
  onSkip?: () => void;
  submitLabel: string;
}

/**
 * Check your answers, on the last step: its Submit checks the step and opens the summary; the
 * summary's Send sends it.
 */
export interface StepReview {
  open: boolean;
  /** The summary, with the step's values as they are on the screen. */
  render(values: Values): ReactNode;
  onOpen(): void;
  /** Back to the step (the person's Back, or a refusal whose errors belong on its fields). */
  onClose(): void;
}

/** What the wizard gives the step on screen. */
export interface StepFormProps {
  step: OnboardingStep;
  title: string;
  detail: OnboardingDetail;
  /** This step's values as the device kept them (unsaved), if any. */
  draftValues: unknown;
  onDraft: (values: unknown) => void;
  /** The server saved the step: move on. */
  onSaved: (outcome: SaveOutcome) => Promise<void>;
  /** The server saved something without moving on (the photo upload). */
  onDetail: (detail: OnboardingDetail) => void;
  navigation: StepNavigation;
  review?: StepReview;
}

function StepErrorSummary() {
  const state = useFormState({ subscription: { submitFailed: true, errors: true, submitErrors: true, hasValidationErrors: true } });
  if (!state.submitFailed) return null;
  const errors = flattenErrors(state.hasValidationErrors ? state.errors : state.submitErrors).filter((error) => error.name !== FORM_ERROR);
  return <ErrorSummary errors={errors} />;
}

/** The summary in place of the step's fields, drawn from the values on the screen. */
function ReviewBody({ render }: { render(values: Values): ReactNode }) {
  const { values } = useFormState<Values>({ subscription: { values: true } });
  return <>{render(values)}</>;
}

/** A saved bill's copy, which the bill's block shows until another file is chosen. */
function storedBillFile(detail: OnboardingDetail, name: string, item: Values): StoredFile | null {
  if (name !== 'files.0') return null;
  const file = (detail.client_bills ?? []).find((bill) => bill.id === toId(item.id))?.files?.[0];
  return file ? { name: file.original_name ?? null, link: file.file_path, mime: file.mime ?? null } : null;
}

/**
 * One onboarding step as a form, whatever the step: its values start from what the device kept,
 * else from the server's detail (read by the step's rules); its fields are drawn from its rules
 * (src/contract/onboarding-rules.ts), which check the values as the server will; the values are
 * kept on the device as they change, and sent by 'Save and Proceed' as the rules pick them. A
 * refusal shows the error summary and puts focus on the first error.
 */
export function StepForm({ step, title, detail, draftValues, onDraft, onSaved, onDetail, navigation, review }: StepFormProps) {
  const [initialValues] = useState<Values>(() => (draftValues as Values | undefined) ?? stepValues(step, detail));
  const [progress, setProgress] = useState<number | null>(null);
  const [preparingFiles, reportPreparing] = usePreparingFiles();
  const [unreachable, setUnreachable] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const seen = useRef(false);
  const stored = storedUploadsOf(detail);
  const rules = step.rules(stored);
  const lists = useRuleLists(listsOf(rules));
  const context = ruleContext(Object.fromEntries(Object.entries(lists).map(([list, state]) => [list, state?.data])));
  const options = (list: OptionList) => {
    const state = lists[list];
    return state ? choicesOf(state) : undefined;
  };

  const send = async (values: Values) => {
    setProgress(0);
    try {
      return await saveStep(step, values, context, stored, setProgress);
    } finally {
      setProgress(null);
    }
  };
  const viewContext: OnboardingStepContextValue = { detail, send, progress, onDetail };
  const storedFile = useMemo(() => (name: string, item: Values) => storedBillFile(detail, name, item), [detail]);

  const onSubmit = async (values: Values) => {
    // react-final-form takes the newest onSubmit on every render, so this is the current review.
    const checking = review;
    // The step is checked (validation passed): the summary comes before anything is sent.
    if (checking && !checking.open) {
      checking.onOpen();
      return undefined;
    }
    setUnreachable(false);
    setSaveFailed(false);
    let result: Awaited<ReturnType<typeof send>>;
    try {
      result = await send(values);
    } catch {
      // A fault on the device before an answer came (the API client says every failure it
      // received): the step says so, and what was entered stays for another try.
      setSaveFailed(true);
      return undefined;
    }
    if ('errors' in result) {
      setUnreachable(result.unreachable);
      // Refused answers are shown on the step's fields; a failed connection keeps the summary.
      if (checking && !result.unreachable) checking.onClose();
      return result.errors;
    }
    await onSaved(result.saved);
    return undefined;
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={(values) => stepErrors(step, values, context, stored)}
      initialValues={initialValues}
      mutators={listMutators as unknown as Record<string, Mutator<Values>>}
      subscription={{ submitting: true }}
    >
      {({ handleSubmit, form, submitting }) => (
        <Box
          component="form"
          ref={formRef}
          noValidate
          aria-label={title}
          onSubmit={async (event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            await handleSubmit();
            if (!form.getState().submitSucceeded) focusFirstErrorSoon(formRef.current ?? undefined);
          }}
        >
          {review?.open ? (
            <ReviewBody render={review.render} />
          ) : (
            <>
              <StepErrorSummary />
              <StepRules
                rules={rules.fields}
                lists={rules.lists}
                context={context}
                options={options}
                autoComplete="off"
                storedFile={storedFile}
                uploadProgress={progress}
              >
                <PreparingFilesScope value={reportPreparing}>
                  <OnboardingStepContext.Provider value={viewContext}>
                    <StepFields step={step} />
                  </OnboardingStepContext.Provider>
                </PreparingFilesScope>
              </StepRules>
            </>
          )}
          {unreachable ? (
            <Alert severity="warning" role="alert" sx={{ mt: 3 }}>
              {t(onboardingMessages.notSaved)}
            </Alert>
          ) : null}
          <SaveFailed shown={saveFailed} />
          <FormSpy
            subscription={{ values: true }}
            onChange={({ values }) => {
              // The first call is the values the step opened with: nothing typed yet.
              if (seen.current) onDraft(values);
              seen.current = true;
            }}
          />
          <WizardActions
            onBack={review?.open ? review.onClose : navigation.onBack}
            onSkip={review?.open ? undefined : navigation.onSkip}
            submitLabel={review?.open ? t(onboardingMessages.send) : navigation.submitLabel}
            submitting={Boolean(submitting) || progress !== null || preparingFiles}
          />
        </Box>
      )}
    </Form>
  );
}
