import type { FieldMetaState } from 'react-final-form';

/**
 * What a field shows under itself: the server's error for the value that was sent (until the
 * person changes it), otherwise the field's own rule once the person has left the field or
 * tried to submit.
 */
export function visibleError(meta: FieldMetaState): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  if (meta.touched && meta.error) return String(meta.error);
  return undefined;
}

/** Spec section 5: unrequired inputs show '(optional)' next to the label. */
export function fieldLabel(label: string, required: boolean): string {
  return required ? label : `${label} (optional)`;
}
