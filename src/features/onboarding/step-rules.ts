import type { ValidationErrors } from 'final-form';
import type { Option } from '@/api/dropdowns';
import type { OnboardingDetail } from '@/api/onboarding-detail';
import { nestErrors } from '@/components/form/submit-errors';
import { localToday } from '@/contract/calendar';
import type { RuleContext, Values } from '@/contract/field-rules';
import { DEFAULT_STATES_COUNTRY_ID } from '@/contract/ids';
import { validateOnboardingStep, type StoredUploads } from '@/contract/onboarding-rules';
import type { OptionList } from '@/contract/option-lists';
import type { StepValuesDefinition } from './values/common';
import { t } from '@/i18n/i18n';

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

/** A step's values checked by the very rules the server applies to what they would send. */
export function stepErrors<V>(definition: StepValuesDefinition<V>, values: V, context: RuleContext, stored: StoredUploads): ValidationErrors {
  const errors = validateOnboardingStep(definition.slug, definition.toPayload(values) as Values, context, stored);
  return nestErrors(definition.toFormErrors ? definition.toFormErrors(errors, values) : errors);
}
