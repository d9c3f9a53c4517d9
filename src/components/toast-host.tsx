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
 * up. Below the header it also clears what is marked `data-toasts-below` (the connection and
 * outbox notices, router.tsx: the outbox's Send now is what a person reaches for the moment a
 * save is put off, which is when a toast comes). Once they have scrolled away, the toast sits at
 * the top. Where they reach further than `MOST_HEADER` of the window (the public menu open on a
 * phone, the notices with the text at 200 %), the toast sits at the bottom of the window
 * instead, rather than over them or down the middle of the screen. The place follows the page:
 * as it scrolls, and as the header and the notices change size (the offline banner or the
 * outbox's notice drawn a moment after the toast, when their code or the failed request comes).
 */
const BELOW_HEADER = 'toast-below-header';
const TOAST_TOP = '--toast-top';
const TOAST_BOTTOM = '--toast-bottom';
const EDGE_PX = 14;
const GAP_PX = 8;
const MOST_HEADER = 0.4;
/** Top to bottom: the header (the first in the page: each layout's banner), then what is marked. */
const CLEAR_OF = ['header', '[data-toasts-below]'];
// A plain style element: MUI's GlobalStyles would split a shared chunk off every first visit.
const belowHeader = <style>{`.${BELOW_HEADER}.${BELOW_HEADER}{top:var(${TOAST_TOP},${EDGE_PX}px);bottom:var(${TOAST_BOTTOM},auto)}`}</style>;

/** Places a toast at the top below what it clears, or at the bottom; says which. */
function placeBelowHeader(): 'top' | 'bottom' {
  let top = EDGE_PX;
  let atBottom = false;
  for (const selector of CLEAR_OF) {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    if (!box || box.height === 0) continue;
    const below = Math.round(box.bottom) + GAP_PX;
    if (below > window.innerHeight * MOST_HEADER) {
      atBottom = true;
      break;
    }
    top = Math.max(top, below);
  }
  const root = document.documentElement.style;
  root.setProperty(TOAST_TOP, atBottom ? 'auto' : `${top}px`);
  root.setProperty(TOAST_BOTTOM, atBottom ? `${EDGE_PX}px` : 'auto');
  return atBottom ? 'bottom' : 'top';
}

/** Watches the size of what a toast clears, as it stands when a toast comes. */
let watching: ResizeObserver | null = null;

function followWhatItClears(): void {
  // jsdom, the unit tests' page, has none; every browser the app supports has it.
  if (typeof ResizeObserver !== 'function') return;
  watching ??= new ResizeObserver(placeBelowHeader);
  watching.disconnect();
  for (const selector of CLEAR_OF) {
    const element = document.querySelector(selector);
    if (element) watching.observe(element);
  }
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
  const atTop = anchorOrigin.vertical === 'top';
  // Placed before it comes: a centred toast slides in from the edge it sits at (notistack slides
  // one anchored at the top down from above the window, across the whole screen when it sits at
  // the bottom). One at the right slides in from the side wherever it sits.
  const movedDown = atTop && placeBelowHeader() === 'bottom';
  const slide = movedDown && anchorOrigin.horizontal === 'center' ? { TransitionProps: { direction: 'up' as const } } : {};
  latestKey = enqueueSnackbar(typeof message === 'string' ? message : <Said text={message} />, { variant, anchorOrigin, notice, ...slide });
  if (atTop) followWhatItClears();
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
      watching?.disconnect();
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
