import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * The browser's Back (a phone's back button or gesture, the toolbar's arrow) does inside a wizard
 * what the wizard's own Back button does: the step before, or the summary closed. A wizard keeps
 * one address for all its steps, so the browser's Back would otherwise leave the wizard at once
 * from any step, with no word about what was typed on it; on a phone where the app was opened
 * from its icon, it can close the app.
 *
 * The Navigation API lets a page cancel a one-entry Back within itself (a same-document
 * traversal); where a browser lacks it, or does not let the page cancel (a cross-document entry,
 * or Chrome's rule that a page may cancel only after the person has touched it since the last
 * time), the browser goes back as it always did. Back while the button cannot be pressed (a save
 * on its way, the page still getting ready) is left to the browser too. A dialog open over the
 * step is closed instead, as its Escape key closes it.
 */
export function useBrowserBack(button: RefObject<HTMLButtonElement | null>, onBack: (() => void) | undefined): void {
  // The Back of the step on screen when the browser asks, not of the step the listener came with.
  const goBack = useEffectEvent(() => onBack?.());
  const active = onBack !== undefined;
  useEffect(() => {
    if (!active || !('navigation' in window)) return;
    const { navigation } = window;
    const onNavigate = (event: NavigateEvent) => {
      const from = navigation.currentEntry?.index ?? -1;
      if (event.navigationType !== 'traverse' || !event.userInitiated || !event.cancelable) return;
      if (from < 1 || event.destination.index !== from - 1) return;
      const dialog = document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
      if (dialog) {
        event.preventDefault();
        dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        return;
      }
      if (!button.current || button.current.matches(':disabled')) return;
      event.preventDefault();
      // After this Back has been called off: the intake's first step asks its question, then goes
      // back itself, and a history.back() made while the browser's own was still being cancelled
      // went back two entries.
      setTimeout(() => goBack(), 0);
    };
    navigation.addEventListener('navigate', onNavigate);
    return () => navigation.removeEventListener('navigate', onNavigate);
  }, [active, button]);
}
