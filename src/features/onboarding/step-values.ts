import type { ValidationErrors } from 'final-form';
import type { Option } from '@/api/dropdowns';
import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import type { OnboardingStepBody } from '@/features/onboarding/api/onboarding-step';
import { localToday } from '@/contract/calendar';
import { getPath, type FieldErrors, type RuleContext, type Values } from '@/contract/field-rules';
import { DEFAULT_STATES_COUNTRY_ID } from '@/contract/ids';
import { listEntries, sentPositions } from '@/contract/list-rules';
import { pickOnboardingStep, validateOnboardingStep, type StoredUploads } from '@/contract/onboarding-rules';
import type { OptionList } from '@/contract/option-lists';
import type { OnboardingStepSlug } from '@/contract/steps';
import { formValuesOf } from '@/components/form/form-values';
import { nestErrors } from '@/components/form/submit-errors';
import type { WizardStep } from '@/components/wizard/wizard-step';
import { t } from '@/i18n/i18n';

/** An onboarding step as data (onboarding-steps.ts); its rules depend on the uploads the server holds. */
export type OnboardingStep = WizardStep<OnboardingStepSlug, StoredUploads>;

export type LoadedLists = Partial<Record<OptionList, readonly Option[] | undefined>>;

/**
 * The server's rule context in the browser: today, and the options of the lists loaded so
 * far. A list that has not loaded is left to the server to check.
 */
export function ruleContext(loaded: LoadedLists, today: string = localToday()): RuleContext {
  return {
    today,
    t,
    option: (list, id) => {
      const parentId = list === 'states' ? DEFAULT_STATES_COUNTRY_ID : null;
      const options = loaded[list];
      if (!options) return { name: '', parentId };
      const found = options.find((option) => option.value === id);
      return found ? { name: found.label, slug: found.slug, parentId } : undefined;
    },
  };
}

export function storedUploadsOf(detail: OnboardingDetail): StoredUploads {
  return {
    hasPhoto: Boolean(detail.image_url),
    billsWithFiles: (detail.client_bills ?? []).filter((bill) => (bill.files ?? []).length > 0).map((bill) => bill.id),
  };
}

/** A step's form values as the server holds them (GET /website/onboarding), read by its rules. */
export function stepValues(step: OnboardingStep, detail: OnboardingDetail): Values {
  const record = step.fromStored ? step.fromStored(detail as Values) : (detail as Values);
  const values = formValuesOf(step.rules(storedUploadsOf(detail)), record);
  return step.toForm ? step.toForm(values) : values;
}

/**
 * A step's save as spec section 7 names it: the slug, skip=0 and the step's fields as its rules
 * pick them to send (phones as digits, flags as 1/0, ids as numbers, amounts as typed, nothing
 * that does not apply).
 */
export function stepBody(step: OnboardingStep, values: Values, context: RuleContext, stored: StoredUploads): OnboardingStepBody {
  const picked = pickOnboardingStep(step.slug, step.fromForm ? step.fromForm(values) : values, context, stored, 'sent');
  return { step: step.slug, skip: 0, ...(step.toBody ? step.toBody(picked, values) : picked) } as OnboardingStepBody;
}

/** Errors of a list sent without its blank items, renamed to the positions the form shows. */
function errorsAtPositions(errors: FieldErrors, list: string, positions: readonly number[]): FieldErrors {
  const result: FieldErrors = {};
  const pattern = new RegExp(`^${list}\\.(\\d+)(\\..*)?$`);
  for (const [name, message] of Object.entries(errors)) {
    const match = pattern.exec(name);
    const position = match ? positions[Number(match[1])] : undefined;
    result[match && position !== undefined ? `${list}.${position}${match[2] ?? ''}` : name] = message;
  }
  return result;
}

/** The errors of a step's body (the server's, or the rules' own) on the form's fields. */
export function formErrorsOf(step: OnboardingStep, errors: FieldErrors, values: Values, stored: StoredUploads): FieldErrors {
  if (step.toFormErrors) return step.toFormErrors(errors, values);
  let onForm = errors;
  for (const list of step.rules(stored).lists) {
    const items = (listEntries(getPath(values, list.name)) ?? []).map(([, item]) => item);
    onForm = errorsAtPositions(onForm, list.name, sentPositions(list, items));
  }
  return onForm;
}

/** A step's values checked by the very rules the server applies to the body they would send. */
export function stepErrors(step: OnboardingStep, values: Values, context: RuleContext, stored: StoredUploads): ValidationErrors {
  const errors = validateOnboardingStep(step.slug, stepBody(step, values, context, stored), context, stored);
  return nestErrors(formErrorsOf(step, errors, values, stored));
}
