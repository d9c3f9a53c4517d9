import type { OnboardingStepBody } from '@/features/onboarding/api/onboarding-step';
import type { FieldErrors } from '@/api/errors';
import type { OnboardingDetail } from '@/features/onboarding/api/onboarding-detail';
import { toId } from '@/contract/field-rules';
import type { OnboardingStepSlug } from '@/contract/steps';

/** A form value as sent: trimmed text, or nothing (the payload drops it). */
export function text(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A stored value as the form shows it: text, or nothing. */
export const shown = (value: string | number | null | undefined): string | undefined => text(value);

export const idOf = (value: unknown): number | undefined => toId(value) ?? undefined;

export const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

/** A saved amount as the form shows it: 1250 -> '1250.00'. */
export function storedAmount(value: string | number | null | undefined): string | undefined {
  const amount = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(amount) ? undefined : amount.toFixed(2);
}

/**
 * One step of the wizard as data: its form values from the detail, the pure payload builder,
 * and how the server's dotted error names map back to the form's field names.
 */
export interface StepValuesDefinition<V> {
  slug: OnboardingStepSlug;
  initialValues: (detail: OnboardingDetail) => V;
  toPayload: (values: V) => OnboardingStepBody;
  toFormErrors?: (errors: FieldErrors, values: V) => FieldErrors;
}

/** The positions of the items that are sent (blank ones are left out), in order. */
export function keptPositions<T>(items: readonly T[], isBlank: (item: T) => boolean): number[] {
  return items.flatMap((item, index) => (isBlank(item) ? [] : [index]));
}

/** Errors of a list sent without its blank items, renamed to the positions the form shows. */
export function errorsAtPositions(errors: FieldErrors, list: string, positions: readonly number[]): FieldErrors {
  const result: FieldErrors = {};
  const pattern = new RegExp(`^${list}\\.(\\d+)(\\..*)?$`);
  for (const [name, message] of Object.entries(errors)) {
    const match = pattern.exec(name);
    const position = match ? positions[Number(match[1])] : undefined;
    result[match && position !== undefined ? `${list}.${position}${match[2] ?? ''}` : name] = message;
  }
  return result;
}
