import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { FootNotice } from './foot-notice';
import {
  getFallbackToast,
  isToastHostWanted,
  setFallbackToast,
  subscribeFallbackToast,
  subscribeToastHost,
  TOAST_AUTO_HIDE_MS,
  toastHostNotLoaded,
  type FallbackToast,
} from './toast-store';

/** A toast's message, and its kind, where notistack's code could not come: closes as a toast does. */
function ToastFallback({ toast }: { toast: FallbackToast }) {
  useEffect(() => {
    const timer = setTimeout(() => setFallbackToast(null), TOAST_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <FootNotice role={toast.notice ? 'status' : 'alert'} tone={toast.error ? 'error' : 'neutral'} onClose={() => setFallbackToast(null)}>
      {toast.message}
    </FootNotice>
  );
}

/**
 * Mounts the toast host once the first toast is asked for (see toast-store). Its code is
 * fetched then, so it may not come (offline before the service worker holds it): the app goes
 * on without it, the toast's message is shown in its place (toast.ts), and the next toast
 * fetches the code again. React.lazy would keep the failure and take the whole app down with it.
 */
export function ToastMount() {
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, () => false);
  const fallback = useSyncExternalStore(subscribeFallbackToast, getFallbackToast, () => null);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Host) return;
    let current = true;
    import('./toast-host').then(
      (module) => {
        if (current) setHost(() => module.ToastHost);
      },
      () => toastHostNotLoaded(),
    );
    return () => {
      current = false;
    };
  }, [wanted, Host]);
  return (
    <>
      {Host ? <Host /> : null}
      {fallback ? <ToastFallback toast={fallback} /> : null}
    </>
  );
}
