import { closeSnackbar, enqueueSnackbar, type SnackbarOrigin, type VariantType } from 'notistack';
import { isClientPortalPath } from '@/config/paths';

/**
 * The one way the app shows a toast: an earlier toast is dismissed first (spec section 4),
 * and inside the client portal toasts sit top-center instead of top-right.
 */
export function showToast(message: string, variant: VariantType = 'default'): void {
  closeSnackbar();
  enqueueSnackbar(message, { variant, anchorOrigin: toastAnchorFor(window.location.pathname) });
}

export function toastAnchorFor(pathname: string): SnackbarOrigin {
  return { vertical: 'top', horizontal: isClientPortalPath(pathname) ? 'center' : 'right' };
}

export const toastError = (message: string) => showToast(message, 'error');
export const toastSuccess = (message: string) => showToast(message, 'success');
