import type { SnackbarOrigin } from 'notistack';
import type { ToastText, ToastVariant } from './toast-content';
import { wordsNow } from '@/i18n/i18n';
import { isClientPortalPath } from '@/config/paths';
import { TOAST_AUTO_HIDE_MS, toastHostLoaded, toastHostReady } from './toast-store';
import { withoutLocale } from '@/contract/locale-paths';

let latest: symbol | null = null;
/** When the toast on screen (or on its way) closes by itself; a notice waits until then. */
let busyUntil = 0;
const NOTICE_GAP_MS = 500;

/**
 * A notice sits at the bottom, centred: at the top, on a phone, it covered the page's heading
 * for its 5 s on a first visit, the moment a person reads where they are.
 */
export const NOTICE_ANCHOR: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };

/**
 * The one way the app shows a toast: an earlier toast is dismissed first (spec section 4),
 * and inside the client portal toasts sit top-center instead of top-right. The toast code
 * loads with the first toast (see toast-store); of toasts asked for while it loads, only the
 * last is shown, as it would have dismissed the others. Where the code cannot come (offline
 * before the service worker holds it), the browser's own alert says it instead.
 */
export function showToast(message: ToastText, variant: ToastVariant = 'default'): void {
  present(message, variant, false);
}

function present(message: ToastText, variant: ToastVariant, notice: boolean): void {
  const anchorOrigin = notice ? NOTICE_ANCHOR : toastAnchorFor(withoutLocale(window.location.pathname));
  const ticket = Symbol();
  latest = ticket;
  busyUntil = Date.now() + TOAST_AUTO_HIDE_MS;
  void import('./toast-host').then(
    async (host) => {
      toastHostLoaded.set(true);
      await toastHostReady();
      if (latest !== ticket) return;
      busyUntil = Date.now() + TOAST_AUTO_HIDE_MS;
      host.presentToast({ message, variant, anchorOrigin, notice });
    },
    () => {
      // The host's code could not come (offline before the service worker holds it): what the
      // person did is answered all the same, by the browser's own alert; a notice can wait.
      if (latest === ticket && !notice) window.alert(wordsNow(message));
    },
  );
}

/**
 * A toast the person did not cause (the app works offline): it never dismisses a toast that
 * answers what they did, such as an enquiry's thanks, but waits until that one has closed. It
 * is a status, not an alert, and sits at the bottom (see NOTICE_ANCHOR).
 */
export function showNotice(message: ToastText, variant: ToastVariant = 'default'): void {
  const wait = busyUntil - Date.now();
  if (wait > 0) {
    setTimeout(() => showNotice(message, variant), wait + NOTICE_GAP_MS);
    return;
  }
  present(message, variant, true);
}

/**
 * Loads the toast code now, for screens whose saves may fail offline (the wizards): a toast
 * asked for with no connection can only show if its code is already here, and the service
 * worker may not have cached it yet on a first visit.
 */
export function preloadToasts(): void {
  void import('./toast-host').catch(() => undefined);
}

export function toastAnchorFor(pathname: string): SnackbarOrigin {
  return { vertical: 'top', horizontal: isClientPortalPath(pathname) ? 'center' : 'right' };
}

export const toastError = (message: ToastText) => showToast(message, 'error');
export const toastSuccess = (message: ToastText) => showToast(message, 'success');
