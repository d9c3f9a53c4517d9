import { createStore } from '@/lib/store';

/**
 * The toast host (toast-host.tsx, notistack) once its code is in, and when it is
 * mounted. The host's code loads with the first toast, not with the page: most visits show
 * none, and a first visit of the home page must stay under 150 KB of JavaScript.
 */
/** Spec section 9: toasts close by themselves after 5 s. */
export const TOAST_AUTO_HIDE_MS = 5000;

let markReady: () => void = () => {};
let ready = new Promise<void>((resolve) => (markReady = resolve));

/** Whether the host's code (toast-host.tsx) is in, for toast-mount.tsx to mount it: not before the first toast. */
export const toastHostLoaded = createStore(false);

/** Resolves once a host is mounted and can take toasts. */
export function toastHostReady(): Promise<void> {
  return ready;
}

/** Called by the host: on mount it is ready; after unmount, later toasts wait for the next one. */
export function toastHostMounted(): () => void {
  markReady();
  return () => {
    ready = new Promise<void>((resolve) => (markReady = resolve));
  };
}
