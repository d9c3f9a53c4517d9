import { useEffect } from 'react';
import { MESSAGES } from '@/contract/messages';
import { t } from '@/i18n/i18n';

/**
 * Spec section 4: leaving with unsaved changes warns. Closing or reloading the tab gets the
 * browser's own prompt (browsers no longer show a page's text there); a link inside the app
 * asks the spec's question. Buttons that leave call `confirmLeave` themselves.
 */
export function useUnsavedChangesWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t(MESSAGES.unsavedChanges);
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!anchor || anchor.getAttribute('target') === '_blank') return;
      const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      if (!window.confirm(t(MESSAGES.unsavedChanges))) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [unsaved]);
}

/** For a button that leaves the form: true when there is nothing to lose or the person agrees. */
export function confirmLeave(unsaved: boolean): boolean {
  return !unsaved || window.confirm(t(MESSAGES.unsavedChanges));
}
