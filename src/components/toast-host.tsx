import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS, toastHostMounted } from './toast-store';

export { closeSnackbar, enqueueSnackbar } from 'notistack';

export { TOAST_AUTO_HIDE_MS };

/** notistack's own greens and oranges fail WCAG contrast with white text; these pass (≥ 4.5:1). */
const ToastContent = styled(MaterialDesignContent)({
  fontSize: 16,
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
});
const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/** Top-right toasts sit on public pages, below their fixed 79 px nav, so they never cover the menu button. */
const BELOW_NAV = 'toast-below-nav';
// A plain style element: MUI's GlobalStyles would split a shared chunk off every first visit.
const belowNav = <style>{`.${BELOW_NAV}.${BELOW_NAV}{top:88px}`}</style>;

/** Spec section 9: one toast at a time, auto-closing after 5 s, top-right by default. */
export function ToastHost() {
  useEffect(() => toastHostMounted(), []);
  return (
    <>
      {belowNav}
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={toastComponents}
        classes={{ containerAnchorOriginTopRight: BELOW_NAV }}
      />
    </>
  );
}
