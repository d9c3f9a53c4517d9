import type { FieldMetaState } from 'react-final-form';
import { t } from '@/i18n/i18n';
import { formMessages } from './messages';

/**
 * What a field shows under itself: its own rule once the person has left the field or tried
 * to submit, otherwise the server's error for the value that was sent (until the person
 * changes it). The own rule comes first because final-form counts a submit stopped by that
 * rule as the "last submit", which would bring back the server's stale error.
 */
export function visibleError(meta: FieldMetaState): string | undefined {
  if (meta.touched && meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

/** Spec section 5: unrequired inputs show '(optional)' next to the label. */
export function fieldLabel(label: string, required: boolean): string {
  return required ? label : t(formMessages.optional, { label });
}
