import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FORM_ERROR, type Mutator } from 'final-form';
import { Form, FormSpy, useFormState } from 'react-final-form';
import { choicesOf, type OptionsState } from '@/api/dropdowns';
import { onboardingStepRules } from '@/contract/onboarding-rules';
import type { OptionList } from '@/contract/option-lists';
import { listMutators } from '@/components/form/list-mutators';
import { PreparingFilesScope, usePreparingFiles } from '@/components/form/preparing-files';
import { StepRules } from '@/components/form/rule-scope';
import { ErrorSummary, flattenErrors } from '@/components/wizard/error-summary';
import { focusFirstErrorSoon } from '@/components/wizard/focus-first-error';
import { WizardActions } from '@/components/wizard/wizard-actions';
import type { StepProps } from './step-props';
import { ruleContext, stepErrors, storedUploadsOf } from './step-rules';
import { useT } from '@/i18n/i18n';
import { onboardingMessages } from './messages';
import { notSavedMessage, saveStep } from './step-save';
import type { StepValuesDefinition } from './values/common';

function StepErrorSummary() {
  const state = useFormState({ subscription: { submitFailed: true, errors: true, submitErrors: true, hasValidationErrors: true } });
  if (!state.submitFailed) return null;
  const errors = flattenErrors(state.hasValidationErrors ? state.errors : state.submitErrors).filter((error) => error.name !== FORM_ERROR);
  return <ErrorSummary errors={errors} />;
}

function NotSavedNotice() {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  const t = useT();
  if (submitError !== t(onboardingMessages.notSaved)) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mt: 3 }}>
      {submitError}
    </Alert>
  );
}

/** The summary in place of the step's fields, drawn from the values on the screen. */
function ReviewBody({ render }: { render(values: unknown): ReactNode }) {
  const { values } = useFormState({ subscription: { values: true } });
  return <>{render(values)}</>;
}

export interface StepFormProps<V> extends StepProps {
  definition: StepValuesDefinition<V>;
  /** The option lists the step's fields choose from (as useOptions gives them). */
  lists?: Partial<Record<OptionList, OptionsState>>;
  /** Something of the step's own is running (an upload): the buttons wait. */
  busy?: boolean;
  /** The share of the step's files sent so far; null once the save is over. */
  onUploadProgress?: (fraction: number | null) => void;
  children: ReactNode;
}

const NO_LISTS: Partial<Record<OptionList, OptionsState>> = {};

/**
 * One step as a form: its values start from what the device kept, else from the server;
 * its fields are drawn from the step's rules (src/contract/onboarding-rules.ts), which check
 * the values as the server will; the values are kept on the device as they change, and sent
 * by 'Save and Proceed'. A refusal shows the error summary and puts focus on the first error.
 */
export function StepForm<V extends object>(props: StepFormProps<V>) {
  const { definition, detail, draftValues, onDraft, onSaved, navigation, review, lists = NO_LISTS, busy = false, onUploadProgress, title, children } = props;
  const [initialValues] = useState<V>(() => (draftValues as V | undefined) ?? definition.initialValues(detail));
  const [preparingFiles, reportPreparing] = usePreparingFiles();
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const seen = useRef(false);
  const stored = storedUploadsOf(detail);
  const rules = onboardingStepRules(definition.slug, stored);
  const context = ruleContext(Object.fromEntries(Object.entries(lists).map(([list, state]) => [list, state?.data])));
  const options = (list: OptionList) => {
    const state = lists[list];
    return state ? choicesOf(state) : undefined;
  };

  const onSubmit = async (values: V) => {
    // react-final-form takes the newest onSubmit on every render, so this is the current review.
    const checking = review;
    // The step is checked (validation passed): the summary comes before anything is sent.
    if (checking && !checking.open) {
      checking.onOpen();
      return undefined;
    }
    const result = await saveStep(definition, values, onUploadProgress ?? undefined);
    onUploadProgress?.(null);
    if (!result.saved) {
      // Refused answers are shown on the step's fields; a failed connection keeps the summary.
      if (checking && result.errors?.[FORM_ERROR] !== notSavedMessage()) checking.onClose();
      return result.errors;
    }
    await onSaved(result.saved);
    return undefined;
  };

  return (
    <Form<V>
      onSubmit={onSubmit}
      validate={(values) => stepErrors(definition, values, context, stored)}
      initialValues={initialValues}
      mutators={listMutators as unknown as Record<string, Mutator<V>>}
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
              <StepRules rules={rules.fields} lists={rules.lists} context={context} options={options} autoComplete="off">
                <PreparingFilesScope value={reportPreparing}>
                  <Stack spacing={3}>{children}</Stack>
                </PreparingFilesScope>
              </StepRules>
            </>
          )}
          <NotSavedNotice />
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
            submitting={Boolean(submitting) || busy || preparingFiles}
          />
        </Box>
      )}
    </Form>
  );
}
