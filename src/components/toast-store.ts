import { createStore } from '@/lib/store';

/**
 * Whether the toast host (toast-host.tsx, notistack) is wanted yet, and when it is
 * mounted. The host's code loads with the first toast, not with the page: most visits show
 * none, and a first visit of the home page must stay under 150 KB of JavaScript.
 */
/** Spec section 9: toasts close by themselves after 5 s. */
export const TOAST_AUTO_HIDE_MS = 5000;

const wanted = createStore(false);
let markReady: () => void = () => {};
let ready = new Promise<void>((resolve) => (markReady = resolve));

export function requestToastHost(): void {
  wanted.set(true);
}

/** The host's code could not come: the next toast asks for it again. */
export function toastHostNotLoaded(): void {
  wanted.set(false);
}

export const isToastHostWanted = wanted.getSnapshot;
export const subscribeToastHost = wanted.subscribe;

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

/** A toast shown without the host, whose code could not come (toast-mount.tsx draws it). */
export interface FallbackToast {
  message: string;
  error: boolean;
  notice: boolean;
}

const fallback = createStore<FallbackToast | null>(null);
export const getFallbackToast = fallback.getSnapshot;
export const subscribeFallbackToast = fallback.subscribe;
export const setFallbackToast = fallback.set;
