import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHostLoaded } from './toast-store';

// Drawn only once toast.ts has the host's code: this import then finds it, and cannot fail.
const ToastHost = lazy(async () => ({ default: (await import('./toast-host')).ToastHost }));

/**
 * Mounts the toast host once the first toast has fetched its code (toast.ts): most visits show
 * none. Where that code could not come (offline before the service worker holds it), nothing
 * is mounted, the toast says its words through the browser's alert, and the next toast fetches
 * the code again: a React.lazy that fetched it here would keep the failure, and take the whole
 * app down with it.
 */
export function ToastMount() {
  const loaded = useSyncExternalStore(toastHostLoaded.subscribe, toastHostLoaded.getSnapshot, () => false);
  return loaded ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
