/** How long a new screen may take to draw its heading: its code may still be on its way. */
const HEADING_WAIT_MS = 10_000;

/** Focus the new screen or a dialog has put somewhere of its own, rather than left behind. */
function placed(active: Element | null, main: HTMLElement | null): boolean {
  if (!active || active === document.body || active === main) return false;
  return main?.contains(active) ? active.tagName !== 'H1' : active.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Moves focus to the new screen's main heading as it is drawn, so that a screen reader says
 * where the person has arrived and the keyboard starts at the top of its content, not at the
 * header. Focus a screen has put inside itself (a wizard's step heading, a field in error) is
 * left where it is. A heading of a first state that the screen's own then replaces is followed,
 * until the person presses or taps anything.
 */
export function focusNewScreen(): () => void {
  const place = () => {
    const main = document.getElementById('main');
    const heading = main?.querySelector('h1');
    const active = document.activeElement;
    if (!heading || active === heading || placed(active, main)) return;
    // A place to start from, not a control: no focus ring, as the wizards' step headings.
    heading.tabIndex = -1;
    heading.style.outline = 'none';
    heading.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(place);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    removeEventListener('pointerdown', stop, true);
    removeEventListener('keydown', stop, true);
  };
  const timer = setTimeout(stop, HEADING_WAIT_MS);
  addEventListener('pointerdown', stop, true);
  addEventListener('keydown', stop, true);
  observer.observe(document.body, { childList: true, subtree: true });
  place();
  return stop;
}
