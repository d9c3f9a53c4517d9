import type { SnackbarOrigin, VariantType } from 'notistack';
import { isClientPortalPath } from '@/config/paths';
import { requestToastHost, toastHostReady } from './toast-store';

let latest: symbol | null = null;

/**
 * The one way the app shows a toast: an earlier toast is dismissed first (spec section 4),
 * and inside the client portal toasts sit top-center instead of top-right. The toast code
 * loads with the first toast (see toast-store); of toasts asked for while it loads, only the
 * last is shown, as it would have dismissed the others.
 */
export function showToast(message: string, variant: VariantType = 'default'): void {
  const anchorOrigin = toastAnchorFor(window.location.pathname);
  const ticket = Symbol(message);
  latest = ticket;
  requestToastHost();
  void Promise.all([import('./toast-host'), toastHostReady()]).then(([host]) => {
    if (latest !== ticket) return;
    host.closeSnackbar();
    host.enqueueSnackbar(message, { variant, anchorOrigin });
  });
}

export function toastAnchorFor(pathname: string): SnackbarOrigin {
  return { vertical: 'top', horizontal: isClientPortalPath(pathname) ? 'center' : 'right' };
}

export const toastError = (message: string) => showToast(message, 'error');
export const toastSuccess = (message: string) => showToast(message, 'success');
