/** Signs that a person is about to use a form: code its fields will need is asked for then, not with the page. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Calls `fetch` at each sign of use inside `root` (a fetch that failed, offline, is asked for
 * again at the next); answers the function that stops listening, for when the code is in.
 */
export function onIntent(root: EventTarget, fetch: () => void): () => void {
  for (const type of INTENT_EVENTS) root.addEventListener(type, fetch, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, fetch, { capture: true });
  };
}
