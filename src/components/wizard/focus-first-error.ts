/**
 * After a refused submit: scroll to the first field with an error (in page order) and put
 * the cursor in it (spec section 4: "After an error the form scrolls to the first error").
 * A date field marks its group of sections as invalid, and the group cannot take focus: its
 * first section does.
 */
export function focusFirstError(root: ParentNode = document): boolean {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const field = invalid.matches('[role="group"]') ? (invalid.querySelector<HTMLElement>('[contenteditable="true"]') ?? invalid) : invalid;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  field.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}

/** Waits for React to draw the errors, then focuses the first. */
export function focusFirstErrorSoon(root?: ParentNode): void {
  requestAnimationFrame(() => requestAnimationFrame(() => focusFirstError(root)));
}
