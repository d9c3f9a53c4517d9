const FOCUSABLE = 'input:not([type="hidden"]):not([aria-hidden="true"]):not([tabindex="-1"]), [role="combobox"], [role="spinbutton"], textarea, button, [tabindex="0"]';

/** The element to put the cursor in for a field marked invalid (MUI hides a select's real input). */
function focusTarget(invalid: HTMLElement): HTMLElement {
  const hidden = invalid.getAttribute('aria-hidden') === 'true' || invalid.tabIndex < 0 || invalid.offsetParent === null;
  if (!hidden) return invalid;
  return invalid.closest('.MuiFormControl-root')?.querySelector<HTMLElement>(FOCUSABLE) ?? invalid;
}

/**
 * After a refused submit: scroll to the first field with an error (in page order) and put
 * the cursor in it (spec section 4: "After an error the form scrolls to the first error").
 */
export function focusFirstError(root: ParentNode = document): boolean {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const field = focusTarget(invalid);
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  field.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}

/** Waits for React to draw the errors, then focuses the first. */
export function focusFirstErrorSoon(root?: ParentNode): void {
  requestAnimationFrame(() => requestAnimationFrame(() => focusFirstError(root)));
}
