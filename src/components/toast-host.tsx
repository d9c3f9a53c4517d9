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

/**
 * A toast at the top sits below the page's header while the header is on screen: the public
 * nav (sticky, 79 px or taller with large text) with its menu button, the task screens' header
 * with the language switch, which a person who cannot read a toast's words needs while it is
 * up. Below the header it also clears what is marked `data-toasts-below` (the outbox's notice,
 * `outbox-alert.tsx`, whose Send now a person reaches for the moment a save is put off, which
 * is when a toast comes). Once they have scrolled away, the toast sits at the top. What reaches
 * further than `MOST_HEADER` of the window (the public menu open on a phone, the notice with
 * the text at 200 %) is covered rather than pushing the toast down the screen: the toast sits
 * below what came before it. The place follows the page as it scrolls: a person who scrolls
 * back up to the header finds the toast moved below it.
 */
const BELOW_HEADER = 'toast-below-header';
const TOAST_TOP = '--toast-top';
const EDGE_PX = 14;
const GAP_PX = 8;
const MOST_HEADER = 0.4;
/** Top to bottom: the header (the first in the page: each layout's banner), then what is marked. */
const CLEAR_OF = ['header', '[data-toasts-below]'];
// A plain style element: MUI's GlobalStyles would split a shared chunk off every first visit.
const belowHeader = <style>{`.${BELOW_HEADER}.${BELOW_HEADER}{top:var(${TOAST_TOP},${EDGE_PX}px)}`}</style>;

function placeBelowHeader(): void {
  let top = EDGE_PX;
  for (const selector of CLEAR_OF) {
    const bottom = document.querySelector(selector)?.getBoundingClientRect().bottom;
    if (bottom === undefined) continue;
    const below = Math.round(bottom) + GAP_PX;
    if (below > window.innerHeight * MOST_HEADER) break;
    top = Math.max(top, below);
  }
  document.documentElement.style.setProperty(TOAST_TOP, `${top}px`);
}

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
  if (anchorOrigin.vertical !== 'top') return;
  placeBelowHeader();
  // Once more when the page has drawn what came with the toast: a save put off shows the
  // outbox's notice in the same moment, which may be drawn after this.
  requestAnimationFrame(placeBelowHeader);
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
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(placeBelowHeader);
    };
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
      document.removeEventListener('keydown', closeOnEscape);
      latestKey = undefined;
      unmounted();
    };
  }, []);
  return (
    <>
      {belowHeader}
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        Components={TOAST_COMPONENTS}
        classes={{ containerAnchorOriginTopRight: BELOW_HEADER, containerAnchorOriginTopCenter: BELOW_HEADER }}
        domRoot={document.body}
      />
    </>
  );
}
