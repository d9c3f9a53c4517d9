/**
 * After a refused submit: scroll to the first field with an error (in page order) and put
 * the cursor in it (spec section 4: "After an error the form scrolls to the first error").
 */
export function focusFirstError(root: ParentNode = document): boolean {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  field.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}

/** Waits for React to draw the errors, then focuses the first. */
export function focusFirstErrorSoon(root?: ParentNode): void {
  requestAnimationFrame(() => requestAnimationFrame(() => focusFirstError(root)));
}
