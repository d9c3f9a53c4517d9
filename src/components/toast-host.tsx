import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey, type SnackbarOrigin } from 'notistack';
import { useT } from '@/i18n/i18n';
import { ToastContent, type ToastText, type ToastVariant } from './toast-content';
import { TOAST_AUTO_HIDE_MS, toastHostMounted } from './toast-store';

export interface Toast {
  message: ToastText;
  variant: ToastVariant;
  anchorOrigin: SnackbarOrigin;
  notice: boolean;
}

const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/** Top-right toasts sit on public pages below their fixed 79 px nav, so they never cover the menu button. */
const BELOW_NAV = 'toast-below-nav';
// A plain style element: MUI's GlobalStyles would split a shared chunk off every first visit.
const belowNav = <style>{`.${BELOW_NAV}.${BELOW_NAV}{top:88px}`}</style>;

let latestKey: SnackbarKey | undefined;

/** The app's own words, drawn again in the new language when the person changes it. */
function Said({ text }: { text: Exclude<ToastText, string> }) {
  return useT()(text);
}

/**
 * Spec section 9: one toast at a time. The one on screen, or one still waiting for the one
 * before it to leave, is closed first (notistack's closeSnackbar() with no key would leave a
 * waiting one to show); with room for one (`maxSnack`), the new toast comes in once the earlier
 * one has gone.
 */
export function presentToast({ message, variant, anchorOrigin, notice }: Toast): void {
  if (latestKey !== undefined) closeSnackbar(latestKey);
  latestKey = enqueueSnackbar(typeof message === 'string' ? message : <Said text={message} />, { variant, anchorOrigin, notice });
}

/**
 * Spec section 9: closing by itself after 5 s (paused while the pointer is on it, as notistack
 * does), top-right by default, in the page's body. Escape closes it, as MUI's Snackbar does; a
 * click elsewhere does not (notistack has no click-away).
 */
export function ToastHost() {
  useEffect(() => {
    const unmounted = toastHostMounted();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeSnackbar();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      latestKey = undefined;
      unmounted();
    };
  }, []);
  return (
    <>
      {belowNav}
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        Components={TOAST_COMPONENTS}
        classes={{ containerAnchorOriginTopRight: BELOW_NAV }}
        domRoot={document.body}
      />
    </>
  );
}
